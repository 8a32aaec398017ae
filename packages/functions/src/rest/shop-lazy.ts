import type { RestRoute } from "./router";
import { accountRoutes } from "./account";
import { cartRoutes } from "./cart";
import { samplesRoutes } from "./samples";

/** The shop's REST routes that load on first use (./shop-table.ts lists them for the route table). */
export const shopLazyRestRoutes: RestRoute[] = [...accountRoutes, ...cartRoutes, ...samplesRoutes];
