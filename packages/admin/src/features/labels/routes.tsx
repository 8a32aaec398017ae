import type { Feature } from "../types";
import { LabelPricingPage } from "./LabelPricingPage";

export const labelsFeature: Feature = {
  id: "labels",
  label: "section.labels",
  permission: "catalogue",
  path: "label-pricing",
  routes: [{ path: "label-pricing", element: <LabelPricingPage /> }],
};
