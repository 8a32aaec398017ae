import { useTranslation, type TFunction } from "@printshop/ui";
import { useContext, useEffect } from "react";
import { RenderContext } from "./render-context";

/** The tab title and meta description of a page (`null` title: the brand and tagline). */
export function pageHead(
  t: TFunction,
  title: string | null | undefined,
  description?: string | null,
) {
  const brand = t("brand");
  return {
    title: title ? `${title} | ${brand}` : `${brand} – ${t("meta.tagline")}`,
    description: description?.trim() ? description.trim().slice(0, 160) : t("meta.description"),
  };
}

/**
 * The tab title ("Cart | Label Print Shop") and the meta description of the page in the
 * shopper's language; `null` while the page's data load (the brand alone meanwhile). On the
 * server (SSR) the page's head is written where the renderer reads it, so the HTML carries it.
 */
export function usePageTitle(title: string | null | undefined, description?: string | null) {
  const { t, i18n } = useTranslation();
  const sink = useContext(RenderContext).head;
  if (sink) Object.assign(sink, pageHead(t, title, description));
  useEffect(() => {
    const head = pageHead(t, title, description);
    document.title = head.title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = head.description;
  }, [title, description, t, i18n.language]);
}
