import type { ReactElement } from "react";
import { cartRoutes } from "./features/cart/routes";
import { checkoutRoutes } from "./features/checkout/routes";
import { productRoutes } from "./features/product/routes";
import { accountRoutes } from "./features/account/routes";
import { contentRoutes } from "./features/pages/routes";
import { blogRoutes } from "./features/blog/routes";
import { offerRoutes } from "./features/offer/routes";

/**
 * Feature routes, each path without its locale prefix (App adds "", "/en" and "/de").
 * Features add their own list here; pages load lazily (React.lazy) so the home route's
 * JavaScript stays small.
 */
export interface FeatureRoute {
  path: string;
  element: ReactElement;
}

export const featureRoutes: FeatureRoute[] = [
  ...cartRoutes,
  ...checkoutRoutes,
  ...productRoutes,
  ...accountRoutes,
  ...contentRoutes,
  ...blogRoutes,
  ...offerRoutes,
];
