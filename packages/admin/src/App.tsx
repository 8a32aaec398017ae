import { useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { createI18n, isLocale, locales, ToastProvider, type Locale } from "@printshop/ui";
import pl from "./locales/pl/app.json";
import en from "./locales/en/app.json";
import de from "./locales/de/app.json";

const stored = typeof localStorage !== "undefined" ? localStorage.getItem("admin.language") : null;

/**
 * The admin shell. Its screens (catalogue, prices, calculators, content, settings, orders, users)
 * arrive with their issues; sign-in arrives with the accounts issue.
 */
export function App({ initialLanguage }: { initialLanguage?: string }) {
  const start: Locale = isLocale(stored) ? stored : isLocale(initialLanguage) ? initialLanguage : "pl";
  const [i18n] = useState(() => createI18n({ pl: { app: pl }, en: { app: en }, de: { app: de } }, start));
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <Shell />
      </ToastProvider>
    </I18nextProvider>
  );
}

function Shell() {
  const { t, i18n } = useTranslation();
  const sections = ["orders", "users", "products", "prices", "calculator", "content", "settings"] as const;
  return (
    <div className="admin">
      <aside className="sidebar">
        <strong className="brand">{t("title")}</strong>
        <nav aria-label={t("nav")}>
          <ul>
            {sections.map((s) => (
              <li key={s}>
                <span aria-disabled="true">{t(`section.${s}`)}</span>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="main">
        <header className="topbar">
          <label>
            {t("ui:language.label")}{" "}
            <select
              value={i18n.language}
              onChange={(e) => {
                localStorage.setItem("admin.language", e.target.value);
                void i18n.changeLanguage(e.target.value);
              }}
            >
              {locales.map((l) => (
                <option key={l} value={l}>
                  {t(`ui:language.${l}`)}
                </option>
              ))}
            </select>
          </label>
        </header>
        <h1>{t("welcome")}</h1>
        <p>{t("placeholder")}</p>
      </main>
    </div>
  );
}
