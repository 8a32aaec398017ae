import type { RestRoute } from "./router";
import { pricingRoutes } from "./pricing";
import { accountRoutes } from "./account";
import { cartRoutes } from "./cart";
import { samplesRoutes } from "./samples";
import { lazyAdminRestRoutes } from "./admin/table";

/**
 * The documented legacy REST paths, each a thin shim over the core function its procedure calls.
 * The admin ones load their code on first use (rest/admin/table.ts).
 */
export const restRoutes: RestRoute[] = [...pricingRoutes, ...accountRoutes, ...cartRoutes, ...samplesRoutes, ...lazyAdminRestRoutes];
