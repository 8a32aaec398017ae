import { AppError } from "../error";
import { readCsv } from "../csv/index";
import { BANK_LIMITS } from "./schema";
import { boundedLines, clip, parseAmount, parseDate, tooManyRows, type Transfer } from "./transfer";

/**
 * A CSV statement (docs/bank-statements.md): a header row naming the columns, then one transfer
 * a row. The shop's own layout is `date;amount;currency;title;counterparty`; the Polish names
 * banks' exports use are read too ("Data operacji", "Kwota", "Waluta", "Tytuł", "Nadawca", …),
 * as are their conventions: `;` (or `,`, or tab) as separator, a decimal comma, lines before
 * the header (account number, period), and windows-1250 (decode.ts). A file whose rows carry
 * no currency column is in PLN.
 */
const COLUMNS = {
  date: [
    "date",
    "data",
    "data operacji",
    "data księgowania",
    "data transakcji",
    "data waluty",
    "datum",
    "buchungstag",
  ],
  amount: ["amount", "kwota", "kwota operacji", "kwota transakcji", "betrag"],
  currency: ["currency", "waluta", "waluta operacji", "währung"],
  title: [
    "title",
    "tytuł",
    "tytuł operacji",
    "tytułem",
    "opis",
    "opis operacji",
    "description",
    "verwendungszweck",
  ],
  counterparty: [
    "counterparty",
    "nadawca",
    "kontrahent",
    "nadawca / odbiorca",
    "nadawca/odbiorca",
    "nazwa kontrahenta",
    "dane kontrahenta",
    "zleceniodawca",
    "auftraggeber",
  ],
} as const;
type Column = keyof typeof COLUMNS;

const norm = (s: string) => s.trim().toLocaleLowerCase("pl").replace(/^#/, "").replace(/\s+/g, " ");

/** The header row among the first lines: the first naming at least a date and an amount column. */
function headerOf(rows: string[][]): { at: number; index: Partial<Record<Column, number>> } | null {
  for (let at = 0; at < Math.min(rows.length, 40); at++) {
    const cells = rows[at]!.map(norm);
    const index: Partial<Record<Column, number>> = {};
    for (const col of Object.keys(COLUMNS) as Column[]) {
      const i = cells.findIndex((c) => (COLUMNS[col] as readonly string[]).includes(c));
      if (i >= 0) index[col] = i;
    }
    if (index.date !== undefined && index.amount !== undefined) return { at, index };
  }
  return null;
}

export function parseCsvStatement(text: string): Transfer[] {
  boundedLines(text);
  const { rows } = readCsv(text);
  const header = headerOf(rows);
  if (!header) throw new AppError("input", "bank.unreadable");
  const { index } = header;
  const out: Transfer[] = [];
  for (let r = header.at + 1; r < rows.length; r++) {
    const cells = rows[r]!;
    if (cells.every((c) => c.trim() === "")) continue;
    const cell = (col: Column) => (index[col] === undefined ? "" : (cells[index[col]] ?? ""));
    if (out.length >= BANK_LIMITS.rows) throw tooManyRows();
    const currency = clip(cell("currency")).toUpperCase().slice(0, 3) || "PLN";
    out.push({
      row: out.length + 1,
      date: parseDate(cell("date")),
      minor: parseAmount(cell("amount")),
      currency: /^[A-Z]{3}$/.test(currency) ? currency : "",
      title: clip(cell("title")),
      counterparty: clip(cell("counterparty")),
    });
  }
  return out;
}
