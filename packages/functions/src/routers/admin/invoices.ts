import * as z from "zod";
import { ofOrder } from "@printshop/core/invoice/issue";
import { setManual } from "@printshop/core/exchange-rate/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.invoices.*: an order's invoices (state, the schema's messages when one failed) and the
 * NBP rate entered by hand where NBP cannot be reached (audited in core).
 */
export const invoicesRouter = router({
  ofOrder: adminProcedure("orders")
    .input(z.object({ orderId: z.string().min(1).max(64) }))
    .query(async ({ input }) =>
      (await ofOrder(input.orderId)).map((i) => ({
        invoiceId: i.invoiceId,
        kind: i.kind,
        state: i.state,
        xsdErrors: i.xsdErrors ?? [],
        ksefNumber: i.ksefNumber ?? null,
        createdAt: i.createdAt,
      })),
    ),
  setRate: adminProcedure("orders")
    .input(setManual.schema)
    .mutation(({ input, ctx }) => setManual(input, ctx.actor)),
});
