import * as z from "zod";
import { MAX_COMMENT, MAX_NOTE, MAX_PROOF_BYTES } from "./limits";

/**
 * Proof approval's shapes (issue 31 item 1; browser-safe, zod only). The product kinds are the
 * order record's (order/record.ts PRODUCT_KINDS; state.test.ts keeps them equal: this folder may
 * not import order/, which imports it).
 */
export const PROOF_KINDS = ["label", "calculator", "table"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];
export const PROOF_STATES = ["waiting", "changes_requested", "approved"] as const;
export type ProofState = (typeof PROOF_STATES)[number];

export {
  MAX_NOTE,
  MAX_COMMENT,
  MAX_REASON,
  MAX_PROOF_BYTES,
  MAX_PROOFS_PER_LINE,
  REMIND_AFTER_MS,
} from "./limits";
/** Settings → Proofs: whether each product kind needs its proof approved before production. */
export const ProofSettingsFields = z.object({
  label: z.boolean(),
  calculator: z.boolean(),
  table: z.boolean(),
});
export type ProofSettingsFields = z.infer<typeof ProofSettingsFields>;
/** `version` 0: no record yet (the defaults are shown); the save creates it. */
export const ProofSettingsUpdateInput = ProofSettingsFields.extend({
  version: z.int().min(0).max(1_000_000_000),
});
export const DEFAULT_PROOF_SETTINGS: ProofSettingsFields = {
  label: true,
  calculator: false,
  table: false,
};

const id = z.string().min(1).max(64);
const orderId = id;
const version = z.int().min(1).max(1_000_000_000);
const fileName = z.string().trim().min(1).max(200);

/** Admin: a presigned PUT for a proof file of one line. */
export const ProofPresignInput = z.object({
  orderId,
  lineId: id,
  fileName,
  size: z.int().min(1).max(MAX_PROOF_BYTES),
});
/**
 * Admin: attach a proof to a line: the file uploaded with ProofPresignInput (`uploadId`), or the
 * customer's print file of the line marked as the proof (`customerFileId`); exactly one of them.
 */
export const AttachProofInput = z
  .object({
    orderId,
    lineId: id,
    version,
    note: z.string().trim().max(MAX_NOTE).default(""),
    uploadId: id.optional(),
    customerFileId: id.optional(),
  })
  .refine((v) => Boolean(v.uploadId) !== Boolean(v.customerFileId), {
    message: "proof.file_required",
    path: ["uploadId"],
  });
export type AttachProofInput = z.input<typeof AttachProofInput>;

/** Who the customer is: the order's signed link (guest) or the signed-in customer's order id. */
export const ProofAccess = z.union([
  z.object({ token: z.string().max(200) }),
  z.object({ orderId }),
]);
export type ProofAccess = z.infer<typeof ProofAccess>;

export const ApproveProofInput = z.object({
  access: ProofAccess,
  lineId: id,
  /** The proof the customer saw: a newer one since is a conflict, never approved unseen. */
  proofId: id,
});
export const RequestChangesInput = z.object({
  access: ProofAccess,
  lineId: id,
  proofId: id,
  comment: z.string().trim().min(1).max(MAX_COMMENT),
  /** A new print file the customer uploaded to the line first (the order's own files). */
  fileId: id.optional(),
});
export const ProofViewInput = z.object({ access: ProofAccess });
export const ProofFileInput = z.object({ access: ProofAccess, proofId: id });
export const AdminProofFileInput = z.object({ orderId, proofId: id });
