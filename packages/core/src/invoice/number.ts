import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { InvoiceKind } from "./schema";
import type { ShopService } from "../entities/service";

type TxWrite = Parameters<ShopService["transaction"]["write"]>[0];
type TxEntities = Parameters<TxWrite>[0];
/** More items of the numbering's one transaction (an audit entry, a condition on another item). */
export type AlsoWrite = (e: TxEntities, n: Numbering) => ReturnType<TxWrite>;

/**
 * Gapless numbers per series and year (VAT act art. 106e ust. 1 pkt 2): the counter's step and
 * the invoice are ONE transaction whose condition is the counter as read, so a number exists
 * exactly when its invoice does, is never given twice and never skipped. Two issuers racing for
 * the same number: one wins, the other reads the counter again and takes the next.
 */
export interface Numbering {
  series: string;
  year: number;
  seq: number;
  number: string;
}

export interface StoredInvoice {
  invoiceId: string;
  orderId: string;
  kind: InvoiceKind;
  series: string;
  year: number;
  seq: number;
  snapshot: string;
  xml?: string;
  state: "issued" | "xsd_failed" | "sent" | "accepted" | "rejected";
  xsdErrors?: string[];
  ksefNumber?: string;
  createdAt: number;
  /** `YYYY-MM` of the issue date (number.ts sets it from the snapshot). */
  month?: string;
  version?: number;
}

/** The snapshot's issue month, `YYYY-MM` (the month index's key). */
export function monthOfSnapshot(snapshot: string): string | undefined {
  const day = (JSON.parse(snapshot) as { issueDate?: unknown }).issueDate;
  return typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(0, 7) : undefined;
}

export const formatNumber = (series: string, year: number, seq: number) =>
  `${series}/${year}/${seq}`;

// Full jitter: 50 issuers at once settle in a few rounds instead of all retrying together.
const ATTEMPTS = 200;
const pause = (attempt: number) =>
  new Promise((ok) =>
    setTimeout(ok, Math.random() * Math.min(800, 25 * 2 ** Math.min(attempt, 6))),
  );

async function lastOf(series: string, year: number): Promise<number | null> {
  const { data } = await db()
    .entities.invoiceCounter.get({ series, year })
    .go({ consistent: true });
  return data ? data.last : null;
}

/** The order's invoice of a kind, when it has one (the guard written with it). */
export async function invoiceOfOrder(orderId: string, kind: string): Promise<StoredInvoice | null> {
  const { data } = await db()
    .entities.invoiceOfOrder.get({ orderId, kind })
    .go({ consistent: true });
  if (!data) return null;
  const invoice = await db()
    .entities.invoice.get({ invoiceId: data.invoiceId })
    .go({ consistent: true });
  return invoice.data ?? null;
}

/**
 * Takes the next number of `series`/`year` and stores the invoice `make` builds for it, in one
 * transaction. With `onePerOrder`, the order's guard item is created too: when the order already
 * has an invoice of this kind, that one is answered and no number is taken.
 */
export async function issueNumbered(
  opts: {
    series: string;
    year: number;
    orderId: string;
    kind: InvoiceKind;
    onePerOrder: boolean;
    also?: AlsoWrite;
    /** After a lost attempt: whether `also`'s conditions can still hold (false: conflict.stale). */
    stillValid?: () => Promise<boolean>;
  },
  make: (n: Numbering) => Promise<Omit<StoredInvoice, "invoiceId" | "series" | "year" | "seq">>,
): Promise<{ invoice: StoredInvoice; created: boolean }> {
  const { series, year, orderId, kind, onePerOrder } = opts;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(attempt);
    if (attempt > 0 && opts.stillValid && !(await opts.stillValid()))
      throw new AppError("conflict", "conflict.stale");
    if (onePerOrder) {
      const existing = await invoiceOfOrder(orderId, kind);
      if (existing) return { invoice: existing, created: false };
    }
    const last = await lastOf(series, year);
    const seq = (last ?? 0) + 1;
    const number = formatNumber(series, year, seq);
    const body = await make({ series, year, seq, number });
    const month = monthOfSnapshot(body.snapshot);
    const invoice: StoredInvoice = {
      ...body,
      invoiceId: number,
      series,
      year,
      seq,
      ...(month ? { month } : {}),
    };
    try {
      const result = await db()
        .transaction.write((e) => [
          last === null
            ? e.invoiceCounter.create({ series, year, last: seq }).commit()
            : e.invoiceCounter
                .patch({ series, year })
                .set({ last: seq })
                .where((a, op) => op.eq(a.last, last))
                .commit(),
          e.invoice.create(invoice).commit(),
          ...(onePerOrder
            ? [e.invoiceOfOrder.create({ orderId, kind, invoiceId: number }).commit()]
            : []),
          ...(opts.also ? opts.also(e, { series, year, seq, number }) : []),
        ])
        .go();
      if (!result.canceled) return { invoice, created: true };
    } catch (error) {
      if (!/conditional|TransactionCanceled|TransactionConflict/i.test(String(error))) throw error;
    }
  }
  throw new AppError("unavailable", "invoice.retry_later");
}
