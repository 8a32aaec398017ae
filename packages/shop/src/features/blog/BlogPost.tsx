import { Link, useParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { NotFoundPage } from "../../pages/NotFoundPage";
import { formatDate } from "@printshop/core/format";
import { usePageTitle } from "../../usePageTitle";
import "../pages/pages.css";
import "./blog.css";

/** `{locale}/blog/{slug}`: one published post; its HTML was sanitised by the server. */
export default function BlogPost() {
  const { slug = "" } = useParams();
  const { t } = useTranslation("content");
  const { locale, to } = useLocale();
  const valid = /^[a-z0-9-]{1,200}$/.test(slug);
  const post = trpc.shop.content.post.useQuery(
    { slug, locale },
    {
      enabled: valid,
      retry: (n, e) => e.data?.code !== "post.not_found" && n < 1,
      meta: { quietCodes: ["post.not_found"] },
    },
  );
  usePageTitle(post.data?.seoTitle || post.data?.title || null, post.data?.seoDescription);
  if (!valid || post.error?.data?.code === "post.not_found") return <NotFoundPage />;
  if (post.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (post.isError)
    return (
      <div className="error-panel" role="alert">
        <p>{messageOf(post.error, t)}</p>
        <button type="button" onClick={() => void post.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  const { title, html, publishedAt } = post.data;
  return (
    <article className="cms-page blog-post" data-testid="blog-post">
      <p>
        <Link to={to("/blog")}>← {t("blog.back")}</Link>
      </p>
      <h1>{title}</h1>
      {publishedAt ? (
        <p className="blog-date">
          <time dateTime={new Date(publishedAt).toISOString()}>
            {t("blog.published", { date: formatDate(publishedAt, locale) })}
          </time>
        </p>
      ) : null}
      {/* Sanitised on save and again on the server before sending (core/content/sanitize.ts). */}
      <div className="cms-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
