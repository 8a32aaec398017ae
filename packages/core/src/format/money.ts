import { convertFromPLN } from "../pricing/money";
import { formatNumber } from "./number";

/**
 * Money as the shop shows it, on screen and in e-mails: the amount in the language's notation,
 * then the currency's sign ("1 234,50 zł", "1,234.50 €", "1.234,50 €"). pricing.md §2: an
 * amount kept in PLN is shown in another currency as round2(PLN / rate), figure by figure.
 */

/** Signs of the currencies an order can be in; the shop's own screens get theirs with the data. */
const SIGNS: Record<string, string> = { PLN: "zł", EUR: "€", USD: "$", GBP: "£" };

/** The sign shown after an amount in `code`; the code itself for a currency without one here. */
export const currencySign = (code: string): string => SIGNS[code] ?? code;

/** Decimals shown for an amount in `code`: none for USD (the admin seed's rule), else two. */
export const currencyDigits = (code: string): number => (code === "USD" ? 0 : 2);

/** An amount (already in its currency) in the locale's notation with the currency's sign. */
export function formatMoney(
  amount: number | string,
  sign: string,
  locale: string,
  digits = 2,
): string {
  return `${formatNumber(Number(amount), locale, digits, digits)} ${sign}`;
}

/** An amount in the currency with that code: its sign and its decimals. */
export const formatCurrency = (amount: number | string, code: string, locale: string): string =>
  formatMoney(amount, currencySign(code), locale, currencyDigits(code));

/** An amount kept in PLN (an order's, a decimal string) shown in `currency` at `rate`. */
export function formatFromPln(
  plnAmount: string | number,
  order: { currency: string; rate: string | number },
  locale: string,
): string {
  const amount =
    order.currency === "PLN" ? Number(plnAmount) : convertFromPLN(plnAmount, order.rate);
  return formatCurrency(amount, order.currency, locale);
}

/** The price of one piece, with as many decimals as make it readable (0.0123 zł for cheap labels). */
export function perPieceText(amount: number, pieces: number, sign: string, locale: string): string {
  const each = amount / pieces;
  const digits = each >= 1 ? 2 : each >= 0.1 ? 3 : 4;
  return `${formatNumber(each, locale, 2, digits)} ${sign}`;
}
