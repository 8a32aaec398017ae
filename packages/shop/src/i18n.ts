import { createI18n, localeFromPath, type Locale } from "@printshop/ui";
import { shopResources } from "./locales/index";

/**
 * The shop's one i18next instance, in the language of the address it was opened at (in the
 * browser). The server renderer uses a clone per request (`entry-server.tsx`: same texts, its own
 * language), so the texts lazy chunks add reach both.
 */
export const i18n = createI18n(
  shopResources,
  typeof window === "undefined" ? "pl" : localeFromPath(window.location.pathname),
);

/**
 * Adds a namespace's texts in every language when the code that shows them loads: each lazy
 * route's chunk carries its own texts (import its `texts.ts` for the side effect), so the first
 * page's JavaScript holds only the layout's. Added before any of its components renders.
 */
export function addTexts(ns: string, bundles: Record<Locale, Record<string, unknown>>) {
  for (const [locale, texts] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, texts);
  }
}
