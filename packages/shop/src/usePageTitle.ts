import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * The tab title ("Cart | Label Print Shop") and the meta description of the page in the
 * shopper's language; `null` while the page's data load (the brand alone meanwhile).
 */
export function usePageTitle(title: string | null | undefined, description?: string | null) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const brand = t("brand");
    document.title = title ? `${title} | ${brand}` : `${brand} – ${t("meta.tagline")}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description?.trim() ? description.trim().slice(0, 160) : t("meta.description");
  }, [title, description, t, i18n.language]);
}
