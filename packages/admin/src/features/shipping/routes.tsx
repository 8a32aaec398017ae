import type { Feature } from "../types";
import { ShippingPage } from "./ShippingPage";

export const shippingFeature: Feature = {
  id: "shipping",
  label: "section.shipping",
  permission: "administrator",
  path: "settings/shipping",
  routes: [{ path: "settings/shipping", element: <ShippingPage /> }],
};
