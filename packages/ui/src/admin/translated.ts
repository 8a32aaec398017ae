/**
 * Texts kept in pl, en and de: which languages of a translated value are still empty. Pure, for
 * `TranslatedInput`'s markers and for tests.
 */
export const LOCALES = ["pl", "en", "de"] as const;
export type KitLocale = (typeof LOCALES)[number];
export type TranslatedValue = Partial<Record<KitLocale, string>>;

/** The languages with no text (blank counts as missing), in pl, en, de order. */
export function missingLocales(value: TranslatedValue | null | undefined): KitLocale[] {
  return LOCALES.filter((l) => !value?.[l]?.trim());
}

/** Complete when every language has text. */
export const isComplete = (value: TranslatedValue | null | undefined): boolean =>
  missingLocales(value).length === 0;

/** The value with one language changed (the others kept). */
export const withLocale = (
  value: TranslatedValue | null | undefined,
  locale: KitLocale,
  text: string,
): TranslatedValue => ({ ...value, [locale]: text });
