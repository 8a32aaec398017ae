import { lazy } from "react";
import { Lazy } from "../product/Lazy";

const CmsPage = lazy(() => import("./CmsPage"));
const UploadPage = lazy(() => import("../checkout/UploadPage"));

/** CMS pages and the seed's path of the checkout's one upload step (each a lazily loaded chunk). */
export const contentRoutes = [
  { path: "/page/:slug", element: <Lazy page={CmsPage} /> },
  { path: "/wgraj-plik", element: <Lazy page={UploadPage} /> },
];
