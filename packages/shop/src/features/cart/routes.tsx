import { lazy } from "react";
import { Lazy } from "../product/Lazy";

const CartPage = lazy(() => import("./CartPage"));

/** One cart on both paths of the seed. */
export const cartRoutes = [
  { path: "/cart", element: <Lazy page={CartPage} /> },
  { path: "/koszyk", element: <Lazy page={CartPage} /> },
];
