/**
 * Attribute shapes several entities share. ElectroDB stores only the properties a `map` declares
 * (undeclared ones are dropped on write), so every property a writer sets must be listed here.
 */

/** A text in every shop language: { pl, en, de } (i18n/locale.ts `Translated`). */
export const translated = {
  type: "map",
  properties: {
    pl: { type: "string", required: true },
    en: { type: "string", required: true },
    de: { type: "string", required: true },
  },
} as const;

/** The same, required on its item. */
export const requiredTranslated = { ...translated, required: true } as const;
