import * as Session from "@printshop/core/session/index";
import * as z from "zod";
import { adminProcedure, router } from "../../trpc";
import { endSessions, revokeSession } from "../../auth/sessions";

/** admin.profile.*: the signed-in staff member's own sessions (the profile screen). */
export const profileRouter = router({
  sessions: adminProcedure("backOffice")
    .input(z.void())
    .query(({ ctx }) => Session.list(ctx.session.userId, ctx.session.sessionId)),
  revokeSession: adminProcedure("backOffice")
    .input(Session.RevokeInput)
    .mutation(({ input, ctx }) => revokeSession(ctx, input)),
  signOutEverywhere: adminProcedure("backOffice")
    .input(Session.SignOutEverywhereInput)
    .mutation(({ input, ctx }) => endSessions(ctx, input)),
});
