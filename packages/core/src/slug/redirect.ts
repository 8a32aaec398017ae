import { defaultLocale, isLocale, type Locale } from "../i18n/locale";
import type { Slugs } from "./schema";

/**
 * Where an old address of a product or category page goes (issue 28): `/en/wizytowki` (the Polish
 * slug under English, or any language's slug under the wrong language) → `/en/business-cards`,
 * the query string kept. Pure, browser-safe: the local server's navigations (301) and the SPA's
 * client-side navigations (history replace) ask the same question of the same catalogue, the one
 * `shop.catalogue.home` answers (every active product's and category's `slugs`).
 *
 * Products first, then categories, as the shop's router resolves `/{slug}`. Null when the
 * address is already right, is not a single-segment product or category address, or names
 * nothing (the not-found page stays).
 */
export interface SlugCatalogue {
  products: ReadonlyArray<{ slugs: Slugs }>;
  categories: ReadonlyArray<{ slugs: Slugs }>;
}

const SEGMENT = /^[a-z0-9-]{1,200}$/;

export function slugRedirect(
  pathname: string,
  search: string,
  catalogue: SlugCatalogue,
): string | null {
  if (pathname.length > 300) return null;
  const parts = pathname.split("/");
  // "/{slug}" (Polish) or "/{en|de}/{slug}"; a trailing slash or more segments are other routes.
  let locale: Locale = defaultLocale;
  let slug: string;
  if (parts.length === 2) slug = parts[1]!;
  else if (parts.length === 3 && isLocale(parts[1]) && parts[1] !== defaultLocale) {
    locale = parts[1];
    slug = parts[2]!;
  } else return null;
  if (!SEGMENT.test(slug)) return null;
  // Already the page's own address in this language: nothing to do.
  const own = (r: { slugs: Slugs }) => r.slugs[locale] === slug;
  if (catalogue.products.some(own) || catalogue.categories.some(own)) return null;
  const any = (r: { slugs: Slugs }) => Object.values(r.slugs).includes(slug);
  const owner = catalogue.products.find(any) ?? catalogue.categories.find(any);
  if (!owner) return null;
  const target = owner.slugs[locale];
  if (target === slug) return null;
  const path = locale === defaultLocale ? `/${target}` : `/${locale}/${target}`;
  return path + (search.startsWith("?") && search.length > 1 ? search : "");
}
