import { createHash } from "node:crypto";
import { Order } from "../packages/core/src/index";
import { db } from "../packages/core/src/dynamo/db";
import { pairOf, rowOf } from "../packages/core/src/order/listing";
import { contactOf, figureOf, grosze } from "../packages/core/src/order/aggregates";
import { warsawDay } from "../packages/core/src/pricing/dates";
import { customerKeyOf } from "../packages/core/src/customers/schema";

/**
 * Generated orders for the list tests and the benchmark: order items as checkout writes them, with
 * their back-office rows, and the counters incremented once per (status, payment status) pair.
 * Deterministic for a seed, spread over `days` back from `now`.
 */
export interface Generated {
  orderId: string;
  number: string;
  createdAt: number;
  status: (typeof Order.ORDER_STATUSES)[number];
  paymentStatus: (typeof Order.PAYMENT_STATUSES)[number];
  email: string;
  company: string;
  nip: string;
  kinds: string[];
}

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const COMPANIES = [
  "Etykieciarnia",
  "Drukarnia Nowak",
  "Piekarnia Zięba",
  "Müller GmbH",
  "Browar Łódź",
  "Kawiarnia Ósemka",
  "Apteka Zdrowie",
  "Winnica Słońce",
];
const KINDS = ["label", "calculator", "table"] as const;

export function generateOrders(
  count: number,
  options: { seed?: number; now?: number; days?: number } = {},
) {
  const rand = rng(options.seed ?? 42);
  const now = options.now ?? Date.now();
  const span = (options.days ?? 365) * 86_400_000;
  const pickOf = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const orders = [];
  for (let i = 0; i < count; i++) {
    const createdAt = Math.floor(now - rand() * span);
    const orderId = `gen${(options.seed ?? 42).toString(36)}x${i.toString(36).padStart(6, "0")}${Math.floor(rand() * 1e9).toString(36)}`;
    const kinds = [...new Set([pickOf(KINDS), ...(rand() < 0.3 ? [pickOf(KINDS)] : [])])];
    const isCompany = rand() < 0.6;
    const company = isCompany ? `${pickOf(COMPANIES)} ${i % 97}` : "";
    const nip = isCompany ? String(5_000_000_000 + Math.floor(rand() * 4_000_000_000)) : "";
    const net = (50 + Math.floor(rand() * 500_000) / 100).toFixed(2);
    const gross = (Number(net) * 1.23).toFixed(2);
    const order = {
      orderId,
      number: Order.numberFor(
        createHash("sha256").update(orderId).digest("base64url"),
        new Date(createdAt),
      ),
      cartId: `cart-${orderId}`,
      locale: pickOf(["pl", "pl", "en", "de"] as const),
      currency: "PLN",
      rate: "1",
      noVat: false,
      lines: kinds.map((kind, n) => ({
        id: `l${n}`,
        kind,
        title: { pl: `Produkt ${kind}`, en: `Product ${kind}`, de: `Produkt ${kind}` },
        params: [],
        config: { kind },
        mode: "standard",
        days: 5,
        quantity: 100 * (n + 1),
        vat: 23,
        net,
        gross,
        discount: "0.00",
        netAfterDiscount: net,
        grossAfterDiscount: gross,
      })),
      totals: {
        net,
        gross,
        toPayNet: net,
        toPayGross: gross,
        shippingNet: "0.00",
        shippingGross: "0.00",
      },
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: {
        email: `buyer${i}@example${i % 13}.com`,
        firstName: "Jan",
        lastName: `Kowalski${i}`,
        billingCompany: company,
        billingTax: nip,
        type: isCompany ? 1 : 2,
      },
      paymentStatus: pickOf(Order.PAYMENT_STATUSES),
      status: pickOf(Order.ORDER_STATUSES),
      createdAt,
      version: 1,
    };
    orders.push(order);
  }
  return orders;
}

