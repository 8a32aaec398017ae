import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { Locale } from "../i18n/locale";
import * as Order from "./shop";
import { orderView } from "./view";
import { fn } from "../fn";

/**
 * "My orders": the signed-in customer's own orders (by `customerId`, gsi2) and, for a member of a
 * buyer company, the orders its people placed while members (company-account/: `companyOrder`
 * items written with each order), each marked with who placed it. Membership is read from the
 * session's user id, never from anything the client sends. Amounts are PLN decimal strings.
 */

/** The person's buyer company (NIP), or null: one GetItem of the membership keyed by the person. */
export async function companyOf(userId: string): Promise<string | null> {
  const { data } = await db().entities.companyMember.get({ userId }).go();
  return data?.companyId ?? null;
}

/** Whether the person may see the order: theirs, or their company's (placed while a member). */
export async function mayView(
  order: { customerId?: string | undefined; companyId?: string | undefined },
  userId: string,
): Promise<boolean> {
  if (order.customerId === userId) return true;
  return !!order.companyId && order.companyId === (await companyOf(userId));
}

/** Whose orders a company's people see: the company's, newest first (one Query, then a batch get). */
async function companyOrders(companyId: string) {
  const { data: keys } = await db()
    .entities.companyOrder.query.byCompany({ companyId })
    .go({ order: "desc", limit: 100 });
  if (!keys.length) return [];
  const { data } = await db()
    .entities.order.get(keys.map((k) => ({ orderId: k.orderId })))
    .go();
  const by = new Map(keys.map((k) => [k.orderId, k.placedByEmail]));
  return data.map((o) => ({ ...o, placedByEmail: by.get(o.orderId) ?? null }));
}

export async function customerOrders(userId: string) {
  const companyId = await companyOf(userId);
  const [own, shared] = await Promise.all([
    Order.listByCustomer(userId),
    companyId ? companyOrders(companyId) : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  return [...shared, ...own.map((o) => ({ ...o, placedByEmail: null }))]
    .filter((o) => (seen.has(o.orderId) ? false : (seen.add(o.orderId), true)))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((o) => ({
      orderId: o.orderId,
      number: o.number,
      createdAt: o.createdAt,
      status: o.status,
      paymentStatus: o.paymentStatus,
      totalGross: o.totals.toPayGross ?? o.totals.gross ?? "0.00",
      /** Placed by another person of the company (their e-mail); null: the person's own. */
      placedBy: o.customerId === userId ? null : (o.placedByEmail ?? null),
    }));
}

export const customerOrderSchema = z.object({ orderId: z.string().min(1).max(64) });

/** One order of the customer's (or their company's); anybody else's is "not found". */
export const customerOrder = fn(
  customerOrderSchema,
  async ({ orderId }, userId: string, ctx: { locale: Locale }) => {
    const o = await Order.get(orderId);
    if (!o || !(await mayView(o, userId))) throw new AppError("not_found", "order.not_found");
    return { ...(await orderView(o, ctx.locale)), mine: o.customerId === userId };
  },
);
