import { lazy } from "react";
import { LazyPage } from "./Lazy";

const RegisterPage = lazy(() => import("./RegisterPage"));
const ConfirmPage = lazy(() => import("./ConfirmPage"));
const LoginPage = lazy(() => import("./LoginPage"));
const AccountPage = lazy(() => import("./AccountPage"));
const OrderPage = lazy(() => import("./OrderPage"));
const ForgotPasswordPage = lazy(() => import("./ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("./ResetPasswordPage"));
const CompanyPage = lazy(() => import("./company/CompanyPage"));
const JoinPage = lazy(() => import("./company/JoinPage"));
// The own-data links from the e-mails (issue 31 item 6): the token follows `#`.
const ExportLinkPage = lazy(() =>
  import("./OwnDataLinkPage").then((m) => ({ default: m.ExportLinkPage })),
);
const DeleteLinkPage = lazy(() =>
  import("./OwnDataLinkPage").then((m) => ({ default: m.DeleteLinkPage })),
);

/** The account pages, each its own chunk (the captcha widget comes only with /register). */
export const accountRoutes = [
  { path: "/register", element: <LazyPage page={RegisterPage} /> },
  { path: "/register/confirm", element: <LazyPage page={ConfirmPage} /> },
  { path: "/login", element: <LazyPage page={LoginPage} /> },
  { path: "/password/forgot", element: <LazyPage page={ForgotPasswordPage} /> },
  // The reset (and invitation) link's page: the token follows `#` (core/account/reset.ts RESET_PATH).
  { path: "/password/reset", element: <LazyPage page={ResetPasswordPage} /> },
  { path: "/account", element: <LazyPage page={AccountPage} /> },
  { path: "/account/orders/:orderId", element: <LazyPage page={OrderPage} /> },
  { path: "/account/company", element: <LazyPage page={CompanyPage} /> },
  // The invitation link's page: the token follows `#` (core/email/links.ts companyInvite).
  { path: "/account/company/join", element: <LazyPage page={JoinPage} /> },
  { path: "/account/data/export", element: <LazyPage page={ExportLinkPage} /> },
  { path: "/account/data/delete", element: <LazyPage page={DeleteLinkPage} /> },
];
