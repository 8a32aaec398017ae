import { useState } from "react";
import { useHydrated } from "../render-context";
import { Link } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../trpc";
import { useLocale } from "../useLocale";
import { BannerCarousel } from "../features/banners/BannerCarousel";
import { ProductPicture, pictureKindOf } from "../components/ProductPicture";
import { usePageTitle } from "../usePageTitle";

/** The home page: banners and the product grid, filterable by category. */
export function HomePage() {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const home = trpc.shop.catalogue.home.useQuery({ locale });
  usePageTitle(null);
  useHydrated();
  const [category, setCategory] = useState<number | null>(null);

  if (home.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (home.isError)
    return (
      <div className="error-panel" role="alert">
        <p>{messageOf(home.error, t)}</p>
        <button type="button" onClick={() => void home.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );

  const { categories, products, banners } = home.data;
  const shown = category === null ? products : products.filter((p) => p.categoryId === category);
  return (
    <>
      <BannerCarousel banners={banners} />
      <h1>{t("home.title")}</h1>
      <div className="category-filter" role="group" aria-label={t("home.filter")}>
        <button type="button" aria-pressed={category === null} onClick={() => setCategory(null)}>
          {t("home.all")}
        </button>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={category === c.id}
            onClick={() => setCategory(c.id)}
          >
            {c.title}
          </button>
        ))}
      </div>
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
    </>
  );
}
