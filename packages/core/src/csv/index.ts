import Papa from "papaparse";

/**
 * The one reader and writer of delimited text (CSV, and the TSV spreadsheets put on the
 * clipboard), on papaparse. Browser-safe: the admin's price grid pastes through it.
 *
 * Writing defuses formula injection in every cell: a text cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is written with a leading `'`, so a spreadsheet shows it as
 * text instead of running it (OWASP "CSV injection"). Plain numbers ("-12.50") are left alone.
 * Reading accepts `,`, `;` (as Excel writes CSV in pl and de, with decimal commas the caller's
 * number parser reads) and tabs.
 */

export type Separator = "," | ";" | "\t";
export type CsvValue = string | number | null | undefined;

/**
 * A text cell a spreadsheet would read as a formula; a plain number, negative or with a decimal
 * comma, is not one. The look-ahead runs on one cell and cannot backtrack: `\d+` is followed by
 * a character it does not match.
 */
export const FORMULA = /^(?!-?\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/** A cell as a spreadsheet may safely read it: `'` before a formula's first character. */
export const defuse = (cell: string): string => (FORMULA.test(cell) ? `'${cell}` : cell);

export interface WriteOptions {
  separator?: Separator;
  /** Between rows; the file also ends with one. CSV files use CR LF (RFC 4180). */
  newline?: "\r\n" | "\n";
  /** A byte-order mark first, so that Excel reads the file as UTF-8 (Polish letters). */
  bom?: boolean;
}

/**
 * In a file, a cell holding either file separator is quoted, so the file reads the same whatever
 * separator a spreadsheet guesses. Tab-separated text (the clipboard) quotes only what it must:
 * a spreadsheet takes a quoted "3,5" pasted into it as text, not as the number.
 */
const FILE_SEPARATORS = /[,;\t]/;

/** Rows of cells as delimited text: quoted where needed (RFC 4180), formulas defused. */
export function writeCsv(
  rows: readonly (readonly CsvValue[])[],
  options: WriteOptions = {},
): string {
  const newline = options.newline ?? "\r\n";
  const separator = options.separator ?? ",";
  if (rows.length === 0) return options.bom ? "\uFEFF" : "";
  const text = Papa.unparse(
    rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : String(cell)))),
    {
      delimiter: separator,
      newline,
      quotes: (value: unknown) =>
        separator !== "\t" && typeof value === "string" && FILE_SEPARATORS.test(value),
      escapeFormulae: FORMULA,
    },
  );
  return `${options.bom ? "\uFEFF" : ""}${text}${newline}`;
}

/** The separator of a file: the first one its first line holds of `;` and tab, else `,`. */
export function detectSeparator(text: string): Separator {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  if (firstLine.includes(";")) return ";";
  if (firstLine.includes("\t")) return "\t";
  return ",";
}

export interface ReadResult {
  rows: string[][];
  /** 1-based rows where a quoted cell is never closed (the rest of the text became that cell). */
  unclosedQuotes: number[];
}

/**
 * Delimited text as rows of text cells (quotes, doubled quotes, line breaks inside quotes). A
 * byte-order mark is dropped; the line break that ends the text adds no row. With no separator
 * given it is detected from the first line.
 *
 * Line breaks are made LF first: a file edited by hand mixes CR LF and LF, and papaparse takes
 * one line break for the whole text. A CR LF inside a quoted cell so reads as LF.
 */
export function readCsv(text: string, separator?: Separator): ReadResult {
  const body = (text.startsWith("\uFEFF") ? text.slice(1) : text).replace(/\r\n?/g, "\n");
  if (body === "") return { rows: [], unclosedQuotes: [] };
  const parsed = Papa.parse<string[]>(body, {
    delimiter: separator ?? detectSeparator(body),
    newline: "\n",
    quoteChar: '"',
    skipEmptyLines: false,
  });
  const rows = parsed.data;
  const last = rows[rows.length - 1];
  if (last && last.length === 1 && last[0] === "" && body.endsWith("\n")) rows.pop();
  const unclosedQuotes = parsed.errors
    .filter((e) => e.code === "MissingQuotes")
    .map((e) => (e.row ?? rows.length - 1) + 1);
  return { rows, unclosedQuotes };
}
