import type { RestRoute } from "./router";
import { pricingRoutes } from "./pricing";
import { accountRoutes } from "./account";
import { cartRoutes } from "./cart";
import { samplesRoutes } from "./samples";
import { adminUserRoutes } from "./admin/users";
import { adminCategoryRoutes } from "./admin/categories";
import { adminContentRoutes } from "./admin/content";
import { adminSettingsRoutes } from "./admin/settings";
import { adminCalculatorRoutes } from "./admin/calculator";
import { adminOrderRoutes } from "./admin/orders";
import { adminPriceRoutes } from "./admin/prices";
import { adminProductRoutes } from "./admin/products";

/** The documented legacy REST paths, each a thin shim over the core function its procedure calls. */
export const restRoutes: RestRoute[] = [...pricingRoutes, ...accountRoutes, ...cartRoutes, ...samplesRoutes, ...adminUserRoutes, ...adminCalculatorRoutes, ...adminOrderRoutes, ...adminPriceRoutes, ...adminProductRoutes, ...adminCategoryRoutes, ...adminContentRoutes, ...adminSettingsRoutes];
