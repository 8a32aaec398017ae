import { useTranslation } from "./i18n-react";
import { locales, localizePath, type Locale } from "./locale";

/**
 * Links to the same page in each language; the current one is marked. `pathFor` gives a page
 * whose address differs per language (a product's slug) its address in each; by default the
 * path is the same under another prefix.
 */
export function LanguageSwitch({
  current,
  pathname,
  navigate,
  pathFor,
}: {
  current: Locale;
  pathname: string;
  navigate: (to: string) => void;
  pathFor?: (locale: Locale) => string;
}) {
  const { t } = useTranslation("ui");
  return (
    <nav className="language-switch" aria-label={t("language.label")}>
      {locales.map((locale) => {
        const to = pathFor ? pathFor(locale) : localizePath(pathname, locale);
        return (
          <a
            key={locale}
            href={to}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? "true" : undefined}
            title={t(`language.${locale}`)}
            onClick={(event) => {
              event.preventDefault();
              navigate(to);
            }}
          >
            {locale.toUpperCase()}
          </a>
        );
      })}
    </nav>
  );
}
