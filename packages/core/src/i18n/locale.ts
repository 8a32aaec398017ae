export const locales = ["pl", "en", "de"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "pl";

export const isLocale = (v: unknown): v is Locale =>
  typeof v === "string" && (locales as readonly string[]).includes(v);

/** A shop language from anything stored or sent (an order's, a header's): else the default. */
export const toLocale = (v: unknown): Locale => (isLocale(v) ? v : defaultLocale);

/**
 * The language of a request: the `x-locale` header the SPAs send, else the path's first segment
 * (/en/…, /de/…), else the default. One rule for the tRPC handler and the local server.
 */
export function localeOfRequest(header: string | null | undefined, pathname: string): Locale {
  if (isLocale(header)) return header;
  return toLocale(pathname.split("/")[1]);
}

/** A text in each of the shop's languages. */
export type Translated = Record<Locale, string>;

export const pick = (t: Partial<Translated> | undefined | null, locale: Locale): string =>
  (t && (t[locale] || t[defaultLocale] || t.en || t.de)) || "";
