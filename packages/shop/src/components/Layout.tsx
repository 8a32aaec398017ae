import { useEffect, useState } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { A11yControls, LanguageSwitch, useTranslation } from "@printshop/ui";
import { CartWidget } from "../features/cart/CartWidget";
import { AccountLink } from "../features/account/AccountLink";
import { useLocale } from "../useLocale";
import { Footer } from "./Footer";
import { SiteNav } from "./SiteNav";
import { LANGUAGE_SWITCH } from "../features/product/keep";
import { usePathIn } from "../features/product/slugs";

export function Layout() {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathFor = usePathIn();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t("layout.skip")}
      </a>
      <header className="site-header">
        <Link to={to("/")} className="brand">
          {t("brand")}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {t("layout.menu")}
        </button>
        <div className="header-tools" id="site-menu" data-open={menuOpen}>
          <SiteNav />
          <LanguageSwitch
            current={locale}
            pathname={pathname}
            navigate={(path) => void navigate(path, { state: LANGUAGE_SWITCH })}
            pathFor={pathFor}
          />
          <A11yControls />
        </div>
        <AccountLink />
        <CartWidget />
      </header>
      <main id="main" className="content">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
