import { useEffect, useMemo, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createI18n, isLocale, localeFromPath, localizePath, locales, messageOf, ToastProvider, useToast, type Locale } from "@printshop/ui";
import { createTrpcClient, trpc } from "./trpc";
import { NotAdmin, SignIn } from "./SignIn";
import pl from "./locales/pl/app.json";
import en from "./locales/en/app.json";
import de from "./locales/de/app.json";

/** The admin's language comes from its URL like the shop's: /admin (pl), /admin/en, /admin/de. */
const ADMIN_BASE = "/admin";
const localeOfLocation = (): Locale => localeFromPath(window.location.pathname, ADMIN_BASE);

/** The same admin page in another language. */
export function adminPathFor(pathname: string, locale: Locale): string {
  const rest = pathname.startsWith(ADMIN_BASE) ? pathname.slice(ADMIN_BASE.length) || "/" : "/";
  const localized = localizePath(rest, locale);
  return `${ADMIN_BASE}${localized === "/" ? "/" : localized}`;
}

/**
 * The admin shell, behind the door: until `admin.me` (the admin guard) answers, only the sign-in
 * screen shows. Its screens (catalogue, prices, calculators, content, settings, orders, users)
 * arrive with their issues.
 */
export function App({ initialLanguage }: { initialLanguage?: string }) {
  const fromPath = localeOfLocation();
  const start: Locale = fromPath !== "pl" ? fromPath : isLocale(initialLanguage) ? initialLanguage : "pl";
  const [i18n] = useState(() => createI18n({ pl: { app: pl }, en: { app: en }, de: { app: de } }, start));
  useEffect(() => {
    const follow = () => void i18n.changeLanguage(localeOfLocation());
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [i18n]);
  useEffect(() => {
    const sync = (lng: string) => (document.documentElement.lang = lng);
    sync(i18n.language);
    i18n.on("languageChanged", sync);
    return () => i18n.off("languageChanged", sync);
  }, [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <Api>
          <Door />
        </Api>
      </ToastProvider>
    </I18nextProvider>
  );
}

function Api({ children }: { children: React.ReactNode }) {
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (error, query) => {
            if (!query.meta?.silent) toast.error(messageOf(error, t));
          },
        }),
        mutationCache: new MutationCache({
          onError: (error, _v, _c, mutation) => {
            if (!mutation.options.onError) toast.error(messageOf(error, t));
          },
        }),
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  const trpcClient = useMemo(() => createTrpcClient(() => i18n.language), [i18n]);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

const httpStatus = (error: unknown) => (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;

function Door() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  // 401 and 403 are answers here, not failures to toast.
  const me = trpc.admin.me.useQuery(undefined, { meta: { silent: true } });
  const refresh = () => void utils.invalidate();
  if (me.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (me.isError) {
    const status = httpStatus(me.error);
    if (status === 401) return <SignIn onSignedIn={refresh} />;
    if (status === 403) return <NotAdmin onSignedOut={refresh} />;
    return (
      <div role="alert">
        <p>{messageOf(me.error, t)}</p>
        <button type="button" onClick={() => void me.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  }
  return <Shell email={me.data.email} onSignedOut={refresh} />;
}

function Shell({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const signOut = trpc.shop.account.signOut.useMutation({ onSuccess: onSignedOut });
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
          <span data-testid="admin-user">{t("signIn.signedInAs", { email })}</span>
          <label>
            {t("ui:language.label")}{" "}
            <select
              value={i18n.language}
              onChange={(e) => {
                const locale = e.target.value as Locale;
                window.history.pushState(null, "", adminPathFor(window.location.pathname, locale));
                void i18n.changeLanguage(locale);
              }}
            >
              {locales.map((l) => (
                <option key={l} value={l}>
                  {t(`ui:language.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t("signIn.signOut")}
          </button>
        </header>
        <h1>{t("welcome")}</h1>
        <p>{t("placeholder")}</p>
      </main>
    </div>
  );
}
