import { readCsv, writeCsv } from "../csv/index";
import { normaliseCombination, type Rows } from "./chunking";
import { formatDecimal, parseDecimal } from "./number";

/**
 * The price-table file (admin-api.md "Price-table files"): header `combination,copy,net` (the
 * contract's name of the run column; `run` everywhere else), one cell a row; `;` accepted as
 * separator (then a decimal comma in `net`). Our exports add two columns the contract's three are
 * read without: `description`, the combination in words for the owner (ignored by the import,
 * which accepts files with it and without it), and `changeSet`, filled on every row with the
 * version the file was exported from (`#<id>`: the `#` keeps a spreadsheet from reading
 * "10.40" as the number 10.4), so that an import can refuse the cells someone changed since.
 * Files of earlier exports carried that version in the header (`changeSet:<id>`): still read.
 * Browser-safe (the grid's paste and the import share it).
 */

export interface FileCell {
  /** 1-based row number in the file (the header is row 1). */
  row: number;
  combination: string;
  run: number;
  net: string;
}
export interface FileError {
  row: number;
  code: string;
  params?: Record<string, string | number>;
}
export interface ParsedFile {
  /** The change set the file was exported from, when it says. */
  base: string | null;
  cells: FileCell[];
  errors: FileError[];
}

const STAMP = "changeSet:";
const BASE_COLUMN = "changeset";
const BASE_MARK = "#";
/** A change set id as `history.ts` makes them (`<productId>.<seq>`); checked on at most 24 characters. */
const BASE_ID = /^\d{1,10}\.\d{1,10}$/;

/** Reads the rows of a file (CSV already split, or an XLSX sheet as text cells). */
export function readTable(rows: string[][]): ParsedFile {
  const out: ParsedFile = { base: null, cells: [], errors: [] };
  const header = (rows[0] ?? []).map((h) => h.trim());
  if (
    header[0]?.toLowerCase() !== "combination" ||
    header[1]?.toLowerCase() !== "copy" ||
    header[2]?.toLowerCase() !== "net"
  ) {
    out.errors.push({ row: 1, code: "prices.file.header" });
    return out;
  }
  const stamp = header.slice(3).find((h) => h.startsWith(STAMP));
  if (stamp) out.base = stamp.slice(STAMP.length).trim() || null;
  const baseColumn = header.findIndex((h, i) => i >= 3 && h.toLowerCase() === BASE_COLUMN);
  const seen = new Map<string, number>();
  // A combination repeats once per run (10 runs: 10 rows): normalised once per distinct text.
  const combinations = new Map<string, string | null>();
  const combinationOf = (text: string) => {
    let found = combinations.get(text);
    if (found === undefined) combinations.set(text, (found = normaliseCombination(text)));
    return found;
  };
  rows.slice(1).forEach((cols, i) => {
    const row = i + 2;
    if (cols.every((c) => c.trim() === "")) return;
    const combination = combinationOf(cols[0] ?? "");
    if (!combination)
      return void out.errors.push({
        row,
        code: "prices.file.combination",
        params: { value: (cols[0] ?? "").slice(0, 60) },
      });
    const runText = (cols[1] ?? "").trim();
    if (!/^[1-9]\d{0,8}$/.test(runText))
      return void out.errors.push({
        row,
        code: "prices.file.copy",
        params: { value: runText.slice(0, 20) },
      });
    const net = parseDecimal(cols[2] ?? "");
    if (!net.ok)
      return void out.errors.push({
        row,
        code: `prices.number.${net.error}`,
        params: { value: (cols[2] ?? "").slice(0, 20) },
      });
    if (baseColumn >= 0) {
      const text = (cols[baseColumn] ?? "").trim().slice(0, 24);
      const id = text.startsWith(BASE_MARK) ? text.slice(BASE_MARK.length) : "";
      if (text === "") {
        // a row added by hand: it names no version, the file's other rows do
      } else if (!BASE_ID.test(id))
        return void out.errors.push({
          row,
          code: "prices.file.change_set",
          params: { value: text },
        });
      else if (out.base === null) out.base = id;
      else if (out.base !== id)
        return void out.errors.push({
          row,
          code: "prices.file.change_set_mixed",
          params: { value: text, first: `${BASE_MARK}${out.base}` },
        });
    }
    const key = `${combination}|${runText}`;
    const first = seen.get(key);
    if (first)
      return void out.errors.push({ row, code: "prices.file.duplicate", params: { first } });
    seen.set(key, row);
    out.cells.push({ row, combination, run: Number(runText), net: net.value });
  });
  return out;
}

/** A CSV file, `,` or `;` as its header line says; a quote never closed is the file's error. */
export function parseCsv(text: string): ParsedFile {
  const { rows, unclosedQuotes } = readCsv(text);
  const parsed = readTable(rows);
  if (unclosedQuotes.length === 0) return parsed;
  const errors = [
    ...parsed.errors,
    ...unclosedQuotes.map((row) => ({ row, code: "prices.file.quotes" })),
  ];
  return { ...parsed, errors: errors.sort((a, b) => a.row - b.row) };
}

/**
 * The table as rows of text cells (header first), sorted by combination and run: the contract's
 * three columns, then the combination in words (`describe`, when given) and the version it was
 * exported from (`base`, when there is one) on every row.
 */
export function toTable(
  rows: Rows,
  base: string | null,
  describe?: (combination: string) => string,
): string[][] {
  const header = [
    "combination",
    "copy",
    "net",
    ...(describe ? ["description"] : []),
    ...(base ? ["changeSet"] : []),
  ];
  const body: string[][] = [];
  const keys = [...rows.keys()].sort();
  for (const combination of keys) {
    const cells = [...rows.get(combination)!.entries()].sort((a, b) => a[0] - b[0]);
    const more = [
      ...(describe ? [describe(combination)] : []),
      ...(base ? [`${BASE_MARK}${base}`] : []),
    ];
    for (const [run, net] of cells)
      body.push([combination, String(run), formatDecimal(net), ...more]);
  }
  return [header, ...body];
}

export const toCsv = (
  rows: Rows,
  base: string | null,
  describe?: (combination: string) => string,
): string => writeCsv(toTable(rows, base, describe));
