import type { Feature } from "../types";
import { ProductPickPage } from "./ProductPickPage";
import { PriceEditorPage } from "./PriceEditorPage";

export const pricesFeature: Feature = {
  id: "prices",
  label: "section.prices",
  permission: "catalogue",
  path: "prices",
  routes: [
    { path: "prices", element: <ProductPickPage /> },
    { path: "prices/:productId", element: <PriceEditorPage /> },
  ],
};
