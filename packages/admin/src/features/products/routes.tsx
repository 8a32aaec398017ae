import type { Feature } from "../types";
import { ProductsListPage } from "./ListPage";
import { ProductSortPage } from "./SortPage";
import { ProductEditPage } from "./EditPage";
import { AttributesPage } from "./AttributesPage";

export const productsFeature: Feature = {
  id: "products",
  label: "section.products",
  permission: "catalogue",
  path: "products",
  routes: [
    { path: "products", element: <ProductsListPage /> },
    { path: "products/sort", element: <ProductSortPage /> },
    { path: "products/:id", element: <ProductEditPage /> },
    { path: "products/:id/attributes", element: <AttributesPage /> },
  ],
};
