import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";

/** ksef/schema.ts keeps the same list (a test keeps them equal). */
export const KSEF_STATES = ["to_send", "sending", "accepted", "refused", "offline"] as const;

/**
 * One invoice on its way to KSeF (docs/data-model.md, "KSeF sending queue"), keyed by the
 * invoice module's id: created once (a second enqueue of the same id and hash is the same item),
 * moved between states by conditional writes on `version`, so concurrent senders never send it
 * twice.
 * - pk `$printshop#invoiceid_<id>`;
 * - gsi1 `$printshop#list_ksef`, sk `state` + `nextAttemptAt` + id: the items due in a state
 *   (to send, offline waiting for its retry, sending whose lease ran out), oldest first.
 * `nextAttemptAt` is when the item may be taken next: its retry time, or, while `sending`, the
 * end of the sender's lease.
 */
export const ksefInvoiceEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "ksefInvoice", version: "1", service: "printshop" },
      attributes: {
        invoiceId: { type: "string", required: true },
        list: { type: "string", required: true, default: () => "ksef" },
        /** The FA(3) document as sent (UTF-8), unless kept elsewhere (`xmlRef`). */
        xml: { type: "string" },
        /** Where the invoice module keeps the document (an S3 key) when it is not inline. */
        xmlRef: { type: "string" },
        /** SHA-256 of the document, Base64 (what KSeF is told and lists the invoice by). */
        invoiceHash: { type: "string", required: true },
        invoiceSize: { type: "number", required: true },
        sellerNip: { type: "string" },
        /** P_1, RRRR-MM-DD: with the NIP and the hash, the QR link (KOD I). */
        issueDate: { type: "string" },
        state: { type: KSEF_STATES, required: true },
        attempts: { type: "number", required: true, default: 0 },
        nextAttemptAt: { type: "number", required: true },
        /** The sendDue call holding the item while `sending`. */
        claimId: { type: "string" },
        /** Sent with `offlineMode: true` (it waited for KSeF, issued without a KSeF number). */
        offlineMode: { type: "boolean", required: true, default: false },
        sessionRef: { type: "string" },
        invoiceRef: { type: "string" },
        ksefNumber: { type: "string" },
        acquisitionDate: { type: "string" },
        /** KSeF's refusal: its code, description and details (JSON list). */
        reasonCode: { type: "number" },
        reason: { type: "string" },
        reasonDetails: { type: "string" },
        /** Why the last attempt did not reach a decision (`unavailable: http_503`, ...). */
        lastError: { type: "string" },
        /** The invoice's UPO (XML) once accepted. */
        upo: { type: "string" },
        version: { type: "number", required: true, default: 1 },
        createdAt: { type: "number", required: true },
        updatedAt: { type: "number", required: true },
        decidedAt: { type: "number" },
      },
      indexes: {
        byId: collectionIndex("ksefInvoice", ["invoiceId"], []),
        byState: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["list"] },
          sk: { field: "gsi1sk", composite: ["state", "nextAttemptAt", "invoiceId"] },
        },
      },
    },
    config,
  );
