import { useEffect, useMemo, useRef, useState } from "react";
import { QueryCache, QueryClient, QueryClientProvider, MutationCache } from "@tanstack/react-query";
import { I18nextProvider } from "react-i18next";
import { BrowserRouter, Route, Routes, useLocation } from "react-router";
import { createI18n, localeFromPath, messageOf, ToastProvider, useToast, type Locale } from "@printshop/ui";
import { createTrpcClient, trpc } from "./trpc";
import { Layout } from "./components/Layout";
import { HomePage } from "./pages/HomePage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { shopResources } from "./locales/index";
import { featureRoutes } from "./routes";

const i18n = createI18n(shopResources, localeFromPath(window.location.pathname));

/** Every failed query or mutation the page does not handle itself ends in a visible toast. */
function Providers({ children }: { children: React.ReactNode }) {
  const toast = useToast();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const localeRef = useRef<Locale>(locale);
  localeRef.current = locale;
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (error, query) => {
            // A page that shows a failure itself (a CMS page that does not exist shows "not found")
            // lists its codes in meta.quietCodes; every other failure becomes a toast.
            const quiet = (query.meta?.quietCodes as string[] | undefined) ?? [];
            const code = (error as { data?: { code?: unknown } | null }).data?.code;
            if (typeof code === "string" && quiet.includes(code)) return;
            toast.error(messageOf(error, i18n.t));
          },
        }),
        mutationCache: new MutationCache({
          onError: (error, _v, _c, mutation) => {
            if (!mutation.options.onError) toast.error(messageOf(error, i18n.t));
          },
        }),
        defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
      }),
  );
  const trpcClient = useMemo(() => createTrpcClient(() => localeRef.current), []);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
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
