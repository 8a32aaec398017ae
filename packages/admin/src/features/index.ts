import type { Feature } from "./types";
import { usersFeature } from "./users/routes";
import { auditFeature } from "./audit/routes";
import { accessFeature } from "./access/routes";
import { categoriesFeature } from "./categories/routes";
import { pagesFeature } from "./pages/routes";
import { postsFeature } from "./posts/routes";
import { bannersFeature } from "./banners/routes";
import { menuFeature } from "./menu/routes";
import { paymentsFeature } from "./payments/routes";
import { shippingFeature } from "./shipping/routes";
import { companyFeature } from "./company/routes";
import { ksefFeature } from "./ksef/routes";
import { proofSettingsFeature } from "./proofs/routes";
import { pricesFeature } from "./prices/routes";
import { productsFeature } from "./products/routes";
import { calculatorsFeature } from "./calculators/routes";
import { labelsFeature } from "./labels/routes";
import { ordersFeature } from "./orders/routes";
import { productionFeature } from "./production/routes";
import { samplesFeature } from "./samples/routes";
import { outboxFeature } from "./outbox/routes";
import { customersFeature } from "./customers/routes";
import { invoicesFeature } from "./invoices/routes";

/**
 * Every section of the back office, in sidebar order. Adding a screen is one line here (its
 * `features/<aggregate>/routes.tsx` names its permission, sidebar label and routes).
 */
export const features: Feature[] = [
  ordersFeature,
  customersFeature,
  productionFeature,
  samplesFeature,
  invoicesFeature,
  usersFeature,
  categoriesFeature,
  pagesFeature,
  postsFeature,
  bannersFeature,
  menuFeature,
  productsFeature,
  pricesFeature,
  calculatorsFeature,
  labelsFeature,
  paymentsFeature,
  shippingFeature,
  companyFeature,
  ksefFeature,
  proofSettingsFeature,
  auditFeature,
  accessFeature,
  outboxFeature,
];

/** The sections a person with these permissions may open. */
export const featuresFor = (permissions: readonly string[]): Feature[] =>
  features.filter(
    (f) => permissions.includes("administrator") || permissions.includes(f.permission),
  );
