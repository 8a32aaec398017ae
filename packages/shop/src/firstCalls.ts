import { matchRoutes } from "react-router";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { localeFromPath, stripLocale, type Api } from "@printshop/ui";
import type { TRPCClient } from "@trpc/client";
import type { AppRouter } from "@printshop/functions";
import { featureRoutes } from "./routes";
import { kindPages, loadProductPage, productQueryOptions, SLUG } from "./features/product/routes";

export interface FirstCallsOptions {
  /**
   * Whether to ask for the visitor's account (`shop.account.me`). The server renderer does not
   * (the header's account link renders as "not known yet"), and neither does a hydrating browser,
   * whose first render must match that HTML: the link asks for it once it has hydrated. The cart
   * is always asked for: the product pages show prices in its currency (a German visitor's cart
   * is in euros), so the server renders them from the visitor's own cart, as the browser will.
   */
  account: boolean;
}

/**
 * Starts the first page's calls and chunks at once, before React's first render (which at a
 * phone's speed takes a few hundred milliseconds): the layout's calls (home data, account, cart,
 * company) and, on a product address, the product and the currencies, all in one batch (one round
 * trip), the product page's chunk beside them and the product kind's chunk as soon as the product
 * says which kind it is. The components ask for the same queries (same inputs, same options), so
 * they find these under way or done and send nothing more (nothing at all for those a
 * server-rendered page brought: they are fresh in the cache). Resolves when every call and chunk
 * has settled (the server renderer waits for it; a failed call stays a failed query).
 */
export function startFirstCalls(
  api: Api<TRPCClient<AppRouter>>,
  pathname: string,
  options: FirstCallsOptions = { account: true },
): Promise<unknown> {
  const utils = createTRPCQueryUtils<AppRouter>({
    queryClient: api.queryClient,
    client: api.client,
  });
  const locale = localeFromPath(pathname);
  const started: Promise<unknown>[] = [
    utils.shop.catalogue.home.prefetch({ locale }),
    utils.shop.cart.get.prefetch({ locale }),
    utils.shop.content.company.prefetch(undefined),
  ];
  if (options.account) started.push(utils.shop.account.me.prefetch(undefined));
  const slug = productSlugOf(pathname);
  if (slug !== null) {
    started.push(loadProductPage());
    const input = { slug, locale };
    const product = productQueryOptions(true);
    started.push(
      utils.shop.catalogue.product
        .prefetch(input, { retry: product.retry, meta: product.meta })
        .then((): Promise<unknown> | undefined => {
          const kind = utils.shop.catalogue.product.getData(input)?.kind;
          if (kind && kind in kindPages) return kindPages[kind]();
        }),
    );
    started.push(utils.shop.currency.list.prefetch(undefined));
  }
  return Promise.allSettled(started);
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
