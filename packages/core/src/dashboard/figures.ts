import { db } from "../dynamo/db";
import { FIGURE_KINDS } from "./schema";

/**
 * The business at a glance from the day and month aggregates (entities/figures.ts orderFigure):
 * two Queries of small items whose number depends on the range (≤ 4 shards a day), never on how
 * many orders there are.
 */
const DAY = 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

/** 12345 grosze → "123.45". */
export const money = (g: number) => {
  const sign = g < 0 ? "-" : "";
  const a = Math.abs(Math.trunc(g));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
};

type Sum = Record<string, number>;
const add = (into: Sum, item: Record<string, unknown>) => {
  for (const [k, v] of Object.entries(item))
    if (typeof v === "number" && k !== "shard") into[k] = (into[k] ?? 0) + v;
};
const point = (s: Sum | undefined) => ({ orders: s?.orders ?? 0, net: money(s?.net ?? 0) });

async function periods(from: string, toExclusive: string) {
  const { data } = await db()
    .entities.orderFigure.query.byPeriod({ list: "figures" })
    .between({ period: from }, { period: toExclusive })
    .go({ pages: "all" });
  const by = new Map<string, Sum>();
  for (const item of data) {
    if (item.period < from || item.period >= toExclusive) continue;
    const sum = by.get(item.period) ?? {};
    add(sum, item);
    by.set(item.period, sum);
  }
  return by;
}

export async function figures(from: string, to: string) {
  const weeksFrom = addDays(mondayOf(to), -7 * 11);
  const dayFrom = from < weeksFrom ? from : weeksFrom;
  const lastMonth = to.slice(0, 7);
  const firstMonth = addMonths(lastMonth, -11);
  const [days, months] = await Promise.all([
    periods(`d${dayFrom}`, `d${addDays(to, 1)}`),
    periods(`m${firstMonth}`, `m${addMonths(lastMonth, 1)}`),
  ]);
  const range: Sum = {};
  const daySeries = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const s = days.get(`d${d}`);
    if (s) add(range, s);
    daySeries.push({ day: d, ...point(s) });
  }
  const weeks = [];
  for (let w = weeksFrom; w <= to; w = addDays(w, 7)) {
    const sum: Sum = {};
    for (let i = 0; i < 7; i++) {
      const s = days.get(`d${addDays(w, i)}`);
      if (s) add(sum, s);
    }
    weeks.push({ week: w, ...point(sum) });
  }
  const monthSeries = [];
  for (let i = 0; i < 12; i++) {
    const m = addMonths(firstMonth, i);
    monthSeries.push({ month: m, ...point(months.get(`m${m}`)) });
  }
  const orders = range.orders ?? 0;
  const carts = range.carts ?? 0;
  return {
    totals: {
      orders,
      net: money(range.net ?? 0),
      /** Net per order, rounded down to the grosz. */
      average: money(orders ? Math.floor((range.net ?? 0) / orders) : 0),
      eurOrders: range.eurOrders ?? 0,
      /** The EUR orders' net in PLN, at each order's own rate. */
      eurNet: money(range.eurNet ?? 0),
      carts,
      /** Orders per cart started, in percent with one decimal (null: no cart started). */
      conversion: carts ? money(Math.round((orders * 10_000) / carts)) : null,
    },
    byKind: FIGURE_KINDS.map((kind) => ({
      kind,
      orders: range[`${kind}Orders`] ?? 0,
      net: money(range[`${kind}Net`] ?? 0),
    })),
    days: daySeries,
    weeks,
    months: monthSeries,
  };
}
