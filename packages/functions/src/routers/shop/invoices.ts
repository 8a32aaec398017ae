import * as Order from "@printshop/core/order/shop";
import { AppError } from "@printshop/core/error";
import { ProformaInput } from "@printshop/core/invoice/actions-schema";
import { publicProcedure, router } from "../../trpc";
import { signedIn } from "../../auth/guard";
import type { Context } from "../../context";

/**
 * shop.invoices.*: the customer's pro forma for an order paid by bank transfer (the thank-you
 * page, the account's order page). Only for the cart that placed the order or the signed-in
 * customer it belongs to (an order id alone proves nothing: "not found"). Asked again, the same
 * document; never sent to KSeF (core invoice/issue.ts `issueProforma`).
 */
async function ownOrder(orderId: string, ctx: Context) {
  const order = await Order.get(orderId);
  if (order && ctx.cartId && order.cartId === ctx.cartId) return order;
  const session = order?.customerId ? await signedIn(ctx) : null;
  if (order && session && order.customerId === session.userId) return order;
  throw new AppError("not_found", "order.not_found");
}

export const invoicesRouter = router({
  proforma: publicProcedure.input(ProformaInput).mutation(async ({ input, ctx }) => {
    const order = await ownOrder(input.orderId, ctx);
    const { issueProforma } = await import("@printshop/core/invoice/issue");
    const { invoice } = await issueProforma(order.orderId);
    return { invoiceId: invoice.invoiceId, kind: invoice.kind };
  }),
});
