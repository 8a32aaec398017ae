import { useCallback } from "react";
import { useLocation } from "react-router";
import { localizePath, type Locale } from "@printshop/ui";
import { slugRedirect } from "@printshop/core/slug/redirect";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";

/**
 * Product and category addresses per language (issue 28), from the home data every page has
 * (`shop.catalogue.home`: each product's and category's `slugs`). One rule with the server's
 * redirect (core's slug/redirect.ts): the path of a page in another language is the same path
 * under that language's prefix, moved to the page's own slug there.
 */

/** The current page's path in `locale` (the language switcher's links). */
export function usePathIn(): (locale: Locale) => string {
  const { pathname } = useLocation();
  const { locale: current } = useLocale();
  const home = trpc.shop.catalogue.home.useQuery({ locale: current }).data;
  return useCallback(
    (locale: Locale) => {
      const path = localizePath(pathname, locale);
      return (home && slugRedirect(path, "", home)) || path;
    },
    [pathname, home],
  );
}

/**
 * Where the current address should be (the page's own slug in its language), or null: an old
 * address (`/en/wizytowki`), or any language's slug under another language, reached by a
 * client-side navigation or served as the shell where no server redirected it.
 */
export function useSlugRedirect(): string | null {
  const { pathname, search } = useLocation();
  const { locale } = useLocale();
  const home = trpc.shop.catalogue.home.useQuery({ locale }).data;
  return home ? slugRedirect(pathname, search, home) : null;
}
