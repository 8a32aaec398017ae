import type { RestRoute } from "../router";
import { adminUserRoutes } from "./users";
import { adminCategoryRoutes } from "./categories";
import { adminContentRoutes } from "./content";
import { adminSettingsRoutes } from "./settings";
import { adminCalculatorRoutes } from "./calculator";
import { adminOrderRoutes } from "./orders";
import { adminPriceRoutes } from "./prices";
import { adminProductRoutes } from "./products";

/** The seed's legacy admin REST routes with their handlers (loaded on the first admin REST call, see ./table.ts). */
export const adminRestRoutes: RestRoute[] = [
  ...adminUserRoutes,
  ...adminCalculatorRoutes,
  ...adminOrderRoutes,
  ...adminPriceRoutes,
  ...adminProductRoutes,
  ...adminCategoryRoutes,
  ...adminContentRoutes,
  ...adminSettingsRoutes,
];
