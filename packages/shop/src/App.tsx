import { useEffect, type ReactNode } from "react";
import { BrowserRouter, Route, Routes, StaticRouter, useLocation } from "react-router";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@printshop/functions";
import {
  ApiProvider,
  localeFromPath,
  ToastProvider,
  type Api,
  I18nProvider,
  type I18n,
} from "@printshop/ui";
import { Layout } from "./components/Layout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { featureRoutes } from "./routes";
import { RenderContext, type RenderInfo } from "./render-context";

/** The shop's data layer (api.ts): every failed call the page does not handle itself ends in a visible toast. */
function Providers({ api, i18n, children }: { api: ShopApi; i18n: I18n; children: ReactNode }) {
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale, i18n]);
  return <ApiProvider api={api}>{children}</ApiProvider>;
}

/**
 * The pages under one language's prefix ("", "/en" or "/de"), matched relative to it: the feature
 * routes are declared once, so React Router flattens, ranks and tries about 30 routes on each
 * render of the routes instead of three times as many (a tenth of the product pages' blocking
 * time while they hydrate at a phone's speed: issue 26, item 3). No key per language: a language
 * switch keeps the page mounted (the home page's category filter, a calculator's choices), as
 * when each prefix had routes of its own and React saw the same page in the same place.
 */
function LanguageRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      {featureRoutes.map((r) => (
        <Route key={r.path} path={r.path.slice(1)} element={r.element} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export type ShopApi = Api<TRPCClient<AppRouter>>;

export interface AppProps {
  api: ShopApi;
  i18n: I18n;
  /** The server's address to render (SSR: a static router); the browser's history otherwise. */
  location?: string;
  render?: RenderInfo;
}

export function App({ api, i18n, location, render = { at: null } }: AppProps) {
  const routes = (
    <Providers api={api} i18n={i18n}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="en/*" element={<LanguageRoutes />} />
          <Route path="de/*" element={<LanguageRoutes />} />
          <Route path="*" element={<LanguageRoutes />} />
        </Route>
      </Routes>
    </Providers>
  );
  return (
    <RenderContext.Provider value={render}>
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          {location === undefined ? (
            <BrowserRouter>{routes}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{routes}</StaticRouter>
          )}
        </ToastProvider>
      </I18nProvider>
    </RenderContext.Provider>
  );
}
