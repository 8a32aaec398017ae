import * as Outbox from "@printshop/core/email/outbox";
import { resendLink } from "@printshop/core/relink/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.outbox.*: every e-mail the shop stored and sent (locally the only place they go). The
 * messages carry customers' data (their links' secrets hidden): administrators only.
 */
export const outboxRouter = router({
  list: adminProcedure("administrator")
    .input(Outbox.list.schema)
    .query(({ input }) => Outbox.list(input)),
  get: adminProcedure("administrator")
    .input(Outbox.get.schema)
    .query(({ input }) => Outbox.get(input)),
  resend: adminProcedure("administrator")
    .input(Outbox.resend.schema)
    .mutation(({ input, ctx }) => Outbox.resend(input, ctx.actor)),
  /** A NEW message with a new link for one whose link the Outbox shows redacted (audited). */
  resendLink: adminProcedure("administrator")
    .input(resendLink.schema)
    .mutation(async ({ input, ctx }) =>
      resendLink(input, ctx.actor, { origin: await ctx.origin() }),
    ),
});
