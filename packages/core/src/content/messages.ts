/** Server messages of the content domain, in pl, en and de (plain data; i18n/messages.ts merges the catalogues). */
export const messages = {
  pl: { "page.not_found": "Nie znaleziono strony." },
  en: { "page.not_found": "Page not found." },
  de: { "page.not_found": "Seite nicht gefunden." },
};
