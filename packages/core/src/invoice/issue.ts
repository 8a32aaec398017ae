import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import * as Company from "../company/index";
import { methods } from "../settings/methods";
import { normalizeCountry } from "../account/person-constants";
import { warsawOffsetHours } from "../pricing/dates";
import { forTaxPoint } from "../exchange-rate/index";
import type { RateSource } from "../exchange-rate/port";
import { Info as OrderInfo, type Info as Order } from "../order/schema";
import { paymentKind } from "../order/view";
import { grossOf, orderLines, rateTotals } from "./compute";
import { buildFa3 } from "./fa3/build";
import { issueNumbered, type AlsoWrite, type StoredInvoice } from "./number";
import { Snapshot, type SnapshotInput } from "./schema";

/**
 * Issuing a VAT invoice for an order: the snapshot from the order, the company record and (off
 * PLN) the NBP rate; the FA(3) document built and checked against the schema; the number taken
 * with the invoice in one transaction (number.ts). A document that fails the schema is stored
 * `xsd_failed` with libxml2's messages and never sent. Bad buyer data (a NIP failing its
 * checksum, an EU VAT id of the wrong shape) never reaches an invoice: the refusal is the
 * snapshot's, before a number is taken.
 */
export const SERIES = { vat: "FV", correction: "KOR", proforma: "PF" } as const;

const CHARGE_NAMES = {
  shipping: "Wysyłka",
  paymentFee: "Opłata za formę płatności",
  packing: "Pakowanie ochronne",
  unit: "szt.",
  serviceUnit: "usł.",
};

const INTRA_EU_NOTE =
  "Dostawa wewnątrzwspólnotowa, art. 42 ustawy o VAT / Intra-Community supply, Art. 138 Directive 2006/112/EC";

/** The Warsaw calendar day of an instant. */
export function warsawDay(at: Date): string {
  return new Date(at.getTime() + warsawOffsetHours(at) * 3_600_000).toISOString().slice(0, 10);
}

function addressOf(c: Order["customer"]) {
  const street = [c.billingAddress1, c.billingAddress2].filter(Boolean).join(" ").trim();
  const city = [c.billingPostcode, c.billingCity].filter(Boolean).join(" ").trim();
  return {
    line1: street || city,
    ...(street && city ? { line2: city } : {}),
    country: normalizeCountry(c.billingCountry ?? ""),
  };
}

/** Who the invoice is for, as the order's customer entered it at checkout. */
export function buyerOf(order: Order): SnapshotInput["buyer"] | null {
  const c = order.customer;
  const company = (c.billingCompany ?? "").trim();
  const person = (c.billingName ?? "").trim() || `${c.firstName ?? ""} ${c.lastName ?? ""}`.trim();
  const address = addressOf(c);
  if (!address.line1) return null;
  if (order.noVat && order.vatNumber)
    return { type: "eu", vatId: order.vatNumber, name: company || person, address };
  if (c.type === 1 && (c.billingTax ?? "").trim())
    return { type: "nip", nip: c.billingTax ?? "", name: company || person, address };
  return person ? { type: "consumer", name: person, address } : null;
}

/** A pro forma is an offer to pay, not a VAT invoice: it says so on its face. */
const PROFORMA_NOTE =
  "Faktura proforma — nie jest fakturą VAT / Pro forma invoice — not a VAT invoice";

const FORMS = { online: "online", transfer: "transfer", cash: "cash_on_delivery" } as const;

export interface IssueOptions {
  now?: Date;
  /** More items of the numbering's transaction (the administrator's audit entry). */
  also?: AlsoWrite;
  /** The NBP source (tests give the local server's; by default the configured one). */
  rateSource?: RateSource | null;
}

function refusal(error: z.ZodError): AppError {
  const code =
    error.issues.map((i) => i.message).find((m) => m.startsWith("invoice.")) ?? "invoice.amount";
  return new AppError("input", code, {
    fields: error.issues.map((i) => ({ field: i.path.join("."), code: i.message })),
  });
}

