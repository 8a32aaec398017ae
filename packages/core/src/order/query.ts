import { db } from "../dynamo/db";
import { warsawOffsetHours } from "../pricing/dates";
import { pairCounts, pairOf, type OrderRow } from "./listing";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderFilters } from "./schema";

/**
 * Reads the back office's order rows for a list input without a Scan (docs/data-model.md):
 * - no status filter: the `list_orders` partition by time (one stream);
 * - a status filter: the gsi1 partitions of its (order status, payment status) pairs (1, 4 or 6
 *   streams), merged by time;
 * - a date range narrows every stream to a key range.
 * When only statuses filter ("cheap"), each stream reads just the rows up to the page's end
 * and `total` comes from the counters; a search, a product kind or a date range needs every
 * row of the range to count it, so those read the whole range (small items: ~2,000 rows a request).
 */
export interface Selection {
  filters?: OrderFilters | undefined;
  search?: string | undefined;
  dir: "asc" | "desc";
}

const DAY_MS = 86_400_000;

/** Start of a Warsaw calendar day (YYYY-MM-DD) in epoch ms. */
export function warsawDayStart(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - warsawOffsetHours(new Date(utcMidnight)) * 3_600_000;
  return utcMidnight - warsawOffsetHours(new Date(guess)) * 3_600_000;
}

const NUMBER = /^(\d{4})(\d{2})(\d{2})-[0-9A-Z]{5}$/i;

/** The range [from, to] in epoch ms a selection covers (an exact order number is its own day). */
function rangeOf(sel: Selection): { from?: number; to?: number } {
  let from = sel.filters?.from ? warsawDayStart(sel.filters.from) : undefined;
  let to = sel.filters?.to ? warsawDayStart(sel.filters.to) + DAY_MS - 1 : undefined;
  const m = sel.search?.trim().match(NUMBER);
  if (m) {
    const dayStart = warsawDayStart(`${m[1]}-${m[2]}-${m[3]}`);
    from = Math.max(from ?? 0, dayStart);
    to = Math.min(to ?? Number.MAX_SAFE_INTEGER, dayStart + DAY_MS - 1);
  }
  return { from, to };
}

function pairsOf(filters: OrderFilters | undefined): [string, string][] | null {
  if (!filters?.orderStatus && !filters?.paymentStatus) return null;
  const s = filters.orderStatus ? [filters.orderStatus] : ORDER_STATUSES;
  const p = filters.paymentStatus ? [filters.paymentStatus] : PAYMENT_STATUSES;
  return s.flatMap((status) => p.map((pay) => [status, pay] as [string, string]));
}

const LOW = 1_000_000_000_000; // epoch ms have 13 digits until 2286: keys compare as strings
const HIGH = 9_999_999_999_999;

/** The attributes the filter pass needs (the page's rows are then read whole by key). */
const FILTER_ATTRIBUTES = ["createdAt", "orderId", "kinds", "search"] as const;
type Slim = Pick<OrderRow, (typeof FILTER_ATTRIBUTES)[number]>;

/**
 * Full-range reads are split into this many time slices read in parallel: the requests are the
 * same, the wait is about one slice's (DynamoDB serves each Query's 1 MB pages one after another).
 */
export const RANGE_SLICES = 6;

type Stream = <T extends Slim>(limit: number | undefined, slim?: boolean) => Promise<T[]>;

function streams(sel: Selection): Stream[] {
  const { from, to } = rangeOf(sel);
  const lo = Math.max(from ?? LOW, LOW);
  const hi = Math.min((to ?? HIGH - 1) + 1, HIGH);
  const rows = db().entities.orderRow;
  // `limit` is DynamoDB's Limit per request (read no more than the page needs: a 1 MB read of
  // ~2,000 rows costs ~125 read units, 10 rows ~1); `count` makes ElectroDB stop once it has them.
  const opts = (limit: number | undefined, slim: boolean | undefined) => ({
    order: sel.dir,
    pages: "all" as const,
    ...(limit ? { count: limit, limit } : {}),
    ...(slim ? { attributes: [...FILTER_ATTRIBUTES] } : {}),
  });
  const pairs = pairsOf(sel.filters);
  const one = (a: number, b: number) =>
    (pairs ?? [null]).map(
      (pair) =>
        async <T extends Slim>(limit: number | undefined, slim?: boolean) =>
          (pair
            ? (
                await rows.query
                  .byStatus({ status: pair[0] as never, paymentStatus: pair[1] as never })
                  .between({ createdAt: a }, { createdAt: b })
                  .go(opts(limit, slim))
              ).data
            : (
                await rows.query
                  .byTime({ list: "orders" })
                  .between({ createdAt: a }, { createdAt: b })
                  .go(opts(limit, slim))
              ).data) as unknown as T[],
    );
  if (cheap(sel)) return one(lo, hi);
  // A full-range read: the same streams over time slices, newest slice first (each slice's rows
  // are in order, so the slices' concatenation is too).
  return [
    async <T extends Slim>(_limit: number | undefined, slim?: boolean) => {
      const start = lo === LOW ? await oldest(pairs) : lo;
      if (start === null || start >= hi) return [];
      const end = Math.min(hi, Date.now() + DAY_MS);
      // A short range (an order number's day, a week) is one Query: slices would only add requests.
      const step =
        end - start <= 7 * DAY_MS
          ? Math.max(1, end - start)
          : Math.ceil((end - start) / RANGE_SLICES);
      // Key ranges [a, b): BETWEEN on the sort key's `createdAt` prefix stops before b's rows.
      const bounds: [number, number][] = [];
      for (let a = start; a < end; a += step) bounds.push([a, Math.min(a + step, end)]);
      if (bounds.length === 0) bounds.push([start, hi]);
      bounds[bounds.length - 1]![1] = hi;
      const parts = await Promise.all(
        bounds.map(([a, b]) =>
          Promise.all(one(a, b).map((s) => s<T>(undefined, slim))).then((p) =>
            mergeRows(p, sel.dir),
          ),
        ),
      );
      return (sel.dir === "desc" ? parts.reverse() : parts).flat();
    },
  ];
}

