import * as Actions from "@printshop/core/invoice/actions";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.invoices.* (the actions; merged with invoices.ts's reads in index.ts): issue an order's
 * invoice now, correct an issued invoice or correction, a pro forma for a transfer. Each one
 * line: permission, core's input schema, core's call with the actor (numbered, version-checked
 * and audited in core).
 */
export const invoiceActionsRouter = router({
  /** A document's lines and version (the correction form). */
  lines: adminProcedure("orders")
    .input(Actions.lines.schema)
    .query(({ input }) => Actions.lines(input)),
  issue: adminProcedure("orders")
    .input(Actions.issue.schema)
    .mutation(({ input, ctx }) => Actions.issue(input, ctx.actor)),
  correct: adminProcedure("orders")
    .input(Actions.correct.schema)
    .mutation(({ input, ctx }) => Actions.correct(input, ctx.actor)),
  proforma: adminProcedure("orders")
    .input(Actions.proforma.schema)
    .mutation(({ input, ctx }) => Actions.proforma(input, ctx.actor)),
});
