/**
 * Price numbers typed or pasted by people (pl "1 234,56", de "1.234,56", en "1,234.56" or
 * "1234.56") parsed into an exact canonical decimal string ("1234.56"), never through a float.
 * Browser-safe: the grid editor and the import share it.
 */

export type NumberError = "empty" | "negative" | "not_a_number" | "too_many_decimals" | "too_large";

export type Parsed = { ok: true; value: string } | { ok: false; error: NumberError };

/** Spaces people and spreadsheets put between thousands: space, no-break space, narrow no-break space, apostrophe. */
const GROUP_SPACE = /[\s']/g;

/** Largest accepted integer part (digits), so amounts stay well inside exact arithmetic. */
const MAX_INTEGER_DIGITS = 9;

/** "0012.50" → "12.5"; "0.0" → "0". */
export function canonical(integer: string, fraction: string): string {
  const i = integer.replace(/^0+(?=\d)/, "") || "0";
  let end = fraction.length;
  while (end > 0 && fraction[end - 1] === "0") end--;
  const f = fraction.slice(0, end);
  return f ? `${i}.${f}` : i;
}

const isGrouped = (s: string, sep: string) => {
  const parts = s.split(sep);
  return /^[1-9]\d{0,2}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
};

/**
 * Parses a non-negative decimal with at most `maxDecimals` decimals. Rules: spaces are thousands
 * separators; with both "." and "," the last one is the decimal mark; a mark that appears more
 * than once, or once followed by exactly three digits when `maxDecimals` < 3, groups thousands.
 */
/** The plain forms (no grouping, at most two decimals after "." or ","): most cells of a file. */
const PLAIN = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

export function parseDecimal(input: string, maxDecimals = 2): Parsed {
  let s = String(input).trim();
  // Fast path, same answer as the general one below (a property test compares them): a file of
  // 100,000 cells is parsed in the browser when the price editor opens.
  const plain = maxDecimals >= 2 ? PLAIN.exec(s) : null;
  if (plain) return { ok: true, value: canonical(plain[1]!, plain[2] ?? "") };
  if (s === "") return { ok: false, error: "empty" };
  if (/^[-−–]/.test(s)) return { ok: false, error: /\d/.test(s) ? "negative" : "not_a_number" };
  if (s.startsWith("+")) s = s.slice(1);
  const spaced = s.replace(GROUP_SPACE, "");
  if (spaced !== s) {
    // Spaces group thousands only: "1 234,56", never "12 34".
    const head = s.split(/[.,]/)[0]!;
    if (!isGrouped(head.replace(GROUP_SPACE, " ").trim(), " "))
      return { ok: false, error: "not_a_number" };
    s = spaced;
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return { ok: false, error: "not_a_number" };
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let integer: string;
  let fraction = "";
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = lastDot > lastComma ? "." : ",";
    const group = mark === "." ? "," : ".";
    const at = s.lastIndexOf(mark);
    integer = s.slice(0, at);
    fraction = s.slice(at + 1);
    if (integer.includes(mark) || !isGrouped(integer, group))
      return { ok: false, error: "not_a_number" };
    integer = integer.split(group).join("");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? "." : ",";
    const parts = s.split(mark);
    if (parts.length > 2) {
      if (!isGrouped(s, mark)) return { ok: false, error: "not_a_number" };
      integer = parts.join("");
    } else if (maxDecimals < 3 && parts[1]!.length === 3 && isGrouped(s, mark)) {
      integer = parts.join("");
    } else {
      integer = parts[0]!;
      fraction = parts[1]!;
      if (integer === "" && fraction === "") return { ok: false, error: "not_a_number" };
    }
  } else {
    integer = s;
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction))
    return { ok: false, error: "not_a_number" };
  const value = canonical(integer || "0", fraction);
  const [i, f = ""] = value.split(".");
  if (f.length > maxDecimals) return { ok: false, error: "too_many_decimals" };
  if (i!.length > MAX_INTEGER_DIGITS) return { ok: false, error: "too_large" };
  return { ok: true, value };
}

/** A canonical decimal string with exactly two decimals ("12.5" → "12.50"). */
export function toFixed2(value: string): string {
  const [i, f = ""] = value.split(".");
  return `${i}.${(f + "00").slice(0, 2)}`;
}

/** "1234.5" → "1234,50" (decimal comma, as a `;` CSV writes it) or "1234.50". */
export function formatDecimal(value: string, mark: "." | "," = "."): string {
  const fixed = toFixed2(value);
  return mark === "," ? fixed.replace(".", ",") : fixed;
}
