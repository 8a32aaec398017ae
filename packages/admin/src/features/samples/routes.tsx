import type { Feature } from "../types";
import { SamplesPage } from "./SamplesPage";

export const samplesFeature: Feature = {
  id: "samples",
  label: "section.samples",
  permission: "orders",
  path: "samples",
  routes: [{ path: "samples", element: <SamplesPage /> }],
};
