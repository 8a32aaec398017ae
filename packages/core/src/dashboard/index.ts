import { db } from "../dynamo/db";
import { fn } from "../fn";
import * as Company from "../company/index";
import { warsawDay } from "../pricing/dates";
import { pairCounts, pairOf } from "../order/listing";
import type { OrderStatus, PaymentStatus } from "../order/record";
import { addDays, figures } from "./figures";
import { DashboardInput, DEFAULT_DAYS, MAX_DAYS } from "./schema";

export { DashboardInput } from "./schema";

/**
 * `admin.dashboard.get` (docs/data-model.md, "Dashboard and customers"): what needs attention
 * now and the business at a glance. Every read is an indexed Query with a limit or a GetItem:
 * the status counters, the order rows' gsi1 per (status, payment status) pair, the payments'
 * and the KSeF queue's state indexes, the aggregates per day and month. None reads all orders.
 */
const SHOWN = 5;
/** Open orders read per pair for "due today" and "late", oldest first (the late ones come first). */
const OPEN_READ = 50;
const OPEN: OrderStatus[] = ["new", "awaiting_files", "awaiting_approval", "in_production"];
const LIVE_PAYMENTS: PaymentStatus[] = ["awaiting", "paid", "partially_refunded"];
const NOT_CANCELLED: OrderStatus[] = [
  "new",
  "awaiting_files",
  "awaiting_approval",
  "in_production",
  "shipped",
  "completed",
];
const ALL_PAYMENTS: PaymentStatus[] = [
  "awaiting",
  "paid",
  "cancelled",
  "partially_refunded",
  "refunded",
];

type Pair = [OrderStatus, PaymentStatus];
const rowsOf = (pair: Pair, order: "asc" | "desc", limit: number) =>
  db()
    .entities.orderRow.query.byStatus({ status: pair[0], paymentStatus: pair[1] })
    .go({ order, limit })
    .then((r) => r.data);
const brief = (r: Awaited<ReturnType<typeof rowsOf>>[number]) => ({
  orderId: r.orderId,
  number: r.number,
  createdAt: r.createdAt,
  status: r.status,
  paymentStatus: r.paymentStatus,
  name: r.company || r.name || r.email,
  gross: r.gross,
  dispatch: r.dispatch ?? null,
});
const newest = (lists: Awaited<ReturnType<typeof rowsOf>>[]) =>
  lists
    .flat()
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, SHOWN)
    .map(brief);

async function attention(today: string) {
  const s = db().entities;
  const filesPairs = ALL_PAYMENTS.map((p): Pair => ["awaiting_files", p]);
  const proofPairs = ALL_PAYMENTS.map((p): Pair => ["awaiting_approval", p]);
  const paymentPairs = NOT_CANCELLED.map((st): Pair => [st, "awaiting"]);
  const openPairs = OPEN.flatMap((st) => LIVE_PAYMENTS.map((p): Pair => [st, p]));
  const [counts, files, payments, open, flagged, refused, proofs] = await Promise.all([
    pairCounts(),
    Promise.all(filesPairs.map((p) => rowsOf(p, "desc", SHOWN))),
    Promise.all(paymentPairs.map((p) => rowsOf(p, "desc", SHOWN))),
    Promise.all(openPairs.map((p) => rowsOf(p, "asc", OPEN_READ))),
    s.payment.query
      .byState({ list: "payments" } as never)
      .begins({ state: "flagged" } as never)
      .go({ limit: 20 }),
    s.ksefInvoice.query
      .byState({ list: "ksef" } as never)
      .begins({ state: "refused" } as never)
      .go({ limit: 20 }),
    Promise.all(proofPairs.map((p) => rowsOf(p, "desc", SHOWN))),
  ]);
  const count = (pairs: Pair[]) =>
    pairs.reduce((n, [a, b]) => n + (counts.get(pairOf(a, b)) ?? 0), 0);
  const openRows = open.flat().filter((r) => r.dispatch);
  const late = openRows
    .filter((r) => r.dispatch! < today)
    .sort((a, b) => a.dispatch!.localeCompare(b.dispatch!));
  const due = openRows
    .filter((r) => r.dispatch === today)
    .sort((a, b) => a.createdAt - b.createdAt);
  return {
    awaitingFiles: { count: count(filesPairs), items: newest(files) },
    awaitingPayment: { count: count(paymentPairs), items: newest(payments) },
    flaggedPayments: {
      count: flagged.data.length,
      more: Boolean(flagged.cursor),
      items: flagged.data.slice(0, SHOWN).map((p) => ({
        paymentId: p.paymentId,
        orderId: p.orderId,
        amount: p.amount,
        currency: p.currency,
        flag: p.flag ?? null,
        createdAt: p.createdAt,
      })),
    },
    ksefRefused: {
      count: refused.data.length,
      more: Boolean(refused.cursor),
      items: refused.data.slice(0, SHOWN).map((k) => ({
        invoiceId: k.invoiceId,
        reasonCode: k.reasonCode ?? null,
        reason: k.reason ?? null,
        updatedAt: k.updatedAt,
      })),
    },
    /** Orders whose earliest line is due out today / was due before today and is not shipped. */
    dueToday: {
      count: due.length,
      more: open.some((l) => l.length === OPEN_READ),
      items: due.slice(0, SHOWN).map(brief),
    },
    late: {
      count: late.length,
      more: open.some((l) => l.length === OPEN_READ),
      items: late.slice(0, SHOWN).map(brief),
    },
    /** Orders waiting for the customer's proof approval (proof/). */
    proofs: { count: count(proofPairs), items: newest(proofs) },
  };
}

/** What the owner must still set up: the seller's data, an active payment and shipping method. */
async function setup() {
  const s = db().entities;
  const [company, payments, shipping] = await Promise.all([
    Company.get(),
    s.paymentMethod.query.byId({}).go({ pages: "all" }),
    s.shippingMethod.query.byId({}).go({ pages: "all" }),
  ]);
  const companyReady =
    !company.placeholder &&
    [
      company.name,
      company.street,
      company.postcode,
      company.city,
      company.nip,
      company.bankAccount,
    ].every((v) => v.trim() !== "" && v.trim() !== "—");
  const missing = [
    ...(companyReady ? [] : ["company" as const]),
    ...(payments.data.some((m) => m.active !== false) ? [] : ["payments" as const]),
    ...(shipping.data.length ? [] : ["shipping" as const]),
  ];
  return { missing, done: missing.length === 0 };
}

export const get = fn(DashboardInput, async (input, now: number = Date.now()) => {
  const today = warsawDay(now);
  const to = input.to ?? today;
  let from = input.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from < addDays(to, -(MAX_DAYS - 1))) from = addDays(to, -(MAX_DAYS - 1));
  const [needs, checklist, glance] = await Promise.all([
    attention(today),
    setup(),
    figures(from, to),
  ]);
  return { today, range: { from, to }, attention: needs, setup: checklist, figures: glance };
});
