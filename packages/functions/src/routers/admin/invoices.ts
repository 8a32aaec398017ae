import * as z from "zod";
import { ofOrder } from "@printshop/core/invoice/issue";
import { get, list } from "@printshop/core/invoice/register";
import { adminFile } from "@printshop/core/invoice/files";
import { ExportInput, exportMonth } from "@printshop/core/invoice/export";
import { ksefIdOf } from "@printshop/core/invoice/ksef-link";
import { setManual } from "@printshop/core/exchange-rate/index";
import { retry } from "@printshop/core/ksef/retry";
import { translate } from "@printshop/core/messages/index";
import { adminProcedure, router } from "../../trpc";

/**
 * admin.invoices.*: the accountant's Invoices screen (a month's register with filters, one
 * invoice, its PDF / XML / UPO, sending to KSeF again, the month's ZIP), an order's invoices
 * (state, the schema's messages when one failed) and the NBP rate entered by hand where NBP
 * cannot be reached (audited in core). Invoices are accounting, done by whoever handles orders:
 * every procedure needs `orders` (which the administrator has); `send` is the one write,
 * version-checked and audited in core.
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
  /** The order's invoice still to issue (the reason it waits; the NBP rate to enter, if that is it). */
  pending: adminProcedure("orders")
    .input(z.object({ orderId: z.string().min(1).max(64) }))
    .query(async ({ input, ctx }) => {
      const { pendingOf } = await import("@printshop/core/invoice/task");
      const p = await pendingOf(input.orderId);
      // The reason as a sentence in the admin's language (a code is never shown).
      return p && { ...p, reason: p.reason && translate(p.reason, ctx.locale, p.rateNeeded ?? {}) };
    }),
  setRate: adminProcedure("orders")
    .input(setManual.schema)
    .mutation(({ input, ctx }) => setManual(input, ctx.actor)),
  list: adminProcedure("orders")
    .input(list.schema)
    .query(({ input }) => list(input)),
  get: adminProcedure("orders")
    .input(get.schema)
    .query(({ input }) => get(input)),
  /** The invoice's PDF, FA(3) XML or UPO, as `{ fileName, contentType, base64 }`. */
  file: adminProcedure("orders")
    .input(adminFile.schema)
    .query(({ input }) => adminFile(input)),
  /** To KSeF again (a refused invoice, or one waiting offline): due at the next round. */
  send: adminProcedure("orders")
    .input(z.object({ invoiceId: get.schema.shape.invoiceId, version: z.int().min(1) }))
    .mutation(({ input, ctx }) =>
      retry({ invoiceId: ksefIdOf(input.invoiceId), version: input.version }, ctx.actor),
    ),
  /** The month's ZIP: every XML and PDF (and UPO) with the register as CSV. */
  export: adminProcedure("orders")
    .input(ExportInput)
    .query(async ({ input }) => {
      const out = await exportMonth(input);
      return {
        fileName: out.fileName,
        contentType: "application/zip",
        count: out.count,
        base64: Buffer.from(out.zip).toString("base64"),
      };
    }),
});
