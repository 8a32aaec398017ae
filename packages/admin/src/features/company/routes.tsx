import type { Feature } from "../types";
import { CompanyPage } from "./CompanyPage";

export const companyFeature: Feature = {
  id: "company",
  label: "section.company",
  permission: "administrator",
  path: "settings/company",
  routes: [{ path: "settings/company", element: <CompanyPage /> }],
};
