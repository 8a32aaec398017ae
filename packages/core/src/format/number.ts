/**
 * Numbers in each language's notation, written out by hand. Browser-safe: the shop's price table
 * renders hundreds of them on its first paint.
 */

/** Each language's separators; Polish groups thousands only from five digits on (1234, 12 345). */
const NOTATION: Record<string, { group: string; decimal: string; minGroupDigits: number }> = {
  pl: { group: "\u00a0", decimal: ",", minGroupDigits: 5 },
  de: { group: ".", decimal: ",", minGroupDigits: 4 },
  en: { group: ",", decimal: ".", minGroupDigits: 4 },
};

/**
 * `x` (≥ 0) rounded half up to `digits` decimals as whole and fraction digits, from its shortest
 * decimal form ("12345.675", not the binary 12345.67499…), the one Intl.NumberFormat rounds.
 */
function roundedDigits(x: number, digits: number): [string, string] {
  let text = String(x);
  const exp = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (exp) text = `0.${"0".repeat(Number(exp[3]) - 1)}${exp[1]}${exp[2] ?? ""}`;
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= digits) return [whole, fraction];
  const up = fraction.charCodeAt(digits) >= 53; // "5"
  const kept = (whole + fraction.slice(0, digits)).split("");
  for (let i = kept.length - 1; up && i >= 0; i--) {
    if (kept[i] === "9") kept[i] = "0";
    else {
      kept[i] = String(Number(kept[i]) + 1);
      break;
    }
    if (i === 0) kept.unshift("1");
  }
  const cut = kept.length - digits;
  return [kept.slice(0, cut).join(""), kept.slice(cut).join("")];
}

/** "1234567" → "1 234 567" with `sep`: what `replace(/\B(?=(\d{3})+$)/g, sep)` did on digits, without its quadratic look-ahead. */
function groupThousands(digits: string, sep: string): string {
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += sep + digits.slice(i, i + 3);
  return out;
}

/**
 * A number in the language's notation (pl, de, en-GB), rounded to at most `maxFraction` decimals
 * and shown with at least `minFraction`: the same text as `Intl.NumberFormat` (money.test.ts
 * compares them over many values), written out because the first NumberFormat built on a page
 * loads ICU's number data (~30 ms on a fast machine, inside the price table's first render).
 */
export function formatNumber(x: number, locale: string, minFraction = 0, maxFraction = 3): string {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e21)
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(x);
  const n = NOTATION[locale] ?? NOTATION.en!;
  const [whole, fraction] = roundedDigits(Math.abs(x), maxFraction);
  let shown = fraction.padEnd(minFraction, "0");
  while (shown.length > minFraction && shown.endsWith("0")) shown = shown.slice(0, -1);
  const grouped = whole.length >= n.minGroupDigits ? groupThousands(whole, n.group) : whole;
  const negative = x < 0 || Object.is(x, -0);
  return `${negative ? "-" : ""}${grouped}${shown ? n.decimal + shown : ""}`;
}
