import * as Email from "@printshop/core/email/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.outbox.*: every e-mail the shop stored and sent (locally the only place they go). The
 * messages carry sign-up links and customers' data: administrators only.
 */
export const outboxRouter = router({
  list: adminProcedure("administrator").input(Email.Outbox.list.schema).query(({ input }) => Email.Outbox.list(input)),
  get: adminProcedure("administrator").input(Email.Outbox.get.schema).query(({ input }) => Email.Outbox.get(input)),
  resend: adminProcedure("administrator").input(Email.Outbox.resend.schema).mutation(({ input, ctx }) => Email.Outbox.resend(input, ctx.actor)),
});
