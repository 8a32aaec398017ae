/**
 * A person's constants and the country list (no zod): what the browser's pages need without the
 * schemas (the country select, the registration's person types). `person.ts` re-exports them.
 */
export const PERSON = { company: 1, private: 2 } as const;

export const NAME_MAX = 36;
export const NAME_WORD_MAX = 25;
export const PHONE_MIN_DIGITS = 9;

/**
 * Countries we deliver to and invoice in (ISO 3166-1 alpha-2): the EU, the EEA, Switzerland and
 * the UK. Shown with `Intl.DisplayNames` in the shopper's language; stored as the code.
 */
export const COUNTRIES = [
  "PL",
  "DE",
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "GR",
  "ES",
  "IE",
  "IS",
  "LI",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "NO",
  "PT",
  "RO",
  "SK",
  "SI",
  "SE",
  "HU",
  "IT",
  "CH",
  "GB",
] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = "PL";

/** Names stored before the country became a list (the seed's "Polska" default and a few spellings). */
const LEGACY: Record<string, Country> = {
  polska: "PL",
  poland: "PL",
  polen: "PL",
  pologne: "PL",
  niemcy: "DE",
  germany: "DE",
  deutschland: "DE",
  czechy: "CZ",
  czechia: "CZ",
  "czech republic": "CZ",
  tschechien: "CZ",
  austria: "AT",
  österreich: "AT",
  słowacja: "SK",
  slovakia: "SK",
  slowakei: "SK",
  litwa: "LT",
  lithuania: "LT",
  litauen: "LT",
  francja: "FR",
  france: "FR",
  frankreich: "FR",
};

/** A country code from a code or a legacy name; the input unchanged when it is neither (then `checkPerson` reports it). */
export function normalizeCountry(value: string): string {
  const v = value.trim();
  if (!v) return DEFAULT_COUNTRY;
  const upper = v.toUpperCase();
  if ((COUNTRIES as readonly string[]).includes(upper)) return upper;
  return LEGACY[v.toLowerCase()] ?? v;
}
export const isCountry = (value: string): value is Country =>
  (COUNTRIES as readonly string[]).includes(value);
export const isPoland = (country: string) => normalizeCountry(country || DEFAULT_COUNTRY) === "PL";

/** Where the goods go: the delivery country, or the billing one without a separate address (a code). */
export const destinationOf = (c: {
  differentDeliveryAddress?: boolean | undefined;
  deliveryCountry?: string | undefined;
  billingCountry?: string | undefined;
}) => normalizeCountry((c.differentDeliveryAddress ? c.deliveryCountry : c.billingCountry) ?? "");

/** Polish postcodes are NN-NNN. */
export const POSTCODE_PL = /^\d{2}-\d{3}$/;
