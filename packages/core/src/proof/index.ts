/** Proof approval before production (issue 31 item 1; docs/proofs.md). */
export { presign, attachProof, adminView, adminFileUrl } from "./admin";
export {
  view,
  fileUrl,
  approveProof,
  requestProofChanges,
  presignChangeFile,
  completeChangeFile,
} from "./customer";
export { remindPendingProofs } from "./remind";
export * as Settings from "../proof-rules/settings";
export * from "../proof-rules/schema";
