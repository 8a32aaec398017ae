import { useEffect, useRef } from "react";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { ApiProvider, localeFromPath, ToastProvider, type Locale } from "@printshop/ui";
import { trpc } from "./trpc";
import { Layout } from "./components/Layout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { i18n } from "./i18n";
import { featureRoutes } from "./routes";

/** The shop's data layer: every failed call the page does not handle itself ends in a visible toast. */
function Providers({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const localeRef = useRef<Locale>(locale);
  localeRef.current = locale;
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ApiProvider trpc={trpc} getLocale={() => localeRef.current} queries={{ retry: 1, staleTime: 30_000 }}>
      {children}
    </ApiProvider>
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
