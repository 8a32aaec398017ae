import type { Feature } from "../types";
import { ProofSettingsPage } from "./ProofSettingsPage";

/** Settings → Proof approval (administrator): which product kinds need a proof approved. */
export const proofSettingsFeature: Feature = {
  id: "proofs",
  label: "section.proofs",
  permission: "administrator",
  path: "settings/proofs",
  routes: [{ path: "settings/proofs", element: <ProofSettingsPage /> }],
};
