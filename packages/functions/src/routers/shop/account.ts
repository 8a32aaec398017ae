import * as Account from "@printshop/core/account/index";
import * as Order from "@printshop/core/order/customer";
import * as Session from "@printshop/core/session/index";
import * as z from "zod";
import { authedProcedure, publicProcedure, router } from "../../trpc";
import { afterSignIn, afterSignOut } from "../../auth/after-sign-in";

/**
 * Accounts: registration (always the same answer), confirmation, sign-in/out for both SPAs, the
 * customer's own data and password. Procedure bodies only call core.
 */
export const accountRouter = router({
  /** Who is signed in (null for a visitor): both SPAs ask this first. */
  me: publicProcedure.input(z.void()).query(async ({ ctx }) => {
    const session = await ctx.auth();
    return session ? Account.get(session.userId) : null;
  }),
  checkEmail: publicProcedure
    .input(Account.checkEmail.schema)
    .query(({ input, ctx }) => Account.checkEmail(input, { ip: ctx.clientIp })),
  register: publicProcedure
    .input(Account.register.schema)
    .mutation(({ input, ctx }) =>
      Account.register(input, { locale: ctx.locale, origin: ctx.origin, ip: ctx.clientIp }),
    ),
  /** Opens the e-mailed link: creates the account and signs the person in. */
  confirm: publicProcedure.input(Account.confirm.schema).mutation(async ({ input, ctx }) => {
    const { userId } = await Account.confirm(input);
    await ctx.signIn(userId);
    await afterSignIn(ctx, userId);
    return Account.get(userId);
  }),
  signIn: publicProcedure.input(Account.signIn.schema).mutation(async ({ input, ctx }) => {
    const { userId } = await Account.signIn(input, { ip: ctx.clientIp });
    await ctx.signIn(userId);
    await afterSignIn(ctx, userId);
    return Account.get(userId);
  }),
  signOut: publicProcedure.input(z.void()).mutation(async ({ ctx }) => {
    await ctx.signOut();
    afterSignOut(ctx);
    return { ok: true as const };
  }),
  update: authedProcedure
    .input(Account.update.schema)
    .mutation(({ input, ctx }) => Account.update(input, ctx.session.userId)),
  /** Changes the password and ends every other session of the account (this one stays). */
  changePassword: authedProcedure
    .input(Account.changePassword.schema)
    .mutation(async ({ input, ctx }) => {
      await Account.changePassword(input, ctx.session.userId);
      const ended = await Session.invalidateOthers(ctx.session.userId, ctx.session.sessionId);
      return { endedSessions: ended };
    }),
  orders: authedProcedure
    .input(z.void())
    .query(({ ctx }) => Order.customerOrders(ctx.session.userId)),
  order: authedProcedure
    .input(Order.customerOrder.schema)
    .query(({ input, ctx }) => Order.customerOrder(input, ctx.session.userId, ctx)),
});
