import { randomInt } from "node:crypto";
import { db } from "../dynamo/db";
import type { ShopService } from "../entities/service";
import { ORDER_COUNT_SHARDS } from "../entities/order-list";
import { dispatchDate } from "../pricing/dates";
import { aggregateWrites } from "./aggregates";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from "./record";

/**
 * The small items behind the back office's order list (entities/order-list.ts): a row per order
 * and the sharded counters, both written in the same transaction as the order and each change
 * of its statuses. See docs/data-model.md, "Orders in the back office".
 */
type TxEntities = Parameters<Parameters<ShopService["transaction"]["write"]>[0]>[0];

export interface OrderLike {
  orderId: string;
  number: string;
  createdAt: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The fields of the customer, lines and totals the row shows (order/schema.ts `Info`). */
  customer: {
    email?: string;
    firstName?: string;
    lastName?: string;
    billingName?: string;
    billingCompany?: string;
    billingTax?: string;
    billingAddress1?: string;
    billingAddress2?: string;
    billingPostcode?: string;
    billingCity?: string;
    billingCountry?: string;
    differentDeliveryAddress?: boolean;
    deliveryName?: string;
    deliveryAddress1?: string;
    deliveryAddress2?: string;
    deliveryPostcode?: string;
    deliveryCity?: string;
    deliveryCountry?: string;
  };
  lines: { kind?: string; days?: number; net?: string; netAfterDiscount?: string }[];
  totals: { net?: string; gross?: string; toPayNet?: string; toPayGross?: string };
  locale: string;
  currency: string;
  rate: string;
  customerId?: string | null;
  /** When the proofs were approved: the dispatch dates count from it (proof/, pricing.md §6). */
  dispatchFrom?: number | null;
}

/** The earliest dispatch date of the order's lines, counted from placing or from the approval. */
export const dispatchOf = (order: Pick<OrderLike, "createdAt" | "lines" | "dispatchFrom">) =>
  order.lines.length
    ? dispatchDate(
        new Date(order.dispatchFrom ?? order.createdAt),
        Math.min(...order.lines.map((l) => l.days ?? 1)),
      )
    : null;

const digits = (s: string) => s.replace(/\D+/g, "");

export function rowOf(order: OrderLike) {
  const c = order.customer ?? {};
  const lines = order.lines ?? [];
  const totals = order.totals ?? {};
  const email = String(c.email ?? "").toLowerCase();
  const company = String(c.billingCompany ?? "").trim();
  const nip = String(c.billingTax ?? "").trim();
  const name =
    [c.firstName, c.lastName].filter(Boolean).join(" ").trim() ||
    String(c.billingName ?? "").trim();
  return {
    orderId: order.orderId,
    number: order.number,
    createdAt: order.createdAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    email,
    ...(name ? { name } : {}),
    ...(company ? { company } : {}),
    ...(nip ? { nip } : {}),
    kinds: [...new Set(lines.map((l) => l.kind ?? "table"))].sort(),
    lineCount: lines.length,
    // The earliest dispatch date of its lines: the dashboard's "due today" and "late".
    ...(lines.length ? { dispatch: dispatchOf({ ...order, lines }) ?? undefined } : {}),
    locale: order.locale,
    currency: order.currency,
    rate: order.rate,
    net: totals.toPayNet ?? totals.net ?? "0.00",
    gross: totals.toPayGross ?? totals.gross ?? "0.00",
    ...(order.customerId ? { customerId: order.customerId } : {}),
    search: [order.number.toLowerCase(), email, company.toLocaleLowerCase(), nip ? digits(nip) : ""]
      .filter(Boolean)
      .join(" "),
  };
}
export type OrderRow = ReturnType<typeof rowOf>;

export const pairOf = (status: string, paymentStatus: string) => `${status}.${paymentStatus}`;

/** Adds `by` to the pair's count on a random shard (an upsert: the first write creates it). */
export function countIn(entities: TxEntities, pair: string, by: 1 | -1) {
  const shard = randomInt(ORDER_COUNT_SHARDS);
  const op = entities.orderCount.update({ list: "ordercounts", pair, shard });
  return (by > 0 ? op.add({ count: 1 }) : op.subtract({ count: 1 })).commit();
}

/** What a new order writes besides itself: its row, +1 on its pair, the dashboard's and customer's figures. */
export function placedWrites(entities: TxEntities, order: OrderLike) {
  return [
    entities.orderRow.create(rowOf(order)).commit(),
    countIn(entities, pairOf(order.status, order.paymentStatus), 1),
    ...aggregateWrites(entities, order, { kind: "placed" }),
  ];
}

/** A status change: the row's statuses (which moves it to its new gsi1 partition) and the counts. */
export function statusWrites(
  entities: TxEntities,
  order: OrderLike,
  next: { status: OrderStatus; paymentStatus: PaymentStatus },
  /** More of the row to set in the same patch (the dispatch date recomputed at a proof's approval). */
  row: { dispatch?: string } = {},
) {
  return [
    entities.orderRow
      .patch({ list: "orders", createdAt: order.createdAt, orderId: order.orderId })
      .set({ status: next.status, paymentStatus: next.paymentStatus, ...row })
      .commit(),
    countIn(entities, pairOf(order.status, order.paymentStatus), -1),
    countIn(entities, pairOf(next.status, next.paymentStatus), 1),
    ...aggregateWrites(entities, order, { kind: "status", from: order.status, to: next.status }),
  ];
}

/** A removal: the row goes and the pair counts one less. */
export function removedWrites(entities: TxEntities, order: OrderLike) {
  return [
    entities.orderRow
      .delete({ list: "orders", createdAt: order.createdAt, orderId: order.orderId })
      .commit(),
    countIn(entities, pairOf(order.status, order.paymentStatus), -1),
    ...aggregateWrites(entities, order, { kind: "removed" }),
  ];
}

/** Counts per pair, summed over the shards (one Query). */
export async function pairCounts(): Promise<Map<string, number>> {
  const { data } = await db()
    .entities.orderCount.query.byPair({ list: "ordercounts" })
    .go({ pages: "all" });
  const out = new Map<string, number>();
  for (const c of data) out.set(c.pair, (out.get(c.pair) ?? 0) + c.count);
  return out;
}

/** How many orders per order status and per payment status, and in all. */
export async function counts() {
  const pairs = await pairCounts();
  const orderStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OrderStatus,
    number
  >;
  const paymentStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<
    PaymentStatus,
    number
  >;
  let total = 0;
  for (const [pair, n] of pairs) {
    const [s, p] = pair.split(".") as [OrderStatus, PaymentStatus];
    if (s in orderStatus) orderStatus[s] += n;
    if (p in paymentStatus) paymentStatus[p] += n;
    total += n;
  }
  return { orderStatus, paymentStatus, total };
}
