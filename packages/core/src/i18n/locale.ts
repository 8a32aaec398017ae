export const locales = ["pl", "en", "de"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "pl";

export const isLocale = (v: unknown): v is Locale =>
  typeof v === "string" && (locales as readonly string[]).includes(v);

/** A text in each of the shop's languages. */
export type Translated = Record<Locale, string>;

export const pick = (t: Partial<Translated> | undefined | null, locale: Locale): string =>
  (t && (t[locale] || t[defaultLocale] || t.en || t.de)) || "";
