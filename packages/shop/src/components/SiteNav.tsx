import { useTranslation } from "@printshop/ui";
import { useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { trpc } from "../trpc";
import { useLocale } from "../useLocale";
import { SEARCH_MAX, searchProducts } from "./search";

/** The header's navigation: the menu items the server returns (sub-items under their item), the categories, and a search over product titles. */
export function SiteNav() {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const home = trpc.shop.catalogue.home.useQuery({ locale });
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const listId = useId();
  const q = query.trim();
  const matches = useMemo(
    () => searchProducts(home.data?.products ?? [], home.data?.categories ?? [], q, locale),
    [home.data, q, locale],
  );
  const menu = home.data?.menu ?? [];
  const categories = home.data?.categories ?? [];
  return (
    <>
      <nav className="site-nav" aria-label={t("nav.label")} data-testid="site-nav">
        <ul>
          {menu
            .filter((m) => !m.parentId)
            .map((m) => {
              // One level of nesting: an item's sub-items (a sub-item of a hidden item is hidden too).
              const children = menu.filter((c) => c.parentId === m.id);
              // An item that opens a category stands for it (the category is not listed again).
              const category = categories.find((c) => m.link === `/${c.slug}`);
              return (
                <li key={`m${m.id}`} className={children.length ? "has-subnav" : undefined}>
                  <Link
                    to={to(m.link)}
                    data-testid={category ? `nav-category-${category.slugs.pl}` : undefined}
                  >
                    {m.title}
                  </Link>
                  {children.length ? (
                    <ul className="site-subnav" aria-label={m.title}>
                      {children.map((c) => (
                        <li key={`m${c.id}`}>
                          <Link to={to(c.link)}>{c.title}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          {categories
            .filter((c) => !menu.some((m) => m.link === `/${c.slug}`))
            .map((c) => (
              <li key={`c${c.id}`}>
                <Link to={to(`/${c.slug}`)} data-testid={`nav-category-${c.slugs.pl}`}>
                  {c.title}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <form
        className="site-search"
        role="search"
        onSubmit={(e) => {
          // Enter opens the first hit; with none, the list says so.
          e.preventDefault();
          const first = matches[0];
          if (!first) return;
          setQuery("");
          void navigate(to(`/${first.slug}`));
        }}
      >
        <label htmlFor={`${listId}-q`} className="visually-hidden">
          {t("nav.search")}
        </label>
        <input
          id={`${listId}-q`}
          type="search"
          placeholder={t("nav.search")}
          value={query}
          maxLength={SEARCH_MAX}
          enterKeyHint="search"
          onChange={(e) => setQuery(e.target.value)}
          data-testid="search"
          autoComplete="off"
        />
        {q ? (
          <ul className="search-results" data-testid="search-results" aria-live="polite">
            {matches.length ? (
              matches.map((p) => (
                <li key={p.id}>
                  <Link to={to(`/${p.slug}`)} onClick={() => setQuery("")}>
                    {p.title}
                  </Link>
                </li>
              ))
            ) : (
              <li className="hint">{t("nav.noResults")}</li>
            )}
          </ul>
        ) : null}
      </form>
    </>
  );
}
