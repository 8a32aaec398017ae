import type { I18n } from "../i18n";
import pl from "../locales/form/pl.json";
import en from "../locales/form/en.json";
import de from "../locales/form/de.json";

const bundles = { pl, en, de } as const;

/**
 * The form kit's texts (`ui:form.*`, `ui:leave.*`), added to the SPA's i18next when a form first
 * renders: they travel with the kit's code, not in every page's entry script.
 */
export function ensureFormTexts(i18n: I18n): void {
  for (const lng of ["pl", "en", "de"] as const)
    if (!i18n.getResource(lng, "ui", "form.saving"))
      i18n.addResourceBundle(lng, "ui", bundles[lng], false);
}
