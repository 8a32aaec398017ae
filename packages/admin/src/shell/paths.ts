import { useCallback } from "react";
import { useLocation } from "react-router";
import { localeFromPath, localizePath, type Locale } from "@printshop/ui";

/** The admin's language comes from its URL like the shop's: /admin (pl), /admin/en, /admin/de. */
export const ADMIN_BASE = "/admin";

export const localeOfPath = (pathname: string): Locale => localeFromPath(pathname, ADMIN_BASE);

/** The same admin page in another language. */
export function adminPathFor(pathname: string, locale: Locale): string {
  const rest = pathname.startsWith(ADMIN_BASE) ? pathname.slice(ADMIN_BASE.length) || "/" : "/";
  const localized = localizePath(rest, locale);
  return `${ADMIN_BASE}${localized === "/" ? "/" : localized}`;
}

/** The URL prefix of a language: /admin, /admin/en, /admin/de. */
export const adminBase = (locale: Locale) => `${ADMIN_BASE}${locale === "pl" ? "" : `/${locale}`}`;

/** Links inside the admin in the current language: `href("/users/42")` → `/admin/en/users/42`. */
export function useAdminHref() {
  const { pathname } = useLocation();
  const base = adminBase(localeOfPath(pathname));
  return useCallback((path: string) => `${base}${path === "/" ? "" : path}` || ADMIN_BASE, [base]);
}
