import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../useLocale";
import { usePageTitle } from "../../usePageTitle";
import { ProductPicture, pictureKindOf } from "../../components/ProductPicture";

interface Card {
  id: number;
  slug: string;
  title: string;
  kind: string;
  categoryId: number;
}

/** `{locale}/{category slug}`: the category's products, with breadcrumbs back home. */
export function CategoryPage({ category, products }: { category: { id: number; slug: string; title: string }; products: Card[] }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  usePageTitle(category.title);
  const shown = products.filter((p) => p.categoryId === category.id);
  return (
    <section className="category-page" data-testid="category-page">
      <Breadcrumbs items={[{ title: category.title }]} />
      <h1>{category.title}</h1>
      <ul className="product-grid" data-testid="product-grid">
        {shown.map((p) => (
          <li key={p.id} className="product-card">
            <Link to={to(`/${p.slug}`)}>
              <ProductPicture kind={pictureKindOf(p)} />
              <span className="product-kind">{t(`home.kind.${p.kind}`)}</span>
              <span className="product-title">{p.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p>{t("home.empty")}</p> : null}
    </section>
  );
}

/** Home › … › here; every step but the last is a link. */
export function Breadcrumbs({ items }: { items: { title: string; path?: string }[] }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <nav className="breadcrumbs" aria-label={t("nav.breadcrumbs")} data-testid="breadcrumbs">
      <ol>
        <li>
          <Link to={to("/")}>{t("nav.home")}</Link>
        </li>
        {items.map((item, i) => (
          <li key={i} aria-current={i === items.length - 1 ? "page" : undefined}>
            {item.path && i < items.length - 1 ? <Link to={to(item.path)}>{item.title}</Link> : item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
