import { defaultLocale, isLocale, locales, type Locale } from "@printshop/core/i18n/locale";

export { locales, defaultLocale, isLocale, type Locale };

/** pl has no prefix; en and de live under /en and /de. */
export function localeFromPath(pathname: string, base = ""): Locale {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const first = rest.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The path without its locale prefix ("/en/cart" → "/cart"). */
export function stripLocale(pathname: string): string {
  const first = pathname.split("/")[1];
  if (isLocale(first) && first !== defaultLocale) return pathname.slice(first.length + 1) || "/";
  return pathname || "/";
}

/** A path for a locale ("/cart", "en" → "/en/cart"). */
export function localizePath(path: string, locale: Locale): string {
  const clean = stripLocale(path.startsWith("/") ? path : `/${path}`);
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
