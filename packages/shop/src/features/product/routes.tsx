import { lazy, useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { Lazy } from "./Lazy";
import { useSlugRedirect } from "./slugs";

/** ProductPage's chunk (also started before the first render on a product address: firstCalls.ts). */
export const loadProductPage = () => import("./ProductPage");
const ProductPage = lazy(loadProductPage);
/** Each kind's page is a chunk of its own, so a route loads only its kind's code. */
export const kindPages = {
  label: () => import("../labels/LabelCalculatorPage"),
  table: () => import("./TableProduct"),
  calculator: () => import("./CalculatorProduct"),
};
export const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * Starts the product page's data with the layout's first calls, in the same batch as
 * `catalogue.home` (one round trip), while the page's chunk loads: the product by slug (a
 * category's slug answers `product.not_found`, quietly; ProductPage then shows the category) and
 * the currencies its prices are shown in. The product kind's chunk starts as soon as the kind is known.
 */
function ProductRoute() {
  const { slug = "" } = useParams();
  const { locale } = useLocale();
  const utils = trpc.useUtils();
  const home = utils.shop.catalogue.home.getData({ locale });
  const moved = useSlugRedirect();
  const { state } = useLocation() as { state: unknown };
  const navigate = useNavigate();
  const maybe = !moved && SLUG.test(slug) && (!home || home.products.some((p) => p.slug === slug));
  const product = trpc.shop.catalogue.product.useQuery(
    { slug, locale },
    productQueryOptions(maybe),
  );
  trpc.shop.currency.list.useQuery(undefined, { staleTime: 300_000, enabled: maybe });
  // The kind's chunk loads beside ProductPage's as soon as the product says which kind it is.
  const kind = product.data?.kind;
  useEffect(() => {
    if (kind && kind in kindPages) void kindPages[kind]();
  }, [kind]);
  // An old address (`/en/wizytowki`): to the page's own, in place of this history entry, the
  // navigation's state kept (an offer's or a saved configuration's restore).
  useEffect(() => {
    if (moved) void navigate(moved, { replace: true, state });
  }, [moved, navigate, state]);
  if (moved) return null;
  return <Lazy page={ProductPage} />;
}

/** The same options wherever the product query is used (one cache entry, one request). */
export const productQueryOptions = (enabled: boolean) => ({
  enabled,
  retry: (n: number, e: { data?: { code?: string } | null }) =>
    e.data?.code !== "product.not_found" && n < 1,
  meta: { quietCodes: ["product.not_found"] },
});

/**
 * `{locale}/{slug}`: React Router ranks static paths above this one, so it never shadows
 * another route; unknown slugs get the not-found page from ProductPage itself.
 */
export const productRoutes = [{ path: "/:slug", element: <ProductRoute /> }];
