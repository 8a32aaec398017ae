import type { Feature } from "../types";
import { AuditPage } from "./AuditPage";

export const auditFeature: Feature = {
  id: "audit",
  label: "section.audit",
  permission: "administrator",
  path: "audit",
  routes: [{ path: "audit", element: <AuditPage /> }],
};
