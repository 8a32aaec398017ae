import { useTranslation } from "@printshop/ui";
import { Link } from "react-router";
import { useLocale } from "../../useLocale";
import { usePageTitle } from "../../usePageTitle";
import { ProductPicture, pictureKindOf } from "../../components/ProductPicture";
import { Breadcrumbs } from "./Breadcrumbs";

interface Card {
  id: number;
  slug: string;
  title: string;
  kind: string;
  categoryId: number;
}

/** `{locale}/{category slug}`: the category's products, with breadcrumbs back home. */
export default function CategoryPage({
  category,
  products,
}: {
  category: { id: number; slug: string; title: string };
  products: Card[];
}) {
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
