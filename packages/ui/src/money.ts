/**
 * Intl formatters are costly to build (each `new Intl.NumberFormat` loads locale data: ~0.1 ms, a
 * price table formats hundreds of cells), so each distinct one is built once and kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
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

/** A date (YYYY-MM-DD) in the locale's short notation. */
export function formatDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  let f = dateFormats.get(locale);
  if (!f) dateFormats.set(locale, (f = new Intl.DateTimeFormat(intlLocale(locale), { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" })));
  return f.format(new Date(Date.UTC(y, m - 1, d)));
}

/** The price of one piece, with as many decimals as make it readable (0.0123 zł for cheap labels). */
export function perPieceText(amount: number, quantity: number, sign: string, locale: string): string {
  const each = amount / quantity;
  const digits = each >= 1 ? 2 : each >= 0.1 ? 3 : 4;
  return `${numberFormat(locale, digits).format(each)} ${sign}`;
}
