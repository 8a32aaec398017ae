import { useLocation } from "react-router";
import { localeFromPath, localizePath, type Locale } from "@printshop/ui";

export function useLocale(): { locale: Locale; to: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return { locale, to: (path: string) => localizePath(path, locale) };
}
