import { useParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { NotFoundPage } from "../../pages/NotFoundPage";
import "./pages.css";
import { usePageTitle } from "../../usePageTitle";

/** `{locale}/page/{slug}`: a CMS page from the database; its HTML was sanitised by the server. */
export default function CmsPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const valid = /^[a-z0-9-]{1,200}$/.test(slug);
  const page = trpc.shop.content.page.useQuery(
    { slug, locale },
    {
      enabled: valid,
      retry: (n, e) => e.data?.code !== "page.not_found" && n < 1,
      meta: { quietCodes: ["page.not_found"] },
    },
  );
  usePageTitle(page.data?.seoTitle || page.data?.title || null, page.data?.seoDescription);
  if (!valid || page.error?.data?.code === "page.not_found") return <NotFoundPage />;
  if (page.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (page.isError)
    return (
      <div className="error-panel" role="alert">
        <p>{messageOf(page.error, t)}</p>
        <button type="button" onClick={() => void page.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  return (
    <article className="cms-page" data-testid="cms-page">
      <h1>{page.data.title}</h1>
      {/* Sanitised on the server by an allow-list (core/content/sanitize.ts). */}
      <div className="cms-body" dangerouslySetInnerHTML={{ __html: page.data.html }} />
    </article>
  );
}
