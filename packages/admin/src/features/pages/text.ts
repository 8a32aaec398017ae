/** A translated text in the admin's language, else the first language that has one. */
export const pickText = (t: { pl: string; en: string; de: string }, lang: string): string =>
  (lang === "en" || lang === "de" || lang === "pl" ? t[lang] : "") || t.pl || t.en || t.de;
