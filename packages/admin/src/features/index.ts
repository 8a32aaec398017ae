import type { Feature } from "./types";
import { usersFeature } from "./users/routes";
import { auditFeature } from "./audit/routes";
import { categoriesFeature } from "./categories/routes";
import { pagesFeature } from "./pages/routes";
import { postsFeature } from "./posts/routes";
import { bannersFeature } from "./banners/routes";
import { menuFeature } from "./menu/routes";
import { paymentsFeature } from "./payments/routes";
import { shippingFeature } from "./shipping/routes";

/**
 * Every section of the back office, in sidebar order. Adding a screen is one line here (its
 * `features/<aggregate>/routes.tsx` names its permission, sidebar label and routes).
 */
export const features: Feature[] = [usersFeature, categoriesFeature, pagesFeature, postsFeature, bannersFeature, menuFeature, paymentsFeature, shippingFeature, auditFeature];

/** The sections a person with these permissions may open. */
export const featuresFor = (permissions: readonly string[]): Feature[] =>
  features.filter((f) => permissions.includes("administrator") || permissions.includes(f.permission));
