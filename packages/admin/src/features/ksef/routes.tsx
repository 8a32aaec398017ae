import type { Feature } from "../types";
import { KsefSettingsPage } from "./KsefSettingsPage";

export const ksefFeature: Feature = {
  id: "ksef",
  label: "section.ksef",
  permission: "administrator",
  path: "settings/ksef",
  routes: [{ path: "settings/ksef", element: <KsefSettingsPage /> }],
};
