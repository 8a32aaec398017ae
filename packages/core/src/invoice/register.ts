import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { Dec } from "../pricing/money";
import type { Info as KsefInfo } from "../ksef/schema";
import type { Item as KsefItem } from "../ksef/store";
import { ksefIdOf } from "./ksef-link";
import type { StoredInvoice } from "./number";
import { INVOICE_KINDS, Snapshot } from "./schema";
import { InvoiceId } from "./files-schema";

/**
 * The accountant's register (the admin's Invoices screen, the monthly ZIP): a month's invoices
 * by series and number (one query of the month index), each with where KSeF has it (one batch
 * read of the queue's items). Filters by series, KSeF state and buyer (name or tax id) are
 * applied to the month, which is bounded.
 */
export const KSEF_FILTERS = [
  "to_send",
  "sending",
  "accepted",
  "refused",
  "offline",
  "none",
] as const;
export const Month = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "invoice.month");
export const ListInput = z.object({
  month: Month,
  series: z
    .string()
    .max(10)
    .regex(/^[A-Z]{1,10}$/)
    .optional(),
  ksefStatus: z.enum(KSEF_FILTERS).optional(),
  buyer: z.string().trim().max(100).optional(),
});
export const InvoiceRef = z.object({ invoiceId: InvoiceId });

/** The most a month lists (the screen and the ZIP). */
export const MONTH_LIMIT = 5000;

export interface RegisterRow {
  invoiceId: string;
  number: string;
  kind: (typeof INVOICE_KINDS)[number];
  series: string;
  orderId: string;
  orderNumber: string;
  issueDate: string;
  saleDate: string;
  buyerName: string;
  buyerTaxId: string | null;
  currency: string;
  net: string;
  vat: string;
  gross: string;
  /** The VAT in PLN at the stated NBP rate (foreign currency), else the VAT itself. */
  vatPln: string;
  state: StoredInvoice["state"];
  xsdErrors: string[];
  ksef: KsefRow | null;
}

export interface KsefRow {
  state: KsefInfo["state"];
  ksefNumber: string | null;
  reason: KsefInfo["reason"];
  lastError: string | null;
  hasUpo: boolean;
  version: number;
}

const sum = (xs: string[]) => xs.reduce((a, x) => a.plus(x), new Dec(0)).toFixed(2);

export function rowOf(i: StoredInvoice, k: KsefItem | null): RegisterRow {
  const s = Snapshot.parse(JSON.parse(i.snapshot));
  const vat = sum(s.totals.map((t) => t.vat));
  return {
    invoiceId: i.invoiceId,
    number: s.number,
    kind: i.kind,
    series: i.series,
    orderId: i.orderId,
    orderNumber: s.orderNumber,
    issueDate: s.issueDate,
    saleDate: s.saleDate,
    buyerName: s.buyer.name,
    buyerTaxId: s.buyer.type === "nip" ? s.buyer.nip : s.buyer.type === "eu" ? s.buyer.vatId : null,
    currency: s.currency,
    net: sum(s.totals.map((t) => t.net)),
    vat,
    gross: s.gross,
    vatPln: s.currency === "PLN" ? vat : sum(s.totals.map((t) => t.vatPln ?? "0.00")),
    state: i.state,
    xsdErrors: i.xsdErrors ?? [],
    ksef: k ? ksefRowOf(k) : null,
  };
}

function ksefRowOf(k: KsefItem): KsefRow {
  let details: string[] = [];
  try {
    details = k.reasonDetails ? (JSON.parse(k.reasonDetails) as string[]) : [];
  } catch {
    details = [];
  }
  return {
    state: k.state,
    ksefNumber: k.ksefNumber ?? null,
    reason:
      k.state === "refused"
        ? { code: k.reasonCode ?? 0, description: k.reason ?? "", details }
        : null,
    lastError: k.lastError ?? null,
    hasUpo: Boolean(k.upo),
    version: k.version,
  };
}

/** The queue's items of some invoices, by invoice id (100 per batch read). */
export async function getKsefItems(ids: string[]): Promise<Map<string, KsefItem>> {
  const found = new Map<string, KsefItem>();
  for (let i = 0; i < ids.length; i += 100) {
    const keys = ids.slice(i, i + 100).map((id) => ({ invoiceId: ksefIdOf(id) }));
    const { data } = await db().entities.ksefInvoice.get(keys).go();
    for (const item of data) found.set(item.invoiceId, item);
  }
  return found;
}

/** A month's invoices, as issued (series, then number). */
export async function monthInvoices(month: string): Promise<StoredInvoice[]> {
  const { data } = await db()
    .entities.invoice.query.byMonth({ month })
    .go({ pages: "all", limit: MONTH_LIMIT });
  return data;
}

const fold = (s: string) => s.toLocaleLowerCase("pl").replace(/[\s-]/g, "");

export const list = fn(ListInput, async (input): Promise<RegisterRow[]> => {
  const invoices = (await monthInvoices(input.month)).filter(
    (i) => !input.series || i.series === input.series,
  );
  const items = await getKsefItems(invoices.map((i) => i.invoiceId));
  const wanted = input.buyer ? fold(input.buyer) : "";
  return invoices
    .map((i) => rowOf(i, items.get(ksefIdOf(i.invoiceId)) ?? null))
    .filter((r) => !input.ksefStatus || (r.ksef?.state ?? "none") === input.ksefStatus)
    .filter(
      (r) =>
        !wanted || fold(r.buyerName).includes(wanted) || fold(r.buyerTaxId ?? "").includes(wanted),
    );
});

/** One invoice as stored (its snapshot, XML and KSeF state), or `invoice.not_found`. */
export async function stored(invoiceId: string): Promise<StoredInvoice> {
  const { data } = await db().entities.invoice.get({ invoiceId }).go({ consistent: true });
  if (!data) throw new AppError("not_found", "invoice.not_found");
  return data;
}

export const get = fn(InvoiceRef, async ({ invoiceId }) => {
  const invoice = await stored(invoiceId);
  const items = await getKsefItems([invoiceId]);
  const item = items.get(ksefIdOf(invoiceId)) ?? null;
  return {
    ...rowOf(invoice, item),
    snapshot: Snapshot.parse(JSON.parse(invoice.snapshot)),
  };
});

/** The queue's item of an invoice (its KSeF number, UPO), or null before it is queued. */
export async function ksefItemOf(invoiceId: string) {
  return (await getKsefItems([invoiceId])).get(ksefIdOf(invoiceId)) ?? null;
}

/** What KSeF has of an invoice (its number, QR links), or null before it is queued. */
export async function ksefInfoOf(invoiceId: string): Promise<KsefInfo | null> {
  const item = await ksefItemOf(invoiceId);
  if (!item) return null;
  const { info, currentConfig } = await import("../ksef/index");
  return info(item, await currentConfig().catch(() => null));
}
