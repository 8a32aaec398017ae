import type { Feature } from "../types";
import { OrdersListPage } from "./ListPage";
import { OrderPage } from "./OrderPage";

export const ordersFeature: Feature = {
  id: "orders",
  label: "section.orders",
  permission: "orders",
  path: "orders",
  routes: [
    { path: "orders", element: <OrdersListPage /> },
    { path: "orders/:id", element: <OrderPage /> },
  ],
};
