/**
 * What the grid tells people about its cells before a save: which changed against the saved
 * table, which are invalid (and why: core's parseDecimal errors), and where a larger run costs
 * less than a smaller one. Pure; the save is blocked while any changed or filled cell is invalid.
 */
import { parseDecimal, type NumberError } from "@printshop/core/price-table/number";
import Decimal from "decimal.js";
import type { Values } from "./history";

export type CellState =
  | { kind: "same" }
  | { kind: "changed"; net: string | null }
  | { kind: "invalid"; error: NumberError };

const SAME: CellState = Object.freeze({ kind: "same" });
/** How the grid shows a saved net (two decimals, as `toFixed2` writes it): always a valid price. */
const SAVED_FORM = /^\d{1,9}\.\d{2}$/;

/** A canonical decimal ("1234.5", at most two decimals, ≤ 9 integer digits) in integer grosze: exact (< 2^53). */
export function centsOf(value: string): number {
  const dot = value.indexOf(".");
  if (dot < 0) return Number(value) * 100;
  return Number(value.slice(0, dot)) * 100 + Number((value.slice(dot + 1) + "0").slice(0, 2));
}

/**
 * A cell's text in integer grosze, null when it is not a price: a saved net as the grid shows it
 * ("12.50", nearly every cell drawn while scrolling) directly, anything else through parseDecimal.
 */
export function centsOfText(text: string): number | null {
  if (SAVED_FORM.test(text)) return centsOf(text);
  const p = parseDecimal(text);
  return p.ok ? centsOf(p.value) : null;
}

/** Integer grosze → "1234.50". */
const formatCents = (cents: number) => {
  const rest = cents % 100;
  return `${(cents - rest) / 100}.${rest < 10 ? "0" : ""}${rest}`;
};

/**
 * A cell against its saved value: empty where a price was saved is an error ("empty": removing a
 * price is done by deleting its run), empty where none was is simply no price.
 */
export function cellState(text: string, saved: string | null): CellState {
  // Fast path (an unedited cell: the text IS the saved "12.50"), same answer as below.
  if (text === saved && SAVED_FORM.test(text)) return SAME;
  if (text.trim() === "" && saved === null) return SAME;
  const parsed = parseDecimal(text);
  if (!parsed.ok) return { kind: "invalid", error: parsed.error };
  if (saved !== null && new Decimal(saved).eq(parsed.value)) return SAME;
  return { kind: "changed", net: parsed.value };
}

export interface Problem {
  row: number;
  col: number;
  error: NumberError;
}

export interface Review {
  changed: { row: number; col: number; net: string }[];
  invalid: Problem[];
}

/** Every changed and every invalid cell of the grid. `saved[row][col]` is the saved net or null. */
export function review(values: Values, saved: readonly (readonly (string | null)[])[]): Review {
  const changed: Review["changed"] = [];
  const invalid: Problem[] = [];
  values.forEach((line, row) =>
    line.forEach((text, col) => {
      const s = cellState(text, saved[row]?.[col] ?? null);
      if (s.kind === "changed" && s.net !== null) changed.push({ row, col, net: s.net });
      if (s.kind === "invalid") invalid.push({ row, col, error: s.error });
    }),
  );
  return { changed, invalid };
}

/**
 * Columns of a row where a larger run costs less in total than a smaller run of the same row
 * (buying more would be cheaper): the warning shown beside the cell. `runs` are ascending.
 */
export function runWarnings(line: readonly string[], runs: readonly number[]): number[] {
  const out: number[] = [];
  let maxSoFar = -1;
  for (let col = 0; col < runs.length; col++) {
    const v = centsOfText(line[col] ?? "");
    if (v === null) continue;
    if (maxSoFar >= 0 && v < maxSoFar) out.push(col);
    if (v > maxSoFar) maxSoFar = v;
  }
  return out;
}

/**
 * Gross of a net at the product's VAT (percent), two decimals, half up; null when the net is not
 * a number. A whole-percent VAT (every Polish rate) is done in integer grosze (no decimal library:
 * the grid computes it for every cell it draws); any other rate through decimal.js.
 */
export function grossOf(text: string, vat: number): string | null {
  if (Number.isInteger(vat) && vat >= 0 && vat <= 1000) {
    const cents = centsOfText(text);
    if (cents === null) return null;
    const scaled = cents * (100 + vat); // ≤ 10^11 × 1100 < 2^53
    const rest = scaled % 100;
    return formatCents((scaled - rest) / 100 + (rest >= 50 ? 1 : 0));
  }
  const p = parseDecimal(text);
  if (!p.ok) return null;
  return new Decimal(p.value)
    .times(100 + vat)
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

/** Net from a gross typed in the gross column, two decimals, half up. */
export function netOfGross(
  text: string,
  vat: number,
): { ok: true; value: string } | { ok: false; error: NumberError } {
  const p = parseDecimal(text);
  if (!p.ok) return p;
  return {
    ok: true,
    value: new Decimal(p.value)
      .times(100)
      .div(100 + vat)
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .toFixed(2),
  };
}
