import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { pick, type Locale } from "../i18n/locale";
import { convertFromPLN } from "../pricing/money";
import { dispatchDate } from "../pricing/dates";
import { storage } from "../storage/index";
import * as Upload from "../upload/index";
import { everything, page, type Selection } from "./query";
import { flaggedOrders, orderIdsIn, rowsOf } from "./online";
import { rowOf, type OrderLike } from "./listing";
import { toCsv } from "./csv";
import { timeline } from "./writes";
import { parcelView } from "../parcels/schema";
import { FileUrlInput, OrderExportInput, OrderListInput, OrderRef } from "./schema";

export { counts } from "./listing";

/**
 * The back office's reads of orders: the list (rows from the read path in query.ts, never a
 * Scan), one order with everything the admin needs, the CSV export of a filtered list, and a
 * short-lived download link of a print file.
 */
export const list = fn(OrderListInput, async (input) => {
  const sel = { filters: input.filters, search: input.search, dir: input.sort.dir };
  // One Query of the flagged payments serves both the rows' flags and the `flagged` view.
  const flagged = flaggedOrders();
  const [out, flags] = await Promise.all([
    selectionPage(sel, input.page, input.pageSize, flagged),
    flagged,
  ]);
  return {
    items: out.items.map(({ search: _search, ...row }) => ({
      ...row,
      /** Why a payment of this order waits for a person (payment/schema.ts FLAGS), or null. */
      flag: flags.get(row.orderId) ?? null,
    })),
    total: out.total,
  };
});

/**
 * The online view (order/online.ts) over the rest of the selection: `awaiting` is the payment
 * status filter; the two payment views read their orders' ids from the payments' index, and
 * with other filters too keep the rows of the selection that are among them.
 * DynamoDB requests of a first page (besides the flags' one Query): `flagged` 1 BatchGet;
 * `paid_online` 2 Queries (paid, partially_refunded; ~2,000 payments a request) + 1 BatchGet;
 * `awaiting` the payment status filter's 6 Queries + the counters.
 */
async function selectionPage(
  sel: Selection,
  pageNo: number,
  pageSize: number,
  flagged: Promise<Map<string, string>>,
) {
  const { online, ...filters } = sel.filters ?? {};
  if (!online) return page(sel, pageNo, pageSize);
  if (online === "awaiting") {
    if (filters.paymentStatus && filters.paymentStatus !== "awaiting")
      return { items: [], total: 0 };
    return page({ ...sel, filters: { ...filters, paymentStatus: "awaiting" } }, pageNo, pageSize);
  }
  const ids =
    online === "flagged" ? [...(await flagged).keys()].reverse() : await orderIdsIn(online);
  const rest = { ...sel, filters };
  const start = (pageNo - 1) * pageSize;
  if (Object.values(filters).every((v) => !v) && !sel.search?.trim()) {
    const ordered = sel.dir === "asc" ? [...ids].reverse() : ids;
    return { items: await rowsOf(ordered.slice(start, start + pageSize)), total: ids.length };
  }
  const wanted = new Set(ids);
  const kept = (await everything(rest)).filter((r) => wanted.has(r.orderId));
  return { items: kept.slice(start, start + pageSize), total: kept.length };
}

/** Every row of a selection with its online view (the CSV export). */
async function selectionAll(sel: Selection) {
  const { online, ...filters } = sel.filters ?? {};
  if (!online) return everything(sel);
  if (online === "awaiting")
    return filters.paymentStatus && filters.paymentStatus !== "awaiting"
      ? []
      : everything({ ...sel, filters: { ...filters, paymentStatus: "awaiting" } });
  const wanted = new Set(await orderIdsIn(online));
  return (await everything({ ...sel, filters })).filter((r) => wanted.has(r.orderId));
}

/** The filtered list as CSV (`;`-free, RFC 4180, UTF-8 with BOM so spreadsheets read the Polish letters). */
export const exportCsv = fn(OrderExportInput, async (input, locale: Locale = "pl") => {
  if (input.ids) {
    const rows = await rowsOfIds(input.ids);
    return { csv: toCsv(rows, locale), count: rows.length };
  }
  const rows = await selectionAll({
    filters: input.filters,
    search: input.search,
    dir: input.sort.dir,
  });
  return { csv: toCsv(rows, locale), count: rows.length };
});

/** The list rows of chosen orders, newest first (one BatchGet of their rows' keys' orders). */
async function rowsOfIds(ids: string[]) {
  const { data } = await db()
    .entities.order.get([...new Set(ids)].map((orderId) => ({ orderId })))
    .go({ concurrency: 2, attributes: ROW_ATTRIBUTES });
  return (data as unknown as OrderLike[]).map(rowOf).sort((a, b) => b.createdAt - a.createdAt);
}
const ROW_ATTRIBUTES = [
  "orderId",
  "number",
  "createdAt",
  "status",
  "paymentStatus",
  "customer",
  "lines",
  "totals",
  "locale",
  "currency",
  "rate",
  "customerId",
] as const;

const FILE_LINK_SECONDS = 5 * 60;

const AMOUNTS = ["net", "gross", "discount", "netAfterDiscount", "grossAfterDiscount"] as const;

async function load(orderId: string) {
  const order = (await db().entities.order.get({ orderId }).go()).data;
  if (!order) throw new AppError("not_found", "order.not_found");
  return order;
}

