import { type I18n } from "@printshop/ui";
import pl from "./locales/pl.json";
import en from "./locales/en.json";
import de from "./locales/de.json";

/** The order page's Proof panel texts (namespace `proofs`), added to the admin's i18next on first use. */
export const NS = "proofs";
const bundles = { pl, en, de } as const;

export function ensureTexts(i18n: I18n): void {
  for (const lng of ["pl", "en", "de"] as const) {
    if (!i18n.hasResourceBundle(lng, NS)) i18n.addResourceBundle(lng, NS, bundles[lng]);
  }
}
