import type { Feature } from "../types";
import { OrdersListPage } from "./ListPage";
import { OrderPage } from "./OrderPage";
import { BankPage } from "./BankPage";

export const ordersFeature: Feature = {
  id: "orders",
  label: "section.orders",
  permission: "orders",
  path: "orders",
  routes: [
    { path: "orders", element: <OrdersListPage /> },
    { path: "orders/bank", element: <BankPage /> },
    { path: "orders/:id", element: <OrderPage /> },
  ],
};
