/**
 * Shipping zones (issue 28, fault 4): where a parcel goes decides what a shipping method charges
 * and whether it goes there at all. Data only (no zod, no server code): the admin's form, the
 * shop's pages and the checkout read the same lists.
 *
 * - `pl`: Poland, the shop's own country.
 * - `eu1`: the EU member states near Poland (one or two days by road).
 * - `eu2`: the other EU member states.
 * - `world`: everywhere else we deliver (the EEA outside the EU, Switzerland, the UK, ...).
 */
export const ZONES = ["pl", "eu1", "eu2", "world"] as const;
export type Zone = (typeof ZONES)[number];
/** The zones outside Poland: a method's price for each is its own field ("": not served). */
export const FOREIGN_ZONES = ["eu1", "eu2", "world"] as const;
export type ForeignZone = (typeof FOREIGN_ZONES)[number];

/** The EU's member states (ISO 3166-1 alpha-2; Greece as GR, as the country list has it). */
export const EU_MEMBERS = [
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
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

/** The members in `eu1` (Poland's neighbours and the countries one day further by road). */
export const EU1 = ["DE", "CZ", "SK", "LT", "AT", "HU", "DK", "NL", "BE", "LU", "LV", "EE", "SI"];

export const isEuMember = (country: string) =>
  (EU_MEMBERS as readonly string[]).includes(country.trim().toUpperCase());

/** The zone of a destination country (a code; anything not in the EU is `world`). */
export function zoneOf(country: string): Zone {
  const c = country.trim().toUpperCase();
  if (c === "PL") return "pl";
  if (EU1.includes(c)) return "eu1";
  if (isEuMember(c)) return "eu2";
  return "world";
}
