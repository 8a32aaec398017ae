import { lazy } from "react";
import { Lazy } from "../product/Lazy";

const PaymentPage = lazy(() => import("./PaymentPage"));
const ShippingPage = lazy(() => import("./ShippingPage"));
const UploadPage = lazy(() => import("./UploadPage"));
const SummaryPage = lazy(() => import("./SummaryPage"));
const PlacedPage = lazy(() => import("./PlacedPage"));
const OrderFilesPage = lazy(() => import("./OrderFilesPage"));

export const checkoutRoutes = [
  { path: "/order/payment", element: <Lazy page={PaymentPage} /> },
  { path: "/order/shipping", element: <Lazy page={ShippingPage} /> },
  { path: "/order/upload", element: <Lazy page={UploadPage} /> },
  { path: "/order/summary", element: <Lazy page={SummaryPage} /> },
  { path: "/order/placed/:orderId", element: <Lazy page={PlacedPage} /> },
  { path: "/order/files/:token", element: <Lazy page={OrderFilesPage} /> },
];
