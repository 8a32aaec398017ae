import * as Production from "@printshop/core/production/index";
import { adminProcedure, router } from "../../trpc";
import { issueDueInvoice } from "./orders";

/**
 * admin.production.* (admin-api.md "production"): the print floor's queue of lines in production
 * by dispatch date, marking a line printed (the last one ships the order), job tickets.
 */
export const productionRouter = router({
  list: adminProcedure("orders")
    .input(Production.list.schema)
    .query(({ input, ctx }) => Production.list(input, ctx.locale)),
  /** One line's job ticket (PDF, base64), in Polish. */
  ticket: adminProcedure("orders")
    .input(Production.ticket.schema)
    .query(({ input }) => Production.ticket(input)),
  /** The job tickets of whole orders in one PDF, a page per line (the orders list's bulk action). */
  tickets: adminProcedure("orders")
    .input(Production.tickets.schema)
    .query(({ input }) => Production.tickets(input)),
  markPrinted: adminProcedure("orders")
    .input(Production.markPrinted.schema)
    .mutation(async ({ input, ctx }) => {
      const out = await Production.markPrinted(input, ctx.actor, { origin: await ctx.origin() });
      if (out.status === "shipped") await issueDueInvoice(input.orderId);
      return out;
    }),
});
