import type { Locale } from "../i18n/locale";

/**
 * Zero-VAT intra-EU supply is allowed only for en and de; it is forced off for pl (pricing.md §2).
 * A module of its own: the product pages ask it without loading the EU VAT id formats.
 */
export function noVatAllowed(locale: Locale): boolean {
  return locale === "en" || locale === "de";
}
