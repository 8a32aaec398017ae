import * as z from "zod";
import { AppError } from "../error";
import type { Locale } from "../i18n/locale";
import * as Order from "./shop";
import { orderView } from "./view";
import { fn } from "../fn";

/** "My orders": only the signed-in customer's own orders (by `customerId`, gsi2). Amounts are PLN decimal strings. */

export async function customerOrders(userId: string) {
  const list = await Order.listByCustomer(userId);
  return list.map((o) => ({
    orderId: o.orderId,
    number: o.number,
    createdAt: o.createdAt,
    status: o.status,
    paymentStatus: o.paymentStatus,
    totalGross: o.totals.toPayGross ?? o.totals.gross ?? "0.00",
  }));
}

export const customerOrderSchema = z.object({ orderId: z.string().min(1).max(64) });

/** One order of the customer's; another customer's (or a guest's) is "not found". */
export const customerOrder = fn(
  customerOrderSchema,
  async ({ orderId }, userId: string, ctx: { locale: Locale }) => {
    const o = await Order.get(orderId);
    if (!o || o.customerId !== userId) throw new AppError("not_found", "order.not_found");
    return orderView(o, ctx.locale);
  },
);
