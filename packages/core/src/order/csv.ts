import { writeCsv } from "../csv/index";
import type { Locale } from "../i18n/locale";
import { translator } from "../i18n/translate";
import { emailMessages } from "../email/messages";
import { orderAdminMessages } from "./messages";
import type { OrderRow } from "./listing";

/** The header from the orders' catalogue, the statuses as the e-mails name them. */
const translate = translator(orderAdminMessages, emailMessages);

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

/**
 * The order rows as CSV with a header row; statuses in the admin's language, amounts PLN. A
 * byte-order mark first, for Excel; what a customer typed (name, company) is defused by writeCsv.
 */
export function toCsv(rows: OrderRow[], locale: Locale): string {
  const header = CSV_COLUMNS.map((c) => translate(`order.csv.${c}`, locale));
  const body = rows.map((r) => [
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
  ]);
  return writeCsv([header, ...body], { bom: true });
}
