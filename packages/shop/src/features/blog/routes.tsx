import { lazy } from "react";
import { Lazy } from "../product/Lazy";

const BlogList = lazy(() => import("./BlogList"));
const BlogPost = lazy(() => import("./BlogPost"));

/** The blog (lazily loaded chunks). */
export const blogRoutes = [
  { path: "/blog", element: <Lazy page={BlogList} /> },
  { path: "/blog/:slug", element: <Lazy page={BlogPost} /> },
];
