import type { Feature } from "../types";
import { QueuePage } from "./QueuePage";

/** The print floor's queue (issue 27): the orders area's permission. */
export const productionFeature: Feature = {
  id: "production",
  label: "section.production",
  permission: "orders",
  path: "production",
  routes: [{ path: "production", element: <QueuePage /> }],
};
