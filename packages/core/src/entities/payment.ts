import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";

/** payment/schema.ts keeps the same lists (a test keeps them equal). */
export const PAYMENT_STATES = [
  "new",
  "pending",
  "paid",
  "failed",
  "flagged",
  "partially_refunded",
  "refunded",
] as const;
export const REFUND_STATES = ["requested", "accepted", "completed", "rejected", "failed"] as const;

/**
 * One online payment of an order at a provider (docs/data-model.md, "Online payments"): the
 * shop's record of the transaction, written before the provider hears of it.
 * - pk `$printshop#paymentid_<id>` (the id is the provider's session id), collection `payment`
 *   with the payment's events and refunds: one Query reads its whole timeline;
 * - gsi1 `$printshop#orderid_<order id>`, sk `createdAt`: an order's payments (an unmatched
 *   notification, which has no order, lands in the partition of the empty order id);
 * - gsi2 `$printshop#list_payments`, sk `state` + `createdAt` + id: the payments in one state,
 *   oldest first (the flagged ones for the back office, the pending ones for the status sweep).
 * Amounts are integers in the currency's minor unit (grosze, cents), as providers take them.
 */
export const paymentEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "payment", version: "1", service: "printshop" },
      attributes: {
        paymentId: { type: "string", required: true },
        list: { type: "string", required: true, default: () => "payments" },
        orderId: { type: "string" },
        provider: { type: ["przelewy24", "stripe"] as const, required: true },
        /** `all` (the provider's choice of methods) or `blik`. */
        channel: { type: ["all", "blik"] as const, required: true, default: () => "all" },
        amount: { type: "number", required: true },
        currency: { type: "string", required: true },
        state: { type: PAYMENT_STATES, required: true },
        /** Why the payment waits for an administrator (`amount_mismatch`, `unknown_payment`, ...). */
        flag: { type: "string" },
        /** The provider's token of the registered transaction. */
        providerRef: { type: "string" },
        redirectUrl: { type: "string" },
        /** The provider's id of the payment (Przelewy24's numeric `orderId`), once it is paid. */
        providerPaymentId: { type: "string" },
        /** The provider's payment method (Przelewy24's `methodId`). */
        method: { type: "string" },
        /** What the provider reported as paid, when it was reported. */
        paidAmount: { type: "number" },
        paidCurrency: { type: "string" },
        paidAt: { type: "number" },
        refunded: { type: "number", required: true, default: 0 },
        /** Refunds asked of the provider and not yet answered by its notification. */
        refundPending: { type: "number", required: true, default: 0 },
        /** The reason of the last failed call to the provider (`provider_unavailable`, ...): to retry. */
        lastError: { type: "string" },
        version: { type: "number", required: true, default: 1 },
        createdAt: { type: "number", required: true },
        updatedAt: { type: "number", required: true },
      },
      indexes: {
        byId: collectionIndex("payment", ["paymentId"], []),
        byOrder: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["orderId"] },
          sk: { field: "gsi1sk", composite: ["createdAt"] },
        },
        byState: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["list"] },
          sk: { field: "gsi2sk", composite: ["state", "createdAt", "paymentId"] },
        },
      },
    },
    config,
  );

/**
 * The payment's timeline: one item per thing that happened (created, registered, a notification
 * with its raw payload, a status read, a verification, a change of state, a refund), with what
 * was decided. `eventId` is derived from the provider's ids where the event comes from outside,
 * so a duplicate is one item, and a change of state written with `create` cannot happen twice.
 */
export const paymentEventEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "paymentEvent", version: "1", service: "printshop" },
      attributes: {
        paymentId: { type: "string", required: true },
        eventId: { type: "string", required: true },
        /** ISO-8601 UTC: key order is time order. */
        at: { type: "string", required: true },
        /** `created`, `registered`, `register_failed`, `notification`, `verified`, `state`, ... */
        kind: { type: "string", required: true },
        /** Who caused it: the shop, the provider, a status read, an administrator (e-mail). */
        source: { type: "string", required: true },
        from: { type: "string" },
        to: { type: "string" },
        /** What was decided (`applied`, `duplicate`, `flagged: amount_mismatch`, ...). */
        decision: { type: "string" },
        /** The provider's payload as received (signatures are hashes, never keys), as JSON text. */
        payload: { type: "string" },
      },
      indexes: {
        byId: collectionIndex("payment", ["paymentId"], ["at", "eventId"]),
      },
    },
    config,
  );

/** A refund of a payment, asked of the provider and completed (or rejected) by its notification. */
export const paymentRefundEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "paymentRefund", version: "1", service: "printshop" },
      attributes: {
        paymentId: { type: "string", required: true },
        /** The shop's id of the refund (Przelewy24's `refundsUuid`, at most 35 characters). */
        refundId: { type: "string", required: true },
        /** The id of the request that asked for it (Przelewy24's `requestId`). */
        requestId: { type: "string", required: true },
        amount: { type: "number", required: true },
        currency: { type: "string", required: true },
        state: { type: REFUND_STATES, required: true },
        description: { type: "string", required: true },
        actorEmail: { type: "string", required: true },
        lastError: { type: "string" },
        createdAt: { type: "number", required: true },
        updatedAt: { type: "number", required: true },
      },
      indexes: {
        byId: collectionIndex("payment", ["paymentId"], ["refundId"]),
      },
    },
    config,
  );
