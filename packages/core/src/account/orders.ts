import { z } from "zod";
import { AppError } from "../error";
import { pick, type Locale, type Translated } from "../i18n/locale";
import * as Order from "../order/index";

/** "My orders": only the signed-in customer's own orders (by `customerId`, gsi2). Amounts are PLN decimal strings. */
type StoredLine = { title?: Translated; params?: { title: Translated; value: string | Translated }[]; quantity?: number; net?: string; gross?: string };
type Totals = Record<string, string>;

export async function orders(userId: string) {
  const list = await Order.listByCustomer(userId);
  return list.map((o) => ({
    orderId: o.orderId,
    number: o.number,
    createdAt: o.createdAt,
    status: o.status,
    paymentStatus: o.paymentStatus,
    totalGross: (o.totals as Totals).toPayGross ?? (o.totals as Totals).gross ?? "0.00",
  }));
}

export const orderSchema = z.object({ orderId: z.string().min(1).max(64) });

/** One order of the customer's; another customer's (or a guest's) is "not found". */
export async function order(userId: string, input: z.input<typeof orderSchema>, ctx: { locale: Locale }) {
  const { orderId } = orderSchema.parse(input);
  const o = await Order.get(orderId);
  if (!o || o.customerId !== userId) throw new AppError("not_found", "order.not_found");
  const totals = o.totals as Totals;
  return {
    orderId: o.orderId,
    number: o.number,
    createdAt: o.createdAt,
    status: o.status,
    paymentStatus: o.paymentStatus,
    totals: { net: totals.toPayNet ?? totals.net ?? "0.00", gross: totals.toPayGross ?? totals.gross ?? "0.00", shippingGross: totals.shippingGross ?? "0.00" },
    lines: (o.lines as StoredLine[]).map((l) => ({
      title: pick(l.title, ctx.locale),
      params: (l.params ?? []).map((p) => ({ title: pick(p.title, ctx.locale), value: typeof p.value === "string" ? p.value : pick(p.value, ctx.locale) })),
      quantity: l.quantity ?? 0,
      net: l.net ?? "0.00",
      gross: l.gross ?? "0.00",
    })),
  };
}
order.schema = orderSchema;
