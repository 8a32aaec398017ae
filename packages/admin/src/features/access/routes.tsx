import type { Feature } from "../types";
import { AccessPage } from "./AccessPage";

export const accessFeature: Feature = {
  id: "access",
  label: "section.access",
  permission: "administrator",
  path: "access",
  routes: [{ path: "access", element: <AccessPage /> }],
};
