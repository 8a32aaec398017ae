import type { RestRoute } from "./router";
import { pricingRoutes } from "./pricing";
import { lazyShopRestRoutes } from "./shop-table";
import { lazyAdminRestRoutes } from "./admin/table";
import { lazyPaymentRestRoutes } from "./payment-table";

/**
 * The documented legacy REST paths, each a thin shim over the core function its procedure calls.
 * Pricing's load with the handler; the shop's others (account, cart, samples: rest/shop-table.ts),
 * the payment provider's notification (rest/payment-table.ts) and the admin ones
 * (rest/admin/table.ts) load their code on first use.
 */
export const restRoutes: RestRoute[] = [
  ...pricingRoutes,
  ...lazyShopRestRoutes,
  ...lazyPaymentRestRoutes,
  ...lazyAdminRestRoutes,
];
