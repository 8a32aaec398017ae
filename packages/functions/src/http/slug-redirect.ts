import { Catalogue, Slug } from "@printshop/core";

/**
 * The old addresses of product and category pages (issue 28): a navigation to `/en/wizytowki`
 * (the Polish slug under English, or any language's slug under the wrong language) is answered
 * `301` to the page's own address in that language (`/en/business-cards`), its query string kept.
 * The decision is core's pure `Slug.slugRedirect` over the catalogue `shop.catalogue.home`
 * answers (one Query, the one the page's own first call makes); this module only reads it. A
 * server that renders or serves navigations (the local server today; a Lambda rendering them
 * behind CloudFront) asks it first, in one line. Any failure (DynamoDB down) is "no redirect":
 * the page's own path then answers as it would have.
 */
export async function oldAddressTarget(
  pathname: string,
  search: string,
  catalogue: (locale: "pl" | "en" | "de") => Promise<Slug.SlugCatalogue> = (locale) =>
    Catalogue.home({ locale }),
): Promise<string | null> {
  const locale = localeFromPathname(pathname);
  if (!locale) return null;
  try {
    return Slug.slugRedirect(pathname, search.slice(0, 2000), await catalogue(locale));
  } catch {
    return null;
  }
}

/**
 * The language of an address that can be a product's or category's page (`/{slug}`,
 * `/en/{slug}`, `/de/{slug}`), or null for any other shape (`/`, `/en`, `/page/x`, a file): only
 * those cost a catalogue read.
 */
const SLUG_PAGE = /^\/(?:(en|de)\/)?[a-z0-9-]{1,200}$/;

function localeFromPathname(pathname: string): "pl" | "en" | "de" | null {
  if (pathname.length > 210) return null;
  const m = SLUG_PAGE.exec(pathname);
  if (!m || m[0] === "/en" || m[0] === "/de") return null;
  return (m[1] as "en" | "de" | undefined) ?? "pl";
}
