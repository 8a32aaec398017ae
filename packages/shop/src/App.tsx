import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { ApiProvider, localeFromPath, ToastProvider } from "@printshop/ui";
import { api } from "./api";
import { Layout } from "./components/Layout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { i18n } from "./i18n";
import { featureRoutes } from "./routes";

/** The shop's data layer (api.ts): every failed call the page does not handle itself ends in a visible toast. */
function Providers({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ApiProvider api={api}>{children}</ApiProvider>
  );
}

const prefixes = ["", "/en", "/de"];

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <BrowserRouter>
          <Providers>
            <Routes>
              <Route element={<Layout />}>
                {prefixes.map((prefix) => (
                  <Route key={prefix || "pl"} path={`${prefix}/`} element={<HomePage />} />
                ))}
                {prefixes.flatMap((prefix) =>
                  featureRoutes.map((r) => <Route key={`${prefix}${r.path}`} path={`${prefix}${r.path}`} element={r.element} />),
                )}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </Providers>
        </BrowserRouter>
      </ToastProvider>
    </I18nextProvider>
  );
}
