import type { Locale } from "../i18n/locale";
import { translate } from "../i18n/messages";
import type { OrderRow } from "./listing";

/** RFC 4180 field: quoted when it holds a separator, quote or line break; formulas defused. */
export function csvField(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? "" : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(?:\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_COLUMNS = [
  "number",
  "createdAt",
  "status",
  "paymentStatus",
  "email",
  "name",
  "company",
  "nip",
  "kinds",
  "lines",
  "currency",
  "net",
  "gross",
] as const;

/** The order rows as CSV with a header row; statuses in the admin's language, amounts PLN. */
export function toCsv(rows: OrderRow[], locale: Locale): string {
  const header = CSV_COLUMNS.map((c) => csvField(translate(`order.csv.${c}`, locale)));
  const lines = rows.map((r) =>
    [
      r.number,
      new Date(r.createdAt).toISOString(),
      translate(`order.status.${r.status}`, locale),
      translate(`order.payment.${r.paymentStatus}`, locale),
      r.email,
      r.name ?? "",
      r.company ?? "",
      r.nip ?? "",
      r.kinds.join(" "),
      r.lineCount,
      r.currency,
      r.net,
      r.gross,
    ]
      .map(csvField)
      .join(","),
  );
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
