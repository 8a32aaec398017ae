import { useEffect, useState, type ReactNode } from "react";
import { createBrowserRouter, Route, RouterProvider, Routes, useLocation } from "react-router";
import {
  ApiProvider,
  createI18n,
  isLocale,
  messageOf,
  ToastProvider,
  type Locale,
  I18nProvider,
  useTranslation,
} from "@printshop/ui";
import { FieldMessagesProvider, kitResources } from "@printshop/ui/admin";
import { LeaveGuardProvider } from "@printshop/ui/form";
import { hasMessage, translate } from "@printshop/core/messages";
import { trpc } from "./trpc";
import { preloads } from "./preload";
import { NotAdmin, SignIn } from "./SignIn";
import { SecondFactorStep } from "./security/SecondFactorStep";
import { EnrolmentDoor } from "./security/EnrolmentDoor";
import { ProfilePage } from "./security/ProfilePage";
import { Home, NoAccess, NotFound, Shell, type Me } from "./shell/Shell";
import { localeOfPath, adminBase } from "./shell/paths";
import { features } from "./features";
import type { Feature } from "./features/types";
import pl from "./locales/pl/app.json";
import en from "./locales/en/app.json";
import de from "./locales/de/app.json";
import ordersPl from "./features/orders/locales/pl.json";
import ordersEn from "./features/orders/locales/en.json";
import ordersDe from "./features/orders/locales/de.json";
import productsPl from "./features/products/locales/pl.json";
import productsEn from "./features/products/locales/en.json";
import productsDe from "./features/products/locales/de.json";
import customersPl from "./features/customers/locales/pl.json";
import customersEn from "./features/customers/locales/en.json";
import customersDe from "./features/customers/locales/de.json";
import dashboardPl from "./features/dashboard/locales/pl.json";
import dashboardEn from "./features/dashboard/locales/en.json";
import dashboardDe from "./features/dashboard/locales/de.json";
import productionPl from "./features/production/locales/pl.json";
import productionEn from "./features/production/locales/en.json";
import productionDe from "./features/production/locales/de.json";

export { adminPathFor } from "./shell/paths";

/**
 * The admin SPA at /admin (pl), /admin/en, /admin/de: until `admin.me` (the admin guard) answers,
 * only the sign-in screen shows; then the shell with the sections this person may open, a route
 * per screen (deep links, back/forward), never a full-page reload.
 */
export function App({ initialLanguage }: { initialLanguage?: string }) {
  const fromPath = localeOfPath(window.location.pathname);
  const start: Locale =
    fromPath !== "pl" ? fromPath : isLocale(initialLanguage) ? initialLanguage : "pl";
  const [i18n] = useState(() =>
    createI18n(
      {
        pl: {
          app: pl,
          orders: ordersPl,
          products: productsPl,
          customers: customersPl,
          dashboard: dashboardPl,
          production: productionPl,
          ...kitResources.pl,
        },
        en: {
          app: en,
          orders: ordersEn,
          products: productsEn,
          customers: customersEn,
          dashboard: dashboardEn,
          production: productionEn,
          ...kitResources.en,
        },
        de: {
          app: de,
          orders: ordersDe,
          products: productsDe,
          customers: customersDe,
          dashboard: dashboardDe,
          production: productionDe,
          ...kitResources.de,
        },
      },
      start,
    ),
  );
  // A field's problem in the server's own words: a general code (`required`) or a domain's
  // (`prices.percent_invalid`, named by a schema's refinement).
  const [fieldMessage] = useState(
    () => (code: string) =>
      translate(
        hasMessage(code) ? code : `field.${code}`,
        isLocale(i18n.language) ? i18n.language : "pl",
      ),
  );
  // A data router (one catch-all route around the screens' own <Routes>): only a data router lets
  // a form with unsaved changes ask before a link takes the person elsewhere (LeaveGuardProvider).
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: "*",
        element: (
          <LeaveGuardProvider>
            <FollowLanguage />
            <AdminRoutes />
          </LeaveGuardProvider>
        ),
      },
    ]),
  );
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <ApiProvider trpc={trpc} getLocale={() => i18n.language} links={[preloads.link()]}>
          <FieldMessagesProvider value={fieldMessage}>
            <RouterProvider router={router} />
          </FieldMessagesProvider>
        </ApiProvider>
      </ToastProvider>
    </I18nProvider>
  );
}

/** The language follows the URL (also on back/forward); <html lang> follows the language. */
function FollowLanguage() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return null;
}

const bases = (["pl", "en", "de"] as const).map(adminBase);

function AdminRoutes() {
  return (
    <Routes>
      {bases.map((base) => (
        <Route key={base} path={base} element={<Door />}>
          <Route index element={<Home />} />
          {/* Every staff member's own security (ENROLLMENT_PATH in core/second-factor). */}
          <Route path="second-factor" element={<ProfilePage />} />
          {features.flatMap((f) =>
            f.routes.map((r) => (
              <Route
                key={`${f.id}:${r.path}`}
                path={r.path}
                element={<Allowed feature={f}>{r.element}</Allowed>}
              />
            )),
          )}
          <Route path="*" element={<NotFound />} />
        </Route>
      ))}
    </Routes>
  );
}

const httpStatus = (error: unknown) =>
  (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
const codeOf = (error: unknown) => (error as { data?: { code?: unknown } } | null)?.data?.code;

/** Who is signed in decides what shows: sign-in, "no access", or the shell. */
function Door() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  // 401 and 403 are answers here, not failures to toast.
  const me = trpc.admin.me.useQuery(undefined, { meta: { silent: true } });
  const refresh = () => void utils.invalidate();
  if (me.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (me.isError) {
    const status = httpStatus(me.error);
    // Past the password, a staff session still owes its code, or the set-up of its factor.
    if (codeOf(me.error) === "auth.second_factor_required")
      return <SecondFactorStep onDone={refresh} onSignedOut={refresh} />;
    if (codeOf(me.error) === "auth.enrollment_required")
      return <EnrolmentDoor onDone={refresh} onSignedOut={refresh} />;
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
  return <Shell me={toMe(me.data)} onSignedOut={refresh} />;
}

const toMe = (data: {
  userId: string;
  email: string;
  role: string;
  permissions?: readonly string[];
}): Me => ({ ...data, permissions: [...(data.permissions ?? [])] });

/** A screen opens only for a person whose role has its section's permission (the server checks again). */
function Allowed({ feature, children }: { feature: Feature; children: ReactNode }) {
  const utils = trpc.useUtils();
  const me = utils.admin.me.getData();
  const permissions: readonly string[] =
    (me as { permissions?: readonly string[] } | undefined)?.permissions ?? [];
  if (!permissions.includes("administrator") && !permissions.includes(feature.permission))
    return <NoAccess />;
  return <>{children}</>;
}
