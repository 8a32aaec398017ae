import type { Feature } from "../types";
import { CustomersListPage } from "./ListPage";
import { CustomerPage } from "./CustomerPage";

export const customersFeature: Feature = {
  id: "customers",
  label: "section.customers",
  permission: "orders",
  path: "customers",
  routes: [
    { path: "customers", element: <CustomersListPage /> },
    { path: "customers/:key", element: <CustomerPage /> },
  ],
};
