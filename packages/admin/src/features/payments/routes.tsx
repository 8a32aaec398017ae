import type { Feature } from "../types";
import { PaymentsPage } from "./PaymentsPage";

export const paymentsFeature: Feature = {
  id: "payments",
  label: "section.payments",
  permission: "administrator",
  path: "settings/payments",
  routes: [{ path: "settings/payments", element: <PaymentsPage /> }],
};
