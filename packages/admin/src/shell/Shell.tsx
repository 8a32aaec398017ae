import { lazy, Suspense, useEffect, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { locales, type Locale, useTranslation } from "@printshop/ui";
import { trpc } from "../trpc";
import { featuresFor } from "../features";
import { adminPathFor, useAdminHref } from "./paths";
import { ScrollToTop } from "./ScrollToTop";
import { HeaderSearch } from "../features/production/HeaderSearch";

export interface Me {
  userId: string;
  email: string;
  role: string;
  permissions: string[];
}

/**
 * The frame of every screen: the sidebar of the sections this person may open (collapsed into a
 * menu button below 768 px), the header with the person, the language and sign-out, the screen.
 */
export function Shell({ me, onSignedOut }: { me: Me; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const href = useAdminHref();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const signOut = trpc.shop.account.signOut.useMutation({ onSuccess: onSignedOut });
  const sections = featuresFor(me.permissions);
  return (
    <div className={`admin${menuOpen ? " menu-open" : ""}`}>
      <aside className="sidebar" id="admin-sidebar">
        <NavLink to={href("/")} end className="brand">
          {t("title")}
        </NavLink>
        <nav aria-label={t("nav")}>
          <ul>
            {sections.map((f) => (
              <li key={f.id}>
                <NavLink to={href(`/${f.path}`)}>{t(f.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main">
        <header className="topbar">
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {t("shell.menu")}
          </button>
          <HeaderSearch />
          <span data-testid="admin-user" className="person">
            {t("signIn.signedInAs", { email: me.email })}{" "}
            <small>({t(`role.${me.role}`, { defaultValue: me.role })})</small>
          </span>
          <NavLink to={href("/second-factor")}>{t("profile.link")}</NavLink>
          <LanguageSelect />
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {t("signIn.signOut")}
          </button>
        </header>
        <main>
          <Outlet />
        </main>
      </div>
      <ScrollToTop />
    </div>
  );
}

function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <label>
      {t("ui:language.label")}{" "}
      <select
        value={i18n.language}
        onChange={(e) =>
          navigate(adminPathFor(location.pathname, e.target.value as Locale) + location.search)
        }
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {t(`ui:language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The start screen. */
/** The dashboard, with its charting library, loads only when the home screen shows it. */
const DashboardPage = lazy(() => import("../features/dashboard/DashboardPage"));

/** Home: the dashboard for whoever may see orders (administrators, the orders role); else a welcome. */
export function Home() {
  const { t } = useTranslation();
  const me = trpc.useUtils().admin.me.getData() as { permissions?: readonly string[] } | undefined;
  const permissions = me?.permissions ?? [];
  if (permissions.includes("administrator") || permissions.includes("orders"))
    return (
      <Suspense fallback={<p role="status">{t("ui:loading")}</p>}>
        <DashboardPage />
      </Suspense>
    );
  return (
    <>
      <h1>{t("welcome")}</h1>
      <p>{t("placeholder")}</p>
    </>
  );
}

/** A deep link to a section this person may not open, or to no section at all. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="form-error">
      {t("shell.noAccess")}
    </p>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("shell.notFound")}</h1>
    </>
  );
}
