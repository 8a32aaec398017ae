import type { RestRoute } from "./router";
import { lazyRoutes, type RouteHead } from "./lazy";

/**
 * The shop's REST routes outside pricing (account, cart, samples: ./shop-lazy.ts) without their
 * code, in the order the route table matches them; the handlers load on the first call to any of
 * them. packages/functions/test/lazy-load.test.ts pins this list to ./shop-lazy.ts.
 */
const table: RouteHead[] = [
  ["POST", "/api/register/check-email"],
  ["GET", "/api/captcha/challenge"],
  ["GET", "/admin/api/me", "backOffice"],
  ["POST", "/api/cart/add"],
  ["GET", "/api/cart/get"],
  ["GET", "/api/cart/count"],
  ["POST", "/api/cart/remove"],
  ["POST", "/api/cart/clear"],
  ["POST", "/api/cart/update"],
  ["POST", "/api/calculator/order"],
  ["POST", "/en/api/calculator/order"],
  ["POST", "/de/api/calculator/order"],
];

export const lazyShopRestRoutes: RestRoute[] = lazyRoutes(table, () =>
  import("./shop-lazy").then((m) => m.shopLazyRestRoutes),
);
