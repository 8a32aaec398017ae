import * as z from "zod";
import { isValidNip, normalizeNip } from "../account/nip";
import { checkEuVatNumber } from "../pricing/money";

/**
 * The invoice as issued: an immutable snapshot of everything printed on it and sent to KSeF
 * (zod only, browser-safe). Amounts are exact decimal strings in the invoice's currency; a
 * foreign-currency invoice carries the NBP rate it states the VAT in PLN at (VAT act art. 31a).
 */
export const INVOICE_KINDS = ["vat", "correction", "proforma"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** FA(3) TStawkaPodatku values the shop uses: domestic 23/8/5, intra-EU supply 0 (WDT). */
export const VAT_RATES = ["23", "8", "5", "0 WDT"] as const;
export type InvoiceVatRate = (typeof VAT_RATES)[number];

/** The percentage a rate applies (0 for the zero-rated intra-EU supply). */
export const ratePercent = (rate: InvoiceVatRate): number => (rate === "0 WDT" ? 0 : Number(rate));

const text = (max: number) => z.string().trim().min(1).max(max);
/** Two decimals, optionally negative (a correction's differences). */
export const Amount = z
  .string()
  .max(20)
  .regex(/^-?\d{1,15}\.\d{2}$/, "invoice.amount");
/** A unit price: up to 8 decimals (FA(3) TKwotowy2). */
export const UnitPrice = z
  .string()
  .max(24)
  .regex(/^-?\d{1,13}(\.\d{1,8})?$/, "invoice.amount");
export const Quantity = z
  .string()
  .max(24)
  .regex(/^\d{1,15}(\.\d{1,6})?$/, "invoice.quantity");
export const IsoDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "invoice.date");
const Country = z
  .string()
  .length(2)
  .regex(/^[A-Z]{2}$/, "invoice.country");

/** A Polish NIP: 10 digits with a valid checksum (a failing one never reaches an invoice). */
export const Nip = z
  .string()
  .max(20)
  .transform((raw) => normalizeNip(raw))
  .refine((nip) => isValidNip(nip), { message: "invoice.nip_invalid" });

/** An EU VAT id whose shape fits its country prefix (`DE` + 9 digits …), never a Polish one; stored normalized (`DE123456789`). */
export const EuVatId = z
  .string()
  .max(20)
  .transform((raw, ctx) => {
    const check = checkEuVatNumber(raw);
    if (!check.valid || !check.country || check.country === "PL") {
      ctx.addIssue({ code: "custom", message: "invoice.vat_id_invalid" });
      return z.NEVER;
    }
    return check.normalized;
  });

export const Address = z.object({
  line1: text(256),
  line2: z.string().trim().max(256).optional(),
  country: Country,
});

export const Seller = z.object({
  name: text(512),
  nip: Nip,
  address: Address,
  email: z.string().max(255).optional(),
  phone: z.string().max(16).optional(),
  bankAccount: z.string().max(34).optional(),
  bankName: z.string().max(256).optional(),
});

/** The buyer: a Polish business (NIP), an EU business (VAT id) or a consumer (no tax id). */
export const Buyer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("nip"), nip: Nip, name: text(512), address: Address }),
  z.object({
    type: z.literal("eu"),
    vatId: EuVatId,
    name: text(512),
    address: Address,
  }),
  z.object({ type: z.literal("consumer"), name: text(512), address: Address }),
]);

export const Line = z.object({
  name: text(512),
  unit: text(50),
  quantity: Quantity,
  unitNet: UnitPrice,
  net: Amount,
  rate: z.enum(VAT_RATES),
  vat: Amount,
  gross: Amount,
});
export type Line = z.infer<typeof Line>;

export const RateTotal = z.object({
  rate: z.enum(VAT_RATES),
  net: Amount,
  vat: Amount,
  /** The VAT in PLN at the NBP rate (foreign-currency invoices only). */
  vatPln: Amount.optional(),
});
export type RateTotal = z.infer<typeof RateTotal>;

/** NBP table A average rate: PLN per unit, the table's number and date (art. 31a). */
export const ExchangeRate = z.object({
  rate: z
    .string()
    .max(20)
    .regex(/^\d{1,4}\.\d{1,6}$/, "invoice.rate"),
  table: z
    .string()
    .max(30)
    .regex(/^\d{1,3}\/A\/NBP\/\d{4}$/, "invoice.rate_table"),
  date: IsoDay,
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

export const PAYMENT_FORMS = ["transfer", "card", "online", "cash_on_delivery"] as const;

export const Payment = z.object({
  form: z.enum(PAYMENT_FORMS),
  /** Paid before issue (online payments): the date; else the due date. */
  paidOn: IsoDay.optional(),
  dueOn: IsoDay.optional(),
});

/** What a correction corrects: the invoice's number, issue date and KSeF number once it has one. */
export const Corrected = z.object({
  number: text(256),
  issueDate: IsoDay,
  ksefNumber: z.string().max(40).optional(),
  reason: text(256),
  /** The corrected invoice's lines as they stood (FA(3) StanPrzed). */
  linesBefore: z.array(Line).min(1).max(1000),
});

export const Snapshot = z
  .object({
    kind: z.enum(INVOICE_KINDS),
    /** e.g. FV/2026/000123; a proforma's own series. */
    number: text(256),
    series: z
      .string()
      .max(10)
      .regex(/^[A-Z]{1,10}$/),
    year: z.int().min(2025).max(2050),
    seq: z.int().min(1),
    orderId: z.string().max(64),
    orderNumber: z.string().max(64),
    issueDate: IsoDay,
    saleDate: IsoDay,
    /** When the snapshot was made (FA(3) DataWytworzeniaFa), ms. */
    createdAt: z.number(),
    seller: Seller,
    buyer: Buyer,
    currency: z.enum(["PLN", "EUR"]),
    exchange: ExchangeRate.optional(),
    lines: z.array(Line).min(1).max(1000),
    totals: z.array(RateTotal).min(1).max(4),
    /** Amount due (FA(3) P_15): for a correction the difference. */
    gross: Amount,
    payment: Payment,
    notes: z.array(z.string().max(256)).max(10),
    locale: z.enum(["pl", "en", "de"]),
    corrected: Corrected.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.currency !== "PLN" && !s.exchange)
      ctx.addIssue({ code: "custom", path: ["exchange"], message: "invoice.rate_required" });
    if (s.kind === "correction" && !s.corrected)
      ctx.addIssue({ code: "custom", path: ["corrected"], message: "invoice.corrected_required" });
    const zeroRated = s.lines.some((l) => l.rate === "0 WDT");
    if (zeroRated && s.buyer.type !== "eu")
      ctx.addIssue({ code: "custom", path: ["buyer"], message: "invoice.vat_id_required" });
  });
export type Snapshot = z.infer<typeof Snapshot>;
export type SnapshotInput = z.input<typeof Snapshot>;
