/**
 * Number formatters are costly to build (each `new Intl.NumberFormat` looks up locale data, and a
 * price table formats hundreds of cells), so each distinct one is built once and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const intlLocale = (locale: string) => (locale === "pl" ? "pl-PL" : locale === "de" ? "de-DE" : "en-GB");

function numberFormat(locale: string, maxDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maxDigits}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: maxDigits })));
  return f;
}

/** An amount with two decimals in the locale's notation and the currency's sign ("1 234,50 zł", "12.30 €"). */
export function formatMoney(amount: number, sign: string, locale: string): string {
  return `${numberFormat(locale, 2).format(amount)} ${sign}`;
}

/**
 * A date (YYYY-MM-DD) in the locale's short notation: 01.12.2026 (pl, de), 01/12/2026 (en-GB).
 * Written out rather than by `Intl.DateTimeFormat`, whose first use on a page loads the calendar
 * and time-zone data (~40 ms on a fast machine, in the middle of the price table's first render).
 */
export function formatDate(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m || m[2] === "00" || m[3] === "00") return iso;
  const [, y, mo, d] = m;
  return locale === "pl" || locale === "de" ? `${d}.${mo}.${y}` : `${d}/${mo}/${y}`;
}

/** The price of one piece, with as many decimals as make it readable (0.0123 zł for cheap labels). */
export function perPieceText(amount: number, quantity: number, sign: string, locale: string): string {
  const each = amount / quantity;
  const digits = each >= 1 ? 2 : each >= 0.1 ? 3 : 4;
  return `${numberFormat(locale, digits).format(each)} ${sign}`;
}
