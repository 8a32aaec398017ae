import * as Order from "@printshop/core/order/index";
import * as Payment from "@printshop/core/payment/index";
import { translate } from "@printshop/core/messages";
import * as z from "zod";
import { adminProcedure, router } from "../../trpc";

/** Dispatched or paid: the invoice its "to issue" item asks for, when due (never throws; the retry schedule keeps it). */
export const issueDueInvoice = async (orderId: string) =>
  (await import("@printshop/core/invoice/task")).runSoon(orderId);

/** admin.orders.*: one line per procedure (permission, core's input schema, core call with the actor). */
export const ordersRouter = router({
  list: adminProcedure("orders")
    .input(Order.list.schema)
    .query(({ input }) => Order.list(input)),
  /** How many orders per order status and payment status (the list's header). */
  counts: adminProcedure("orders")
    .input(z.void())
    .query(() => Order.counts()),
  get: adminProcedure("orders")
    .input(Order.getForAdmin.schema)
    .query(({ input, ctx }) => Order.getForAdmin(input, ctx.locale)),
  setOrderStatus: adminProcedure("orders")
    .input(Order.setOrderStatus.schema)
    .mutation(async ({ input, ctx }) => {
      const out = await Order.setOrderStatus(input, ctx.actor, { origin: await ctx.origin() });
      if (out.status === "shipped") await issueDueInvoice(input.orderId);
      return out;
    }),
  /**
   * One order status for several orders (the list's bulk action): each its own version-checked,
   * audited change; the refused ones come back with the reason in the admin's language.
   */
  setOrderStatusMany: adminProcedure("orders")
    .input(Order.setOrderStatusMany.schema)
    .mutation(async ({ input, ctx }) => {
      const out = await Order.setOrderStatusMany(input, ctx.actor, { origin: await ctx.origin() });
      if (out.status === "shipped") for (const c of out.changed) await issueDueInvoice(c.orderId);
      return {
        ...out,
        refused: out.refused.map((r) => ({ ...r, message: translate(r.code, ctx.locale) })),
      };
    }),
  setPaymentStatus: adminProcedure("orders")
    .input(Order.setPaymentStatus.schema)
    .mutation(async ({ input, ctx }) => {
      const out = await Order.setPaymentStatus(input, ctx.actor, { origin: await ctx.origin() });
      // Marked paid: a transfer invoiced on payment (Settings → KSeF) is issued now.
      if (out.paymentStatus === "paid") await issueDueInvoice(input.orderId);
      return out;
    }),
  /** The parcels it is shipped in (carrier + tracking number, at most 10), version-checked and audited. */
  setParcels: adminProcedure("orders")
    .input(Order.setParcels.schema)
    .mutation(({ input, ctx }) => Order.setParcels(input, ctx.actor)),
  remove: adminProcedure("orders")
    .input(Order.remove.schema)
    .mutation(({ input, ctx }) => Order.remove(input, ctx.actor)),
  addNote: adminProcedure("orders")
    .input(Order.addNote.schema)
    .mutation(({ input, ctx }) => Order.addNote(input, ctx.actor)),
  /** CSV of exactly the filtered list (same input as `list`, without paging). */
  export: adminProcedure("orders")
    .input(Order.exportCsv.schema)
    .query(({ input, ctx }) => Order.exportCsv(input, ctx.locale)),
  /** The order's online payments, each with its timeline (register, notifications, verify, ...) and refunds. */
  payments: adminProcedure("orders")
    .input(Payment.OrderPaymentsInput)
    .query(({ input }) => Payment.ofOrder(input)),
  /**
   * Refund of an online payment, full or partial (exact amount in the order's currency, a
   * reason): asked of the provider now, applied when its refund notification comes.
   */
  refund: adminProcedure("orders")
    .input(Payment.AdminRefundInput)
    .mutation(({ input, ctx }) => Payment.refund(input, ctx.actor)),
  /** A download link of a print file, valid for 5 minutes. */
  fileUrl: adminProcedure("orders")
    .input(Order.fileUrl.schema)
    .query(({ input }) => Order.fileUrl(input)),
});
