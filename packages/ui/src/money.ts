/** An amount with two decimals in the locale's notation and the currency's sign ("1 234,50 zł", "12.30 €"). */
export function formatMoney(amount: number, sign: string, locale: string): string {
  const n = new Intl.NumberFormat(locale === "pl" ? "pl-PL" : locale === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${n} ${sign}`;
}

/** A date (YYYY-MM-DD) in the locale's short notation. */
export function formatDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(locale === "pl" ? "pl-PL" : locale === "de" ? "de-DE" : "en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The price of one piece, with as many decimals as make it readable (0.0123 zł for cheap labels). */
export function perPieceText(amount: number, quantity: number, sign: string, locale: string): string {
  const each = amount / quantity;
  const digits = each >= 1 ? 2 : each >= 0.1 ? 3 : 4;
  const n = new Intl.NumberFormat(locale === "pl" ? "pl-PL" : locale === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 2, maximumFractionDigits: digits }).format(each);
  return `${n} ${sign}`;
}
