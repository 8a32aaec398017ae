import * as User from "@printshop/core/user/index";
import { invite } from "@printshop/core/user/invite";
import { adminProcedure, router } from "../../trpc";

/** admin.users.*: one line per procedure (permission, core's input schema, core call with the actor). */
export const usersRouter = router({
  list: adminProcedure("administrator")
    .input(User.list.schema)
    .query(({ input }) => User.list(input)),
  get: adminProcedure("administrator")
    .input(User.get.schema)
    .query(({ input }) => User.get(input)),
  approve: adminProcedure("administrator")
    .input(User.approve.schema)
    .mutation(({ input, ctx }) => User.approve(input, ctx.actor)),
  confirm: adminProcedure("administrator")
    .input(User.confirm.schema)
    .mutation(({ input, ctx }) => User.confirm(input, ctx.actor)),
  setRole: adminProcedure("administrator")
    .input(User.setRole.schema)
    .mutation(({ input, ctx }) => User.setRole(input, ctx.actor)),
  /** Removes the person's second factor (audited) and ends their sessions: they enrol again. */
  resetSecondFactor: adminProcedure("administrator")
    .input(User.resetSecondFactor.schema)
    .mutation(({ input, ctx }) => User.resetSecondFactor(input, ctx.actor, { ip: ctx.clientIp })),
  /** Invites a person by e-mail with a back-office role: an account and a set-password link (audited). */
  invite: adminProcedure("administrator")
    .input(invite.schema)
    .mutation(async ({ input, ctx }) =>
      invite(input, ctx.actor, { locale: ctx.locale, origin: await ctx.origin() }),
    ),
  remove: adminProcedure("administrator")
    .input(User.remove.schema)
    .mutation(({ input, ctx }) => User.remove(input, ctx.actor)),
});
