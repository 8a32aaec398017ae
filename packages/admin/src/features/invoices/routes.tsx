import type { Feature } from "../types";
import { InvoicesPage } from "./InvoicesPage";

/** The accountant's Invoices screen: needs `orders` (the administrator has it too). */
export const invoicesFeature: Feature = {
  id: "invoices",
  label: "section.invoices",
  permission: "orders",
  path: "invoices",
  routes: [{ path: "invoices", element: <InvoicesPage /> }],
};
