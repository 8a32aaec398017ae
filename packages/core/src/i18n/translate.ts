import { locales, type Locale } from "./locale";

/**
 * Filling message templates, for the domains that write text themselves (e-mails, the orders'
 * CSV, an import's row errors). Each takes only the catalogues it writes from: the shop's whole
 * catalogue (messages/index.ts, for the API's error answers) imports every domain's, so a domain
 * importing it would import itself back.
 */

export type Catalogue = Record<string, string>;
export type Catalogues = Record<Locale, Catalogue>;

/** `{name}` placeholders filled from `params`; one without a value stays as written. */
export const fill = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));

/** A translate function over these catalogues: the code's text in the locale, else in English, else the code. */
export function translator(...catalogues: Catalogues[]) {
  const merged = Object.fromEntries(
    locales.map((l) => [l, Object.assign({}, ...catalogues.map((c) => c[l])) as Catalogue]),
  ) as Catalogues;
  return (code: string, locale: Locale, params: Record<string, string | number> = {}): string =>
    fill(merged[locale][code] ?? merged.en[code] ?? code, params);
}
