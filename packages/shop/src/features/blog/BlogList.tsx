import { Link, useSearchParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { formatDate } from "@printshop/core/format";
import { usePageTitle } from "../../usePageTitle";
import "./blog.css";

const PAGE_SIZE = 10;

/** `{locale}/blog`: published posts, newest first, 10 a page (`?page=2`). */
export default function BlogList() {
  const { t } = useTranslation("content");
  const { locale, to } = useLocale();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const posts = trpc.shop.content.posts.useQuery({ locale, page, pageSize: PAGE_SIZE });
  usePageTitle(t("blog.title"), t("blog.description"));

  let body;
  if (posts.isPending)
    body = (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  else if (posts.isError)
    body = (
      <div className="error-panel" role="alert">
        <p>{messageOf(posts.error, t)}</p>
        <button type="button" onClick={() => void posts.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  else {
    const pages = Math.max(1, Math.ceil(posts.data.total / PAGE_SIZE));
    body = (
      <>
        {posts.data.items.length === 0 ? <p>{t("blog.empty")}</p> : null}
        <ul className="blog-list" data-testid="blog-list">
          {posts.data.items.map((p) => (
            <li key={p.slug} className="blog-card">
              <h2>
                <Link to={to(`/blog/${p.slug}`)}>{p.title}</Link>
              </h2>
              <p className="blog-date">
                <time dateTime={new Date(p.publishedAt).toISOString()}>
                  {formatDate(p.publishedAt, locale)}
                </time>
              </p>
              {p.excerpt ? <p className="blog-excerpt">{p.excerpt}</p> : null}
              <Link
                className="blog-more"
                to={to(`/blog/${p.slug}`)}
                aria-label={`${t("blog.readMore")}: ${p.title}`}
              >
                {t("blog.readMore")}
              </Link>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="blog-pager" aria-label={t("blog.pages")}>
            {page > 1 ? (
              <Link to={to(page === 2 ? "/blog" : `/blog?page=${page - 1}`)}>
                {t("blog.newer")}
              </Link>
            ) : (
              <span />
            )}
            <span>{t("blog.page", { n: page, total: pages })}</span>
            {page < pages ? (
              <Link to={to(`/blog?page=${page + 1}`)}>{t("blog.older")}</Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <section className="blog">
      <h1>{t("blog.title")}</h1>
      {body}
    </section>
  );
}
