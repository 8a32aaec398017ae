import * as Account from "@printshop/core/account/index";
import * as Order from "@printshop/core/order/customer";
import * as Session from "@printshop/core/session/index";
import * as z from "zod";
import { authedProcedure, publicProcedure, router } from "../../trpc";
import * as InvoiceFiles from "@printshop/core/invoice/files-schema";
import { afterSignIn, afterSignOut } from "../../auth/after-sign-in";
import { signedIn } from "../../auth/guard";
import { endSessions, revokeSession } from "../../auth/sessions";
import { reorderProcedures } from "./reorder";
import { companyProcedures } from "./company";
import { addressesRouter } from "./addresses";

/** The invoice's PDF code (pdf-lib, the font) loads on the first download, not on a cold start. */
const invoiceFiles = () => import("@printshop/core/invoice/files");

/**
 * Accounts: registration (always the same answer), confirmation, sign-in/out for both SPAs,
 * password reset, the person's sessions, the customer's own data and password. Procedure bodies
 * only call core. A staff member's sign-in continues with `admin.secondFactor.*`.
 */
export const accountRouter = router({
  /** Who is signed in (null for a visitor, and for a staff sign-in still owing its second factor): both SPAs ask this first. */
  me: publicProcedure.input(z.void()).query(async ({ ctx }) => {
    const session = await signedIn(ctx);
    return session ? Account.get(session.userId) : null;
  }),
  checkEmail: publicProcedure
    .input(Account.checkEmail.schema)
    .query(({ input, ctx }) => Account.checkEmail(input, { ip: ctx.clientIp })),
  register: publicProcedure
    .input(Account.register.schema)
    .mutation(async ({ input, ctx }) =>
      Account.register(input, { locale: ctx.locale, origin: await ctx.origin(), ip: ctx.clientIp }),
    ),
  /** Opens the e-mailed link: creates the account and signs the person in. */
  confirm: publicProcedure.input(Account.confirm.schema).mutation(async ({ input, ctx }) => {
    const { userId } = await Account.confirm(input);
    await ctx.signIn(userId, "customer");
    await afterSignIn(ctx, userId);
    return Account.get(userId);
  }),
  /**
   * The password step. A customer is signed in; a staff member gets a session that may only
   * give the second factor (`secondFactor: "second_factor"`, then `admin.secondFactor.verify`) or
   * enrol one (`"enrollment"`, then `admin.secondFactor.enroll` and `confirm`).
   */
  signIn: publicProcedure.input(Account.signIn.schema).mutation(async ({ input, ctx }) => {
    const { userId, stage } = await Account.signIn(input, {
      ip: ctx.clientIp,
      // For a new confirmation link when the e-mail's registration still waits (issue 28 fault 8).
      locale: ctx.locale,
      origin: await ctx.origin(),
    });
    await ctx.signIn(userId, stage);
    const pending = stage === "second_factor" || stage === "enrollment" ? stage : null;
    if (!pending) await afterSignIn(ctx, userId);
    const account = await Account.get(userId);
    // Before the second factor, nothing of the person beyond who is signing in.
    if (pending)
      return {
        ...account,
        profile: Account.Rules.profileSchema.parse({}),
        marketingConsent: false,
        secondFactor: pending,
      };
    return { ...account, secondFactor: null };
  }),
  signOut: publicProcedure.input(z.void()).mutation(async ({ ctx }) => {
    await ctx.signOut();
    afterSignOut(ctx);
    return { ok: true as const };
  }),
  /** Asks for a reset link by e-mail: the same answer whether the e-mail has an account or not. */
  requestPasswordReset: publicProcedure
    .input(Account.requestPasswordReset.schema)
    .mutation(async ({ input, ctx }) =>
      Account.requestPasswordReset(input, {
        locale: ctx.locale,
        origin: await ctx.origin(),
        ip: ctx.clientIp,
      }),
    ),
  /** Sets a new password with the link's token; every session of the person ends (sign in again). */
  resetPassword: publicProcedure
    .input(Account.resetPassword.schema)
    .mutation(async ({ input, ctx }) => {
      const answer = await Account.resetPassword(input, { ip: ctx.clientIp });
      // The browser's own session, if any, was one of them: its cookies go too.
      if (ctx.cookies[ctx.cookieNames.session]) {
        await ctx.signOut();
        afterSignOut(ctx);
      }
      return answer;
    }),
  update: authedProcedure
    .input(Account.update.schema)
    .mutation(({ input, ctx }) => Account.update(input, ctx.session.userId)),
  /** Changes the password and ends every session of the person; this browser gets a new one. */
  changePassword: authedProcedure
    .input(Account.changePassword.schema)
    .mutation(async ({ input, ctx }) => {
      await Account.changePassword(input, ctx.session.userId, { ip: ctx.clientIp });
      const ended = await Session.invalidateAll(ctx.session.userId);
      await ctx.signIn(ctx.session.userId, ctx.session.stage);
      return { endedSessions: ended };
    }),
  /** The person's active sessions (device, address, last seen), this one marked `current`. */
  sessions: authedProcedure
    .input(z.void())
    .query(({ ctx }) => Session.list(ctx.session.userId, ctx.session.sessionId)),
  revokeSession: authedProcedure
    .input(Session.RevokeInput)
    .mutation(({ input, ctx }) => revokeSession(ctx, input)),
  /** Signs out everywhere: every session of the person, or every other (`keepCurrent`). */
  signOutEverywhere: authedProcedure
    .input(Session.SignOutEverywhereInput)
    .mutation(({ input, ctx }) => endSessions(ctx, input)),
  orders: authedProcedure
    .input(z.void())
    .query(({ ctx }) => Order.customerOrders(ctx.session.userId)),
  order: authedProcedure
    .input(Order.customerOrder.schema)
    .query(({ input, ctx }) => Order.customerOrder(input, ctx.session.userId, ctx)),
  /** My order's invoices (only of my own order). */
  invoices: authedProcedure
    .input(InvoiceFiles.CustomerListInput)
    .query(async ({ input, ctx }) =>
      (await invoiceFiles()).customerInvoices(input, ctx.session.userId),
    ),
  /** One invoice of my order as a PDF (`{ fileName, contentType, base64 }`). */
  invoicePdf: authedProcedure
    .input(InvoiceFiles.CustomerFileInput)
    .query(async ({ input, ctx }) => (await invoiceFiles()).customerPdf(input, ctx.session.userId)),
  ...reorderProcedures,
  ...companyProcedures,
  /** Saved delivery addresses, the person's own and their company's (issue 31 item 5). */
  addresses: addressesRouter,
});
