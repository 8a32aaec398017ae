import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "./locale";
import uiPl from "./locales/pl.json";
import uiEn from "./locales/en.json";
import uiDe from "./locales/de.json";

/**
 * One i18next instance per SPA, with every language bundled (the texts are small), so a language
 * switch is instant. The SPA's own texts go in its namespace next to the shared `ui` one.
 */
export function createI18n(app: Record<Locale, Record<string, unknown>>, locale: Locale) {
  const resources: Resource = {
    pl: { app: app.pl, ui: uiPl },
    en: { app: app.en, ui: uiEn },
    de: { app: app.de, ui: uiDe },
  };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: "pl",
    ns: ["app", "ui"],
    defaultNS: "app",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
