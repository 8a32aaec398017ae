/** The shop's address of a path in a language (`/x`, `/en/x`, `/de/x`: the shop's prefixes). */
export const shopHref = (path: string, locale: string) =>
  `${locale === "en" || locale === "de" ? `/${locale}` : ""}${path === "/" && locale !== "pl" ? "" : path}` ||
  "/";

/** "View in shop": the record's page in the shop, in the admin's language, in a new tab. */
export function ViewInShop({ path }: { path: string }) {
  const { t, i18n } = useTranslation("production");
  return (
    <p className="view-in-shop">
      <a
        href={shopHref(path, i18n.language)}
        target="_blank"
        rel="noopener"
        data-testid="view-in-shop"
      >
        {t("viewInShop")} ↗
      </a>
    </p>
  );
}
import { useTranslation } from "@printshop/ui";
