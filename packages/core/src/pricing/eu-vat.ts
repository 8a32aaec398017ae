import type { Locale } from "../i18n/locale";

/**
 * The intra-EU zero-VAT decision (pricing.md §2), pure and browser-safe: the server takes it on
 * every summary and on placing the order from the buyer's own data; the page only shows it.
 */

import { noVatAllowed } from "./vat-locale";

export { noVatAllowed };

/**
 * VAT identification number formats of the EU member states (plus XI, Northern Ireland),
 * after the two-letter prefix. Format check only: whether the number is registered is VIES'
 * business, not a pure function's.
 */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export interface VatNumberCheck {
  valid: boolean;
  country: string | null;
  normalized: string;
}

/** Checks an EU VAT number's format for its country prefix; spaces, dots and dashes are ignored. */
export function checkEuVatNumber(raw: unknown): VatNumberCheck {
  if (typeof raw !== "string") return { valid: false, country: null, normalized: "" };
  const normalized = raw.toUpperCase().replace(/[\s.-]/g, "");
  const country = normalized.slice(0, 2);
  const format = Object.prototype.hasOwnProperty.call(EU_VAT_FORMATS, country)
    ? EU_VAT_FORMATS[country]
    : undefined;
  if (!format) return { valid: false, country: null, normalized };
  return { valid: format.test(normalized.slice(2)), country, normalized };
}

/** EU member states among the countries we serve (ISO 3166-1 alpha-2; the EEA, CH and GB are not members). */
export const EU_MEMBERS: readonly string[] = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT",
  "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
]; // prettier-ignore

export const isEuMember = (country: string) => EU_MEMBERS.includes(country);

/** The VAT id's prefix of a member state: ISO codes except Greece (EL). */
export const vatPrefixOf = (country: string) => (country === "GR" ? "EL" : country);

/** What a tax-id field may hold at most before any pattern reads it (the person schema's cap). */
export const TAX_ID_MAX = 40;

/**
 * The buyer's EU VAT id for its billing country, normalised (`DE123456789`), or null when the
 * text is not one: the prefix may be left out (`123 456 789` for a German company), spaces, dots
 * and dashes are formatting. A prefix of another country is not this company's id.
 */
export function euVatIdFor(taxId: string, country: string): string | null {
  if (!isEuMember(country) || taxId.length > TAX_ID_MAX) return null;
  const prefix = vatPrefixOf(country);
  const compact = taxId.toUpperCase().replace(/[\s.-]/g, "");
  const withPrefix = /^[A-Z]{2}/.test(compact) ? compact : `${prefix}${compact}`;
  const check = checkEuVatNumber(withPrefix);
  return check.valid && check.country === prefix ? check.normalized : null;
}

/** Why an order is (`reverse_charge`) or is not zero-rated. */
export type VatReason =
  | "reverse_charge"
  | "locale"
  | "private"
  | "domestic"
  | "outside_eu"
  | "delivered_in_poland"
  | "no_vat_id";

export interface VatBuyer {
  type: number;
  billingCountry: string;
  billingTax: string;
  /** Where the goods go (the delivery country, or the billing one: `destinationOf`). */
  destination: string;
}

/**
 * Zero VAT (intra-EU supply, reverse charge) when, and only when: the shop's language allows it
 * (en and de; pricing.md §2 forces it off for pl), the buyer is a company (type 1) invoiced in
 * another member state than Poland, its tax id is a valid EU VAT id of that state, and the goods
 * go to a member state other than Poland. Everything else pays Polish VAT.
 */
export function vatDecision(
  locale: Locale,
  buyer: VatBuyer,
):
  | { noVat: true; vatNumber: string; reason: "reverse_charge" }
  | { noVat: false; reason: VatReason } {
  if (!noVatAllowed(locale)) return { noVat: false, reason: "locale" };
  if (buyer.type !== 1) return { noVat: false, reason: "private" };
  if (buyer.billingCountry === "PL") return { noVat: false, reason: "domestic" };
  if (!isEuMember(buyer.billingCountry)) return { noVat: false, reason: "outside_eu" };
  if (buyer.destination === "PL") return { noVat: false, reason: "delivered_in_poland" };
  if (!isEuMember(buyer.destination)) return { noVat: false, reason: "outside_eu" };
  const vatNumber = euVatIdFor(buyer.billingTax, buyer.billingCountry);
  if (!vatNumber) return { noVat: false, reason: "no_vat_id" };
  return { noVat: true, vatNumber, reason: "reverse_charge" };
}
