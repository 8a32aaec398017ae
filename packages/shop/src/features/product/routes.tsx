import { lazy } from "react";
import { Lazy } from "./Lazy";

const ProductPage = lazy(() => import("./ProductPage"));

/**
 * `{locale}/{slug}`: React Router ranks static paths above this one, so it never shadows
 * another route; unknown slugs get the not-found page from ProductPage itself.
 */
export const productRoutes = [{ path: "/:slug", element: <Lazy page={ProductPage} /> }];
