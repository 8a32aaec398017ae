/**
 * The one formatting module: numbers, money with its currency rules, dates in Europe/Warsaw,
 * Intl locale tags. Browser-safe; the SPAs, the shared UI and the e-mails all use it.
 */
export { formatNumber } from "./number";
export { fromPln } from "./convert";
export {
  currencyDigits,
  currencySign,
  formatCurrency,
  formatFromPln,
  formatMoney,
  perPieceText,
} from "./money";
export { SHOP_TIME_ZONE, formatDate, formatDateTime, formatDay, intlLocale } from "./date";
export { formatTimeAgo } from "./relative";
