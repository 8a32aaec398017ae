import { Entity, type EntityConfiguration } from "electrodb";

/**
 * The outbox: every e-mail the shop sends, stored before it is sent (in the same transaction as
 * the order or status change it announces), then sent, retried on failure.
 * - pk `$printshop#messageid_<id>` (the id is derived from what it announces, so a retried write
 *   makes no second message);
 * - gsi1 `$printshop#state_<pending|sent|failed>`, sk `nextAttemptAt`: the messages due to be
 *   (re)sent, oldest first;
 * - gsi2 `$printshop#list_outbox`, sk `createdAt`: the admin's Outbox, newest first.
 * `text` and `html` are stored with links' secrets redacted (email/index.ts). TTL: kept 30 days.
 */
export const emailMessageEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "emailMessage", version: "1", service: "printshop" },
      attributes: {
        messageId: { type: "string", required: true },
        list: { type: "string", required: true, default: () => "outbox" },
        /** What it is for: `account.confirm`, `order.confirm`, `order.status`, ... */
        kind: { type: "string", required: true },
        to: { type: "string", required: true },
        locale: { type: "string", required: true },
        subject: { type: "string", required: true },
        text: { type: "string", required: true },
        html: { type: "string", required: true },
        /** True when `text` and `html` hide links' secrets (email/redact.ts): the Outbox offers a new link. */
        redacted: { type: "boolean" },
        /** The message as written, encrypted (email/seal.ts), only until it is sent. */
        sealed: { type: "string" },
        /** What it refers to, e.g. the order id. */
        ref: { type: "string" },
        state: { type: ["pending", "sent", "failed"] as const, required: true },
        attempts: { type: "number", required: true, default: 0 },
        /** Epoch ms of the next try (pending), or of the send / the last failure. */
        nextAttemptAt: { type: "number", required: true },
        lastError: { type: "string" },
        /** Which transport took it: `ses`, `local` (stored only), `memory` (tests). */
        transport: { type: "string" },
        createdAt: { type: "number", required: true },
        sentAt: { type: "number" },
        expiresAt: { type: "number" },
      },
      indexes: {
        byId: { pk: { field: "pk", composite: ["messageId"] }, sk: { field: "sk", composite: [] } },
        byState: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["state"] },
          sk: { field: "gsi1sk", composite: ["nextAttemptAt", "messageId"] },
        },
        byCreated: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["list"] },
          sk: { field: "gsi2sk", composite: ["createdAt", "messageId"] },
        },
      },
    },
    config,
  );
