import { db } from "../dynamo/db";
import { fn } from "../fn";
import { pick, type Locale } from "../i18n/locale";
import { dispatchDate } from "../pricing/dates";
import { PAYMENT_STATUSES } from "../order/record";
import * as Upload from "../upload/index";
import { FILE_STATUSES, MODE_RANK, ProductionListInput, type FileStatus } from "./schema";

/**
 * The print floor's queue: every line of the orders in production, by dispatch date, express
 * first on the same day. Read without a Scan: the order rows of the `in_production` status
 * pairs (one Query per payment status, docs/data-model.md), then those orders by key (BatchGet).
 */
/** One order as stored, or null. */
export async function loadOrder(orderId: string) {
  return (await db().entities.order.get({ orderId }).go()).data;
}
export type StoredOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

/** The ids of the orders whose status is `in_production` (5 Queries of small rows). */
async function inProductionIds(): Promise<string[]> {
  const rows = db().entities.orderRow;
  const parts = await Promise.all(
    PAYMENT_STATUSES.map(
      async (p) =>
        (
          await rows.query
            .byStatus({ status: "in_production", paymentStatus: p })
            .go({ pages: "all", attributes: ["orderId"] })
        ).data,
    ),
  );
  return parts.flat().map((r) => r.orderId);
}

/** Orders by id in one BatchGet (ElectroDB splits it by 100), in no particular order. */
export async function ordersById(ids: string[]): Promise<StoredOrder[]> {
  if (ids.length === 0) return [];
  const { data } = await db()
    .entities.order.get(ids.map((orderId) => ({ orderId })))
    .go({ concurrency: 2 });
  return data;
}

/** The order's print files: its own copy, or (orders from before it kept one) the cart's records. */
export async function filesOf(order: StoredOrder): Promise<Upload.OrderFile[]> {
  if (order.files) return order.files;
  return Upload.forLines(
    order.cartId,
    order.lines.flatMap((l) => (l.id === undefined ? [] : [l.id])),
  );
}

/** The worst preflight verdict of a line's files (a line with none: `missing`). */
export function fileStatusOf(files: { preflight?: { verdict?: string } | null }[]): FileStatus {
  if (files.length === 0) return "missing";
  const ranks = files.map((f) => {
    const i = FILE_STATUSES.indexOf((f.preflight?.verdict ?? "unchecked") as FileStatus);
    return i < 1 ? FILE_STATUSES.indexOf("unchecked") : i;
  });
  return FILE_STATUSES[Math.min(...ranks)]!;
}

/** A line's id as the admin knows it (lines of orders from before lines had ids: their position). */
export const lineIdOf = (line: { id?: string }, index: number) => line.id ?? String(index);

/** One queue row per line of the order, texts in the admin's language. */
export function rowsOf(order: StoredOrder, files: Upload.OrderFile[], locale: Locale) {
  const printed = new Set(order.printed ?? []);
  const c = order.customer ?? {};
  const customer =
    [c.billingCompany, [c.firstName, c.lastName].filter(Boolean).join(" ")]
      .map((s) => String(s ?? "").trim())
      .filter(Boolean)
      .join(" · ") || String(c.email ?? "");
  return order.lines.map((l, i) => {
    const lineId = lineIdOf(l, i);
    const own = files.filter((f) => f.lineId === l.id);
    return {
      orderId: order.orderId,
      number: order.number,
      version: order.version ?? 1,
      paymentStatus: order.paymentStatus,
      customer,
      lineId,
      position: i + 1,
      lines: order.lines.length,
      kind: l.kind ?? "table",
      title: pick(l.title ?? { pl: "", en: "", de: "" }, locale),
      quantity: l.quantity ?? 0,
      mode: l.mode ?? "standard",
      dispatchDate: dispatchDate(new Date(order.dispatchFrom ?? order.createdAt), l.days ?? 1),
      printed: printed.has(lineId),
      fileStatus: fileStatusOf(own),
      files: own.map((f) => ({
        uploadId: f.uploadId,
        fileName: f.fileName,
        verdict: f.preflight?.verdict ?? "unchecked",
      })),
      /** The line's proof approval state (proof/), null where no proof was asked for. */
      proofStatus: (order.proofs ?? []).find((p) => p.lineId === lineId)?.state ?? null,
    };
  });
}
export type QueueRow = ReturnType<typeof rowsOf>[number];

/** Dispatch date, then express before standard before eco, then the order number and position. */
export const queueOrder = (a: QueueRow, b: QueueRow) =>
  a.dispatchDate.localeCompare(b.dispatchDate) ||
  (MODE_RANK[a.mode] ?? 9) - (MODE_RANK[b.mode] ?? 9) ||
  a.number.localeCompare(b.number) ||
  a.position - b.position;

/** admin.production.list: the lines in production, filtered by product kind and dispatch dates. */
export const list = fn(ProductionListInput, async (input, locale: Locale = "pl") => {
  const f = input.filters ?? {};
  const orders = await ordersById(await inProductionIds());
  const rows = (
    await Promise.all(orders.map(async (o) => rowsOf(o, await filesOf(o), locale)))
  ).flat();
  const kept = rows
    .filter(
      (r) =>
        (!f.kind || r.kind === f.kind) &&
        (!f.from || r.dispatchDate >= f.from) &&
        (!f.to || r.dispatchDate <= f.to) &&
        (f.printed === "all" || !r.printed),
    )
    .sort(queueOrder);
  const start = (input.page - 1) * input.pageSize;
  return { items: kept.slice(start, start + input.pageSize), total: kept.length };
});