/** The snapshot of an order's invoice without its number (checked before a number is taken). */
async function baseOf(orderId: string, kind: "vat" | "proforma", opts: IssueOptions) {
  const now = opts.now ?? new Date();
  const { data } = await db().entities.order.get({ orderId }).go({ consistent: true });
  if (!data) throw new AppError("not_found", "invoice.order_not_found");
  const order = OrderInfo.parse(data);
  const buyer = buyerOf(order);
  if (!buyer) throw new AppError("input", "invoice.buyer_incomplete");
  const company = await Company.get();
  const m = await methods();
  const payment = paymentKind(m.payments.find((p) => p.id === order.paymentMethodId));
  if (kind === "proforma" && payment !== "transfer")
    throw new AppError("input", "invoice.proforma_transfer_only");
  const day = warsawDay(now);
  const exchange =
    order.currency === "PLN"
      ? undefined
      : await forTaxPoint(
          order.currency,
          day,
          opts.rateSource === undefined ? undefined : opts.rateSource,
        );
  const lines = orderLines(order, CHARGE_NAMES);
  const base = {
    kind,
    orderId,
    orderNumber: order.number,
    issueDate: day,
    saleDate: day,
    createdAt: now.getTime(),
    seller: {
      name: company.name,
      nip: company.nip,
      address: {
        line1: company.street,
        line2: `${company.postcode} ${company.city}`.trim(),
        country: normalizeCountry(company.country),
      },
      ...(company.email ? { email: company.email } : {}),
      ...(company.bankAccount ? { bankAccount: company.bankAccount } : {}),
      ...(company.bankName ? { bankName: company.bankName } : {}),
    },
    buyer,
    currency: order.currency as "PLN" | "EUR",
    ...(exchange
      ? { exchange: { rate: exchange.rate, table: exchange.table, date: exchange.date } }
      : {}),
    lines,
    totals: rateTotals(lines, exchange),
    gross: grossOf(lines),
    payment: {
      form: payment === "other" ? ("transfer" as const) : FORMS[payment],
      ...(kind === "vat" && order.paymentStatus === "paid" ? { paidOn: day } : {}),
    },
    notes: [
      ...(kind === "proforma" ? [PROFORMA_NOTE] : []),
      ...(order.noVat ? [INTRA_EU_NOTE] : []),
    ],
    locale: (["pl", "en", "de"].includes(order.locale) ? order.locale : "pl") as "pl",
  };
  // Checked before a number is taken: bad data refuses here and consumes nothing.
  const check = Snapshot.safeParse({ ...base, number: "FV/0/1", series: "FV", year: 2026, seq: 1 });
  if (!check.success) throw refusal(check.error);
  return { base, day, now };
}

/** The order's VAT invoice: issued once (a second call answers the first). */
export async function issueForOrder(
  orderId: string,
  opts: IssueOptions = {},
): Promise<StoredInvoice> {
  return (await issueVat(orderId, opts)).invoice;
}

/** The order's VAT invoice, and whether this call issued it (false: it existed already). */
export async function issueVat(
  orderId: string,
  opts: IssueOptions = {},
): Promise<{ invoice: StoredInvoice; created: boolean }> {
  const { base, day, now } = await baseOf(orderId, "vat", opts);
  return issueNumbered(
    {
      series: SERIES.vat,
      year: Number(day.slice(0, 4)),
      orderId,
      kind: "vat",
      onePerOrder: true,
      ...(opts.also ? { also: opts.also } : {}),
    },
    (n) => documentOf(Snapshot.parse({ ...base, ...n }), { orderId, kind: "vat", now }),
  );
}

/**
 * A pro forma invoice for an order paid by bank transfer (asked for by the customer or the
 * administrator): its own series (PF), one per order (asking again answers the same one), marked
 * "Faktura proforma" and never sent to KSeF — it is not a VAT invoice (no FA(3) document is kept).
 */
export async function issueProforma(
  orderId: string,
  opts: IssueOptions = {},
): Promise<{ invoice: StoredInvoice; created: boolean }> {
  const { base, day, now } = await baseOf(orderId, "proforma", opts);
  return issueNumbered(
    {
      series: SERIES.proforma,
      year: Number(day.slice(0, 4)),
      orderId,
      kind: "proforma",
      onePerOrder: true,
      ...(opts.also ? { also: opts.also } : {}),
    },
    (n) =>
      Promise.resolve({
        orderId,
        kind: "proforma" as const,
        snapshot: JSON.stringify(Snapshot.parse({ ...base, ...n })),
        state: "issued" as const,
        createdAt: now.getTime(),
      }),
  );
}

/** An order's invoices, oldest first. */
export async function ofOrder(orderId: string): Promise<StoredInvoice[]> {
  const { data } = await db().entities.invoice.query.byOrder({ orderId }).go({ pages: "all" });
  return data;
}

/**
 * The stored document of a numbered snapshot (an invoice or a correction): its FA(3) XML and the
 * schema's verdict — an invoice failing the XSD is kept as `xsd_failed` with the schema's first
 * messages (bounded) and is never sent.
 */
export async function documentOf(
  snapshot: Snapshot,
  p: { orderId: string; kind: "vat" | "correction"; now: Date },
) {
  const xml = buildFa3(snapshot);
  const { validate } = await import("./fa3/validate");
  const result = await validate(xml);
  return {
    orderId: p.orderId,
    kind: p.kind,
    snapshot: JSON.stringify(snapshot),
    xml,
    state: result.ok ? ("issued" as const) : ("xsd_failed" as const),
    ...(result.ok ? {} : { xsdErrors: result.errors.slice(0, 20).map((e) => e.slice(0, 500)) }),
    createdAt: p.now.getTime(),
  };
}
