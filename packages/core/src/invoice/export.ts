import { strToU8, zipSync, type Zippable } from "fflate";
import * as z from "zod";
import { fn } from "../fn";
import { Dec } from "../pricing/money";
import { ksefIdOf } from "./ksef-link";
import { invoicePdf } from "./pdf";
import { Month, getKsefItems, monthInvoices, rowOf, type RegisterRow } from "./register";

/**
 * The accountant's month (admin.invoices.export): one ZIP with every invoice's FA(3) XML and PDF
 * and the register as CSV (`rejestr-2026-11.csv`: semicolons and a BOM, as Polish spreadsheets
 * open it; amounts as exact decimal strings with a dot; totals per currency at the end).
 */
export const ExportInput = z.object({ month: Month });

const FORMULA = /^[=+\-@\t\r]/;
/** A text cell, quoted; one a spreadsheet would run as a formula is made plain text. */
function cell(value: string | null): string {
  const v = value ?? "";
  const safe = FORMULA.test(v) ? `'${v}` : v;
  return `"${safe.replaceAll('"', '""')}"`;
}

const HEADER = [
  "Numer",
  "Rodzaj",
  "Data wystawienia",
  "Data sprzedaży",
  "Zamówienie",
  "Nabywca",
  "NIP / VAT UE",
  "Waluta",
  "Netto",
  "VAT",
  "Brutto",
  "VAT w PLN",
  "Numer KSeF",
  "Status KSeF",
];

export function registerCsv(rows: RegisterRow[]): string {
  const lines = [HEADER.map(cell).join(";")];
  for (const r of rows)
    lines.push(
      [
        cell(r.number),
        cell(r.kind),
        r.issueDate,
        r.saleDate,
        cell(r.orderNumber),
        cell(r.buyerName),
        cell(r.buyerTaxId),
        r.currency,
        r.net,
        r.vat,
        r.gross,
        r.vatPln,
        cell(r.ksef?.ksefNumber ?? null),
        r.state === "xsd_failed" ? "xsd_failed" : (r.ksef?.state ?? "none"),
      ].join(";"),
    );
  const byCurrency = new Map<string, { net: Dec; vat: Dec; gross: Dec; vatPln: Dec }>();
  for (const r of rows) {
    const t = byCurrency.get(r.currency) ?? {
      net: new Dec(0),
      vat: new Dec(0),
      gross: new Dec(0),
      vatPln: new Dec(0),
    };
    byCurrency.set(r.currency, {
      net: t.net.plus(r.net),
      vat: t.vat.plus(r.vat),
      gross: t.gross.plus(r.gross),
      vatPln: t.vatPln.plus(r.vatPln),
    });
  }
  for (const [currency, t] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      [
        cell(`Razem ${currency}`),
        "",
        "",
        "",
        "",
        "",
        "",
        currency,
        t.net.toFixed(2),
        t.vat.toFixed(2),
        t.gross.toFixed(2),
        t.vatPln.toFixed(2),
        "",
        "",
      ].join(";"),
    );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The file name of an invoice in the ZIP and in downloads: `FV-2026-12`. */
export const fileBase = (invoiceId: string) => ksefIdOf(invoiceId);

export const exportMonth = fn(
  ExportInput,
  async ({ month }): Promise<{ fileName: string; zip: Uint8Array; count: number }> => {
    const invoices = await monthInvoices(month);
    const { info, currentConfig } = await import("../ksef/index");
    const config = await currentConfig().catch(() => null);
    const items = await getKsefItems(invoices.map((i) => i.invoiceId));
    const files: Zippable = {};
    const rows: RegisterRow[] = [];
    for (const invoice of invoices) {
      const item = items.get(ksefIdOf(invoice.invoiceId)) ?? null;
      rows.push(rowOf(invoice, item));
      const base = fileBase(invoice.invoiceId);
      if (invoice.xml) files[`xml/${base}.xml`] = strToU8(invoice.xml);
      files[`pdf/${base}.pdf`] = [
        await invoicePdf(invoice, item ? info(item, config) : null),
        { level: 0 },
      ];
      if (item?.upo) files[`upo/${base}.xml`] = strToU8(item.upo);
    }
    files[`rejestr-${month}.csv`] = strToU8(registerCsv(rows));
    return {
      fileName: `faktury-${month}.zip`,
      zip: zipSync(files, { level: 6 }),
      count: rows.length,
    };
  },
);
