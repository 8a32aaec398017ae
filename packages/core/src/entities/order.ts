import { Entity, type EntityConfiguration } from "electrodb";
import { orderCustomer, orderLines, orderTotals } from "./shapes";
import { preflightAttribute } from "./upload";
import { proofsAttribute } from "./proofs";

export const PAYMENT_STATUSES = [
  "awaiting",
  "paid",
  "cancelled",
  "partially_refunded",
  "refunded",
] as const;
export const ORDER_STATUSES = [
  "new",
  "awaiting_files",
  "awaiting_approval",
  "in_production",
  "shipped",
  "completed",
  "cancelled",
] as const;

/**
 * A placed order: pk by order id (derived from the cart and the checkout's idempotency key, so a
 * retried Place order finds the same item), gsi2 lists a customer's orders newest first.
 * Amounts are PLN exact decimal strings; the currency and its rate at the time are kept.
 */
export const orderEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "order", version: "1", service: "printshop" },
      attributes: {
        orderId: { type: "string", required: true },
        number: { type: "string", required: true },
        customerId: { type: "string" },
        cartId: { type: "string", required: true },
        locale: { type: "string", required: true },
        currency: { type: "string", required: true },
        /** PLN per unit of `currency` when the order was placed, exact decimal string. */
        rate: { type: "string", required: true },
        noVat: { type: "boolean", required: true },
        vatNumber: { type: "string" },
        /** A private person ticked "I want an invoice" at checkout (a company always gets one). */
        invoiceRequested: { type: "boolean" },
        /** Who the buyer acted as (checkout/buyer-kind.ts); orders placed before: absent. */
        buyerKind: { type: ["consumer", "sole_trader", "company"] as const },
        /**
         * The buyer's confirmation that made-to-order goods have no withdrawal right (art. 38
         * pkt 3): when (epoch ms) and the text's version. Absent for a company.
         */
        withdrawalWaiver: {
          type: "map",
          properties: {
            at: { type: "number", required: true },
            version: { type: "string", required: true },
          },
        },
        /** Every line: configuration, titles, mode, quantity, VAT and PLN amounts as decimal strings. */
        lines: orderLines,
        /** PLN totals as decimal strings (net, gross, discount, netAfterDiscount, grossAfterDiscount, shippingNet, shippingGross). */
        totals: orderTotals,
        paymentMethodId: { type: "number", required: true },
        shippingMethodId: { type: "number", required: true },
        /** The delivery is to be packed protectively (asked for at checkout; priced in `totals.packing*`). */
        packing: { type: "boolean" },
        /**
         * The secret the order's signed links are made with (upload/order-link.ts): random per order,
         * never sent to anyone; without it (orders placed before) no link is valid.
         */
        linkKey: { type: "string" },
        /** Contact, invoice and delivery data as entered. */
        customer: orderCustomer,
        /**
         * The print files of its lines when it was placed (copied from the cart's uploads, whose
         * records expire with the cart): the order keeps them as long as it exists.
         */
        files: {
          type: "list",
          items: {
            type: "map",
            properties: {
              uploadId: { type: "string", required: true },
              lineId: { type: "string", required: true },
              key: { type: "string", required: true },
              fileName: { type: "string", required: true },
              contentType: { type: "string", required: true },
              size: { type: "number", required: true },
              createdAt: { type: "number", required: true },
              preflight: preflightAttribute,
            },
          },
        },
        paymentStatus: {
          type: ["awaiting", "paid", "cancelled", "partially_refunded", "refunded"] as const,
          required: true,
        },
        status: {
          type: [
            "new",
            "awaiting_files",
            "awaiting_approval",
            "in_production",
            "shipped",
            "completed",
            "cancelled",
          ] as const,
          required: true,
        },
        createdAt: { type: "number", required: true },
        /** Ids of the lines the print floor marked printed (production/index.ts `markPrinted`). */
        printed: { type: "list", items: { type: "string" } },
        /** The parcels it was shipped in (order/parcels.ts: carrier id and tracking number), set by the admin. */
        parcels: {
          type: "list",
          items: {
            type: "map",
            properties: {
              carrier: { type: "string", required: true },
              number: { type: "string", required: true },
            },
          },
        },
        /**
         * Proof approval per line (proof/, issue 31 item 1): the proofs prepress attached, the
         * line's approval state and the customer's answer. Absent: no proof asked for yet.
         */
        proofs: proofsAttribute,
        /** When the last proof was approved: the dispatch dates count from it (pricing.md §6). */
        dispatchFrom: { type: "number" },
        /** The buyer company (NIP) of the member who placed it (company-account/): its people see it. */
        companyId: { type: "string" },
        /**
         * The customer's account was deleted (account/erase.ts): the person's data on the order
         * was replaced by a pseudonym then (epoch ms). Its invoices keep theirs (legal documents).
         */
        anonymisedAt: { type: "number" },
        version: { type: "number", default: 1 },
      },
      indexes: {
        byId: {
          pk: { field: "pk", composite: ["orderId"] },
          sk: { field: "sk", composite: [] },
        },
        /** "My orders": a customer's orders by time (accounts issue). */
        byCustomer: {
          index: "gsi2",
          pk: { field: "gsi2pk", composite: ["customerId"] },
          sk: { field: "gsi2sk", composite: ["createdAt"] },
        },
      },
    },
    config,
  );
