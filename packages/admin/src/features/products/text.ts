/** A translated text for the kit's TranslatedInput (it hands back partial objects): every language a string. */
export const full = (v: Partial<Record<"pl" | "en" | "de", string>>) => ({
  pl: v.pl ?? "",
  en: v.en ?? "",
  de: v.de ?? "",
});
