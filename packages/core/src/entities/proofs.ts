import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";

/**
 * The order's proof approval per line (entities/order.ts `proofs`; proof-rules/state.ts is its
 * state machine): every proof prepress attached (a file of its own under `proofs/order_<id>/`, or
 * the customer's print file marked as the proof), the line's state, the customer's last answer
 * and which proof a reminder went out for (so it goes once).
 */
export const proofsAttribute = {
  type: "list",
  items: {
    type: "map",
    properties: {
      lineId: { type: "string", required: true },
      state: { type: ["waiting", "changes_requested", "approved"] as const, required: true },
      proofs: {
        type: "list",
        required: true,
        items: {
          type: "map",
          properties: {
            proofId: { type: "string", required: true },
            /** Storage key of the file shown (the proof's own, or the customer's print file). */
            fileRef: { type: "string", required: true },
            fileName: { type: "string", required: true },
            contentType: { type: "string", required: true },
            size: { type: "number", required: true },
            /** `upload`: prepress's own file; `customer`: the customer's print file marked as the proof. */
            source: { type: ["upload", "customer"] as const, required: true },
            note: { type: "string", required: true },
            createdAt: { type: "number", required: true },
            by: { type: "string", required: true },
          },
        },
      },
      /** The customer's comment with "Ask for changes" (≤ 2000 characters). */
      comment: { type: "string" },
      /** The new print file sent with the change request (an uploadId of the order's files). */
      commentFileId: { type: "string" },
      answeredAt: { type: "number" },
      approvedAt: { type: "number" },
      /** The proof the 24-hour reminder was sent for. */
      remindedProofId: { type: "string" },
    },
  },
} as const;

/**
 * Which product kinds need a proof approved before production (Settings → Proofs; one item in the
 * `settings` collection). Without a record: labels yes, the others no (proof-rules/settings.ts).
 */
export const proofSettingsEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "proofSettings", version: "1", service: "printshop" },
      attributes: {
        label: { type: "boolean", required: true },
        calculator: { type: "boolean", required: true },
        table: { type: "boolean", required: true },
        version: { type: "number", default: 1 },
        updatedAt: { type: "number", default: () => Date.now() },
      },
      indexes: { current: { ...collectionIndex("settings", [] as const, [] as const) } },
    },
    config,
  );
