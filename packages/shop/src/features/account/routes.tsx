import { lazy } from "react";
import { LazyPage } from "./Lazy";

const RegisterPage = lazy(() => import("./RegisterPage"));
const ConfirmPage = lazy(() => import("./ConfirmPage"));
const LoginPage = lazy(() => import("./LoginPage"));
const AccountPage = lazy(() => import("./AccountPage"));
const OrderPage = lazy(() => import("./OrderPage"));

/** The account pages, each its own chunk (the captcha widget comes only with /register). */
export const accountRoutes = [
  { path: "/register", element: <LazyPage page={RegisterPage} /> },
  { path: "/register/confirm", element: <LazyPage page={ConfirmPage} /> },
  { path: "/login", element: <LazyPage page={LoginPage} /> },
  { path: "/account", element: <LazyPage page={AccountPage} /> },
  { path: "/account/orders/:orderId", element: <LazyPage page={OrderPage} /> },
];
