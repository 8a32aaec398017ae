import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "./locale";
import uiPl from "./locales/pl.json";
import uiEn from "./locales/en.json";
import uiDe from "./locales/de.json";

/**
 * One i18next instance per SPA, with every language bundled (the texts are small), so a language
 * switch is instant. `namespaces` maps each locale to the SPA's namespaces (`app` the default one);
 * the shared `ui` namespace is added here.
 */
export function createI18n(
  namespaces: Record<Locale, Record<string, Record<string, unknown>>>,
  locale: Locale,
) {
  const resources: Resource = {
    pl: { ...namespaces.pl, ui: uiPl },
    en: { ...namespaces.en, ui: uiEn },
    de: { ...namespaces.de, ui: uiDe },
  };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: "pl",
    ns: [...Object.keys(namespaces.pl), "ui"],
    defaultNS: "app",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
