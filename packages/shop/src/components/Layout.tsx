import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "@printshop/ui";
import { useLocale } from "../useLocale";
import { AccountLink } from "../features/account/AccountLink";

export function Layout() {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t("layout.skip")}
      </a>
      <header className="site-header">
        <Link to={to("/")} className="brand">
          {t("brand")}
        </Link>
        <div className="header-tools">
          <LanguageSwitch current={locale} pathname={pathname} navigate={navigate} />
          <AccountLink />
          <Link to={to("/cart")} className="cart-link" data-testid="cart-link">
            {t("layout.cart")}
          </Link>
        </div>
      </header>
      <main id="main" className="content">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t("layout.footer", { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