/** Writes generated orders (items + rows through BatchWrite, 4 batches in flight) and their counts. */
export async function loadOrders(orders: ReturnType<typeof generateOrders>): Promise<Generated[]> {
  const s = db().entities;
  // ElectroDB's batch put (an array): BatchWriteItem, 25 a request, unprocessed items retried.
  type BatchPut = {
    put(items: unknown[]): { go(o: { concurrency: number }): Promise<{ unprocessed: unknown[] }> };
  };
  const orderOut = await (s.order as unknown as BatchPut).put(orders).go({ concurrency: 4 });
  const rowOut = await (s.orderRow as unknown as BatchPut)
    .put(orders.map((o) => rowOf(o as never)))
    .go({ concurrency: 4 });
  if (orderOut.unprocessed.length || rowOut.unprocessed.length)
    throw new Error("generated orders: some writes were not processed");
  const perPair = new Map<string, number>();
  for (const o of orders)
    perPair.set(
      pairOf(o.status, o.paymentStatus),
      (perPair.get(pairOf(o.status, o.paymentStatus)) ?? 0) + 1,
    );
  for (const [pair, n] of perPair)
    await s.orderCount.update({ list: "ordercounts", pair, shard: 0 }).add({ count: n }).go();
  await loadAggregates(orders);
  return orders.map((o) => ({
    orderId: o.orderId,
    number: o.number,
    createdAt: o.createdAt,
    status: o.status,
    paymentStatus: o.paymentStatus,
    email: o.customer.email,
    company: o.customer.billingCompany,
    nip: o.customer.billingTax,
    kinds: [...new Set(o.lines.map((l) => l.kind))].sort(),
  }));
}

/**
 * The dashboard's and the customers' aggregates of generated orders, as checkout's
 * `aggregateWrites` would have left them: the day and month figures added to (one UpdateItem per
 * period), the customers and their order links put in batches. The customers' items are PUT, so
 * the generated e-mails are taken to be new to the table (each generated order has its own).
 */
export async function loadAggregates(orders: ReturnType<typeof generateOrders>) {
  const s = db().entities;
  const periods = new Map<string, Record<string, number>>();
  type Customer = Record<string, unknown> & { orders: number; net: number };
  const customers = new Map<string, Customer>();
  const links: { customerKey: string; createdAt: number; orderId: string }[] = [];
  for (const o of orders) {
    const key = customerKeyOf(o);
    if (key) links.push({ customerKey: key, createdAt: o.createdAt, orderId: o.orderId });
    if (o.status === "cancelled") continue;
    const day = warsawDay(o.createdAt);
    for (const period of [`d${day}`, `m${day.slice(0, 7)}`]) {
      const sum = periods.get(period) ?? {};
      for (const [k, v] of Object.entries(figureOf(o as never))) sum[k] = (sum[k] ?? 0) + v;
      periods.set(period, sum);
    }
    if (!key) continue;
    const c: Customer = customers.get(key) ?? { orders: 0, net: 0 };
    const newer = !c.lastOrderAt || (c.lastOrderAt as number) < o.createdAt;
    customers.set(key, {
      ...c,
      ...(newer ? { ...contactOf(o as never), lastOrderAt: o.createdAt } : {}),
      orders: c.orders + 1,
      net: c.net + grosze(o.totals.toPayNet),
    });
  }
  const inFlight = 16;
  const entries = [...periods];
  for (let i = 0; i < entries.length; i += inFlight)
    await Promise.all(
      entries.slice(i, i + inFlight).map(([period, add]) =>
        s.orderFigure
          .update({ list: "figures", period, shard: 0 })
          .add(add as never)
          .go(),
      ),
    );
  type BatchPut = {
    put(items: unknown[]): { go(o: { concurrency: number }): Promise<{ unprocessed: unknown[] }> };
  };
  const people = [...customers].map(([customerKey, c]) => ({
    list: "customers",
    customerKey,
    ...c,
  }));
  const a = await (s.customerFigure as unknown as BatchPut).put(people).go({ concurrency: 4 });
  const b = await (s.customerOrder as unknown as BatchPut).put(links).go({ concurrency: 4 });
  if (a.unprocessed.length || b.unprocessed.length)
    throw new Error("generated aggregates: some writes were not processed");
}
