import type { ReactElement } from "react";
import { accountRoutes } from "./features/account/routes";

/**
 * Feature routes, each path without its locale prefix (App adds "", "/en" and "/de").
 * Features add their own list here; pages load lazily (React.lazy) so the home route's
 * JavaScript stays small.
 */
export interface FeatureRoute {
  path: string;
  element: ReactElement;
}

export const featureRoutes: FeatureRoute[] = [...accountRoutes];