/**
 * The order's print files: its own copy (kept since it was placed); an order placed before orders
 * kept one reads the cart's upload records, which expire with the cart.
 */
async function filesOf(order: {
  cartId: string;
  lines: { id?: string }[];
  files?: Upload.OrderFile[];
}): Promise<Upload.OrderFile[]> {
  if (order.files) return order.files;
  return Upload.forLines(
    order.cartId,
    order.lines.flatMap((l) => (l.id === undefined ? [] : [l.id])),
  );
}

/**
 * One order: every line with its configuration as chosen, amounts in PLN and in the order's
 * currency at its rate, dispatch date, print files with their preflight verdict; customer,
 * invoice and delivery data; payment and shipping method; notes; the timeline (6 requests). Texts in the admin's language.
 */
export const get = fn(OrderRef, async ({ orderId }, locale: Locale = "pl") => {
  const order = await load(orderId);
  const [files, payment, shipping, notes, history] = await Promise.all([
    filesOf(order),
    db().entities.paymentMethod.get({ paymentMethodId: order.paymentMethodId }).go(),
    db().entities.shippingMethod.get({ shippingMethodId: order.shippingMethodId }).go(),
    db().entities.orderNote.query.byOrder({ orderId }).go({ pages: "all", order: "desc" }),
    timeline(orderId),
  ]);
  const conv = (pln: string | undefined) =>
    order.currency === "PLN" ? (pln ?? "0.00") : convertFromPLN(pln ?? "0", order.rate).toFixed(2);
  // Dispatch counts from the proofs' approval once there was one (proof/), else from placing.
  const placedAt = new Date(order.dispatchFrom ?? order.createdAt);
  const totals = order.totals;
  /** The wire keeps the customer as a record of fields (the admin screen shows them by name). */
  const customer: Record<string, string | number | boolean | undefined> = order.customer;
  return {
    orderId: order.orderId,
    number: order.number,
    createdAt: order.createdAt,
    locale: order.locale,
    currency: order.currency,
    rate: order.rate,
    noVat: order.noVat,
    vatNumber: order.vatNumber ?? null,
    status: order.status,
    paymentStatus: order.paymentStatus,
    version: order.version ?? 1,
    customerId: order.customerId ?? null,
    customer,
    payment: {
      id: order.paymentMethodId,
      title: payment.data ? pick(payment.data.translations, locale) : `#${order.paymentMethodId}`,
    },
    shipping: {
      id: order.shippingMethodId,
      title: shipping.data
        ? pick(shipping.data.translations, locale)
        : `#${order.shippingMethodId}`,
    },
    packing: order.packing ?? false,
    /** Who the buyer acted as and their withdrawal-waiver confirmation (checkout/buyer-kind.ts); older orders: null. */
    buyerKind: order.buyerKind ?? null,
    withdrawalWaiver: order.withdrawalWaiver ?? null,
    /** The account was deleted: the buyer's personal data on the order is a pseudonym (account/erase.ts). */
    anonymisedAt: order.anonymisedAt ?? null,
    /** The parcels it is shipped in, each with its tracking link (null for carrier `other`). */
    parcels: (order.parcels ?? []).map(parcelView),
    totals: {
      pln: totals,
      inCurrency: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, conv(v)])),
    },
    lines: order.lines.map((l, i) => ({
      // Lines of orders from before lines had ids answer their position (as the shop's order view does).
      id: l.id ?? String(i),
      kind: l.kind ?? "",
      title: pick(l.title, locale),
      params: (l.params ?? []).map((p) => ({
        title: pick(p.title, locale),
        value: typeof p.value === "string" ? p.value : pick(p.value, locale),
      })),
      config: l.config ?? null,
      mode: l.mode ?? null,
      days: l.days ?? null,
      dispatchDate: dispatchDate(placedAt, l.days ?? 1),
      quantity: l.quantity ?? 0,
      vat: l.vat ?? 0,
      comment: l.comment ?? null,
      /** The shopper asked prepress to fix the print file (the upload step's stored choice). */
      prepressFix: l.prepressFix === true,
      pln: Object.fromEntries(AMOUNTS.map((k) => [k, l[k] ?? "0.00"])) as Record<
        (typeof AMOUNTS)[number],
        string
      >,
      inCurrency: Object.fromEntries(AMOUNTS.map((k) => [k, conv(l[k])])) as Record<
        (typeof AMOUNTS)[number],
        string
      >,
      files: files
        .filter((f) => f.lineId === l.id)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((f) => ({
          uploadId: f.uploadId,
          fileName: f.fileName,
          size: f.size,
          contentType: f.contentType,
          preflight: f.preflight ?? null,
          createdAt: f.createdAt,
        })),
    })),
    notes: notes.data.map((n) => ({
      noteId: n.noteId,
      at: n.at,
      author: n.authorEmail,
      text: n.text,
    })),
    /** Status changes and notes from the audit log: who, when, from what to what. */
    timeline: history,
  };
});

/** A download link of one of the order's print files, valid for a few minutes. */
export const fileUrl = fn(FileUrlInput, async ({ orderId, uploadId }) => {
  const order = await load(orderId);
  const file = (await filesOf(order)).find((f) => f.uploadId === uploadId);
  if (!file) throw new AppError("not_found", "upload.not_found");
  return (await storage()).presignGet(file.key, {
    fileName: file.fileName,
    expiresInSeconds: FILE_LINK_SECONDS,
  });
});
