import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { NotFoundPage } from "../../pages/NotFoundPage";
import { Breadcrumbs } from "./Breadcrumbs";
import { ProductPicture, pictureKindOf } from "../../components/ProductPicture";
import { kindPages, productQueryOptions, SLUG } from "./routes";
import "./texts";

const LabelCalculatorPage = lazy(kindPages.label);
const TableProduct = lazy(() => kindPages.table().then((m) => ({ default: m.TableProduct })));
const CalculatorProduct = lazy(() =>
  kindPages.calculator().then((m) => ({ default: m.CalculatorProduct })),
);
const CategoryPage = lazy(() => import("./CategoryPage"));

/**
 * `{locale}/{slug}`: slugs of the shop's active products are product pages, then category slugs
 * are category pages; anything else is the not-found page. The product is asked for at once, in
 * the same round trip as the home data (ProductRoute starts both), not after the home data says
 * the slug is a product. Product pages carry breadcrumbs (home › category › product).
 */
export default function ProductPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const home = trpc.shop.catalogue.home.useQuery({ locale });
  const known = home.data?.products.some((p) => p.slug === slug) ?? false;
  const product = trpc.shop.catalogue.product.useQuery(
    { slug, locale },
    productQueryOptions(SLUG.test(slug) && (home.isPending || known)),
  );
  const notFound = product.error?.data?.code === "product.not_found";

  if (
    !product.data &&
    (home.isPending || (known && product.isPending) || (product.isFetching && !notFound))
  )
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  const failed = product.data
    ? null
    : home.isError
      ? home
      : product.isError && !notFound
        ? product
        : null;
  if (failed)
    return (
      <div className="error-panel" role="alert">
        <p>{messageOf(failed.error, t)}</p>
        <button type="button" onClick={() => void failed.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  const category = home.data?.categories.find((c) => c.slug === slug);
  if (!product.data && category && home.data)
    return (
      <Suspense
        fallback={
          <p className="loading" role="status">
            {t("ui:loading")}
          </p>
        }
      >
        <CategoryPage category={category} products={home.data.products} />
      </Suspense>
    );
  if (!product.data) return <NotFoundPage />;
  const p = product.data;
  const card = home.data?.products.find((x) => x.slug === slug);
  const inCategory = home.data?.categories.find((c) => c.id === card?.categoryId);
  const crumbs = (
    <>
      <Breadcrumbs
        items={[
          ...(inCategory && inCategory.slug !== slug
            ? [{ title: inCategory.title, path: `/${inCategory.slug}` }]
            : []),
          { title: p.title },
        ]}
      />
      <ProductPicture kind={pictureKindOf(p)} className="product-hero-picture" />
    </>
  );
  const page =
    p.kind === "calculator" && "calculator" in p ? (
      <CalculatorProduct key={p.id} product={p} />
    ) : p.kind === "table" && "attributes" in p ? (
      <TableProduct key={p.id} product={p} />
    ) : p.kind === "label" && "labelPricing" in p ? (
      <LabelCalculatorPage key={p.id} product={p} />
    ) : null;
  if (page)
    return (
      <>
        {crumbs}
        <Suspense
          fallback={
            <p className="loading" role="status">
              {t("ui:loading")}
            </p>
          }
        >
          {page}
        </Suspense>
      </>
    );
  return (
    <section>
      <h1>{p.title}</h1>
      <p>{t("product:labelSoon")}</p>
    </section>
  );
}