/** The creation time of the oldest order in the pairs' streams (one request per stream), or null. */
async function oldest(pairs: [string, string][] | null): Promise<number | null> {
  const rows = db().entities.orderRow;
  const firsts = await Promise.all(
    (pairs ?? [null]).map(async (pair) => {
      const q = pair
        ? rows.query.byStatus({ status: pair[0] as never, paymentStatus: pair[1] as never })
        : rows.query.byTime({ list: "orders" });
      const { data } = await q.go({ order: "asc", limit: 1, count: 1, attributes: ["createdAt"] });
      return data[0]?.createdAt ?? null;
    }),
  );
  const known = firsts.filter((x): x is number => x !== null);
  return known.length ? Math.min(...known) : null;
}

const newer = (a: Slim, b: Slim) =>
  a.createdAt === b.createdAt ? b.orderId.localeCompare(a.orderId) : b.createdAt - a.createdAt;

function matches(row: Slim, sel: Selection): boolean {
  if (sel.filters?.kind && !row.kinds.includes(sel.filters.kind)) return false;
  const needle = sel.search?.trim().toLocaleLowerCase();
  if (!needle) return true;
  const digitsOnly = needle.replace(/[\s-]/g, "");
  return (
    row.search.includes(needle) || (/^\d{3,}$/.test(digitsOnly) && row.search.includes(digitsOnly))
  );
}

/** True when the counters give the total (nothing filters below the pair level). */
const cheap = (sel: Selection) =>
  !sel.search?.trim() && !sel.filters?.kind && !sel.filters?.from && !sel.filters?.to;

/** One page of rows and the total. */
export async function page(
  sel: Selection,
  pageNo: number,
  pageSize: number,
): Promise<{ items: OrderRow[]; total: number }> {
  const start = (pageNo - 1) * pageSize;
  const all = streams(sel);
  if (cheap(sel)) {
    const [counted, ...parts] = await Promise.all([
      pairCounts(),
      ...all.map((s) => s<OrderRow>(start + pageSize)),
    ]);
    const merged = mergeRows(parts, sel.dir);
    const pairs = pairsOf(sel.filters);
    const total = pairs
      ? pairs.reduce((n, [s, p]) => n + (counted.get(pairOf(s, p)) ?? 0), 0)
      : [...counted.values()].reduce((a, b) => a + b, 0);
    return { items: merged.slice(start, start + pageSize), total };
  }
  // Filter on the few attributes a filter reads, then read the page's rows whole by key.
  const kept = mergeRows(
    await Promise.all(all.map((s) => s<Slim>(undefined, true))),
    sel.dir,
  ).filter((r) => matches(r, sel));
  const keys = kept
    .slice(start, start + pageSize)
    .map((r) => ({ list: "orders", createdAt: r.createdAt, orderId: r.orderId }));
  const { data } = keys.length
    ? await db().entities.orderRow.get(keys).go({ concurrency: 1 })
    : { data: [] };
  const byId = new Map((data as unknown as OrderRow[]).map((r) => [r.orderId, r]));
  return {
    items: keys.map((k) => byId.get(k.orderId)).filter((r): r is OrderRow => !!r),
    total: kept.length,
  };
}

/** Every row of the selection, in order (export; filtered lists). */
export async function everything(sel: Selection): Promise<OrderRow[]> {
  const parts = await Promise.all(streams(sel).map((s) => s<OrderRow>(undefined)));
  return mergeRows(parts, sel.dir).filter((r) => matches(r, sel));
}

function mergeRows<T extends Slim>(parts: T[][], dir: "asc" | "desc"): T[] {
  const rows = parts.length === 1 ? parts[0]! : parts.flat().sort(newer);
  if (parts.length > 1 && dir === "asc") rows.reverse();
  return rows;
}
