import type { Feature } from "../types";
import { CalculatorsListPage } from "./ListPage";
import { WorkbenchPage } from "./WorkbenchPage";

export const calculatorsFeature: Feature = {
  id: "calculators",
  label: "section.calculators",
  permission: "catalogue",
  path: "calculators",
  routes: [
    { path: "calculators", element: <CalculatorsListPage /> },
    { path: "calculators/:id", element: <WorkbenchPage /> },
  ],
};
