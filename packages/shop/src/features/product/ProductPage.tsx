import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { NotFoundPage } from "../../pages/NotFoundPage";
import { CalculatorProduct } from "./CalculatorProduct";
import { TableProduct } from "./TableProduct";

const LabelCalculatorPage = lazy(() => import("../labels/LabelCalculatorPage"));

/**
 * `{locale}/{slug}`: only slugs of the shop's active products are product pages (the home
 * query, usually cached already, says which); anything else is the not-found page.
 */
export default function ProductPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const home = trpc.shop.catalogue.home.useQuery({ locale });
  const known = home.data?.products.some((p) => p.slug === slug) ?? false;
  const product = trpc.shop.catalogue.product.useQuery({ slug, locale }, { enabled: known });

  if (home.isPending || (known && product.isPending)) return <p className="loading" role="status">{t("ui:loading")}</p>;
  const failed = home.isError ? home : product.isError ? product : null;
  if (failed)
    return (
      <div className="error-panel" role="alert">
        <p>{messageOf(failed.error, t)}</p>
        <button type="button" onClick={() => void failed.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  if (!known || !product.data) return <NotFoundPage />;
  const p = product.data;
  if (p.kind === "calculator" && "calculator" in p) return <CalculatorProduct key={p.id} product={p} />;
  if (p.kind === "table" && "attributes" in p) return <TableProduct key={p.id} product={p} />;
  if (p.kind === "label" && "labelPricing" in p)
    return (
      <Suspense fallback={<p className="loading" role="status">{t("ui:loading")}</p>}>
        <LabelCalculatorPage key={p.id} product={p} />
      </Suspense>
    );
  return (
    <section>
      <h1>{p.title}</h1>
      <p>{t("product:labelSoon")}</p>
    </section>
  );
}
