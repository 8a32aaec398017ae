import { matchRoutes } from "react-router";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { localeFromPath, stripLocale, type Api } from "@printshop/ui";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@printshop/functions";
import { featureRoutes } from "./routes";
import { kindPages, loadProductPage, productQueryOptions, SLUG } from "./features/product/routes";

/**
 * Starts the first page's calls and chunks at once, before React's first render (which at a
 * phone's speed takes a few hundred milliseconds): the layout's calls (home data, account, cart,
 * company) and, on a product address, the product and the currencies, all in one batch (one round
 * trip), the product page's chunk beside them and the product kind's chunk as soon as the product
 * says which kind it is. The components ask for the same queries (same inputs, same options), so
 * they find these under way or done and send nothing more.
 */
export function startFirstCalls(api: Api<TRPCClient<AppRouter>>, pathname: string) {
  const utils = createTRPCQueryUtils<AppRouter>({ queryClient: api.queryClient, client: api.client });
  const locale = localeFromPath(pathname);
  void utils.shop.catalogue.home.prefetch({ locale });
  void utils.shop.account.me.prefetch(undefined);
  void utils.shop.cart.get.prefetch({ locale });
  void utils.shop.content.company.prefetch(undefined);
  const slug = productSlugOf(pathname);
  if (slug === null) return;
  void loadProductPage();
  const input = { slug, locale };
  const options = productQueryOptions(true);
  void utils.shop.catalogue.product.prefetch(input, { retry: options.retry, meta: options.meta }).then(() => {
    const kind = utils.shop.catalogue.product.getData(input)?.kind;
    if (kind && kind in kindPages) void kindPages[kind as keyof typeof kindPages]();
  });
  void utils.shop.currency.list.prefetch(undefined);
}

/** The slug when the address is a product's (`{locale}/{slug}`, no other route of the shop's), else null. */
export function productSlugOf(pathname: string): string | null {
  const match = matchRoutes(
    featureRoutes.map((r) => ({ path: r.path })),
    stripLocale(pathname),
  );
  const route = match?.[match.length - 1];
  if (route?.route.path !== "/:slug") return null;
  const slug = route.params.slug ?? "";
  return SLUG.test(slug) ? slug : null;
}
