import { db } from "../dynamo/db";
import type { OrderRow } from "./listing";
import { rowOf } from "./listing";
import type { OnlineView } from "./schema";

/**
 * The order list's online-payment views (issue 29, item 7), read from the payments' own by-state
 * index (entities/payment.ts gsi2 `list_payments`, sk `state#createdAt#id`), never a Scan:
 * - `flagged`: the payments waiting for a person (amount or currency mismatch, a payment for an
 *   order that no longer awaited one, a refused verify): one Query of the `flagged` prefix, a few
 *   items; the list marks their orders' rows with the reason on every page (that same Query).
 * - `paid_online`: orders with a payment the provider confirmed (`paid`, `partially_refunded`):
 *   two Queries of those prefixes reading only `orderId` and `createdAt` (a 1 MB page holds
 *   ~2,000 payments), then the page's orders by key in one BatchGet.
 * No new index and no new write: the payment states are already kept by the payment module's
 * one conditional write per change, so the list cannot drift from them.
 * (Unmatched payments, which have no order, are not orders: the payments' own list shows them.)
 */
type PaymentView = Exclude<OnlineView, "awaiting">;

const STATES: Record<PaymentView, readonly string[]> = {
  paid_online: ["paid", "partially_refunded"],
  flagged: ["flagged"],
};

/** Safety bound: more flagged payments than this is a queue no person reads from the list. */
const FLAGGED_MAX = 500;

interface Slim {
  orderId?: string;
  createdAt: number;
  flag?: string;
}

async function inState(state: string, attributes: string[], limit?: number): Promise<Slim[]> {
  const { data } = await db()
    .entities.payment.query.byState({ list: "payments" })
    .begins({ state: state as never })
    .go({
      pages: "all",
      attributes: attributes as never,
      ...(limit ? { count: limit, limit } : {}),
    });
  return data;
}

/** Order id → the flag of its (newest) flagged payment: one Query. */
export async function flaggedOrders(): Promise<Map<string, string>> {
  const rows = await inState("flagged", ["orderId", "createdAt", "flag"], FLAGGED_MAX);
  const out = new Map<string, string>();
  for (const p of rows.sort((a, b) => a.createdAt - b.createdAt))
    if (p.orderId) out.set(p.orderId, p.flag ?? "flagged");
  return out;
}

/** The ids of the orders in a view, newest payment first, each once. */
export async function orderIdsIn(view: PaymentView): Promise<string[]> {
  const parts = await Promise.all(
    STATES[view].map((s) =>
      inState(s, ["orderId", "createdAt"], view === "flagged" ? FLAGGED_MAX : undefined),
    ),
  );
  const seen = new Set<string>();
  for (const p of parts.flat().sort((a, b) => b.createdAt - a.createdAt))
    if (p.orderId) seen.add(p.orderId);
  return [...seen];
}

/**
 * The list rows of some orders, in the ids' order (one BatchGet of up to 100 orders; rows are
 * built from the orders by the same function that writes the stored rows, so they are the same).
 */
export async function rowsOf(orderIds: string[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  const { data } = await db()
    .entities.order.get(orderIds.map((orderId) => ({ orderId })))
    .go({ concurrency: 1 });
  const byId = new Map(data.map((o) => [o.orderId, rowOf(o as never)]));
  return orderIds.map((id) => byId.get(id)).filter((r): r is OrderRow => !!r);
}
