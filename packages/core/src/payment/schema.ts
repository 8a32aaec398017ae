import * as z from "zod";

/**
 * Online payments' wire schemas and states (zod only, browser-safe: the admin's payments screen
 * and the shop's return page import this file). entities/payment.ts keeps the same lists.
 */
export const PAYMENT_STATES = [
  "new",
  "pending",
  "paid",
  "failed",
  "flagged",
  "partially_refunded",
  "refunded",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const REFUND_STATES = ["requested", "accepted", "completed", "rejected", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const CHANNELS = ["all", "blik"] as const;

/** Why a payment waits for an administrator instead of marking its order paid. */
export const FLAGS = [
  "amount_mismatch",
  "currency_mismatch",
  "order_not_awaiting",
  "unknown_payment",
  "provider_refused",
] as const;
export type Flag = (typeof FLAGS)[number];

const OrderId = z
  .string()
  .max(22)
  .regex(/^[\w-]{22}$/);
/** The shop's payment ids: the order id, a dot, eight characters (the provider's session id). */
export const PaymentId = z
  .string()
  .max(40)
  .regex(/^[\w-]{22}\.[\w-]{8}$/);

/**
 * The order's signed link (upload/order-link.ts), when a guest pays from the order's page reached
 * by the e-mail's link on another device (no cart, no account): the router opens it and checks it
 * names this order; the payer then comes back to that page.
 */
const OrderLink = z.string().max(120);

/** Pay (or pay again) for an order; the amount and currency are the order's, never the client's. */
export const CreateInput = z.object({
  orderId: OrderId,
  channel: z.enum(CHANNELS).default("all"),
  link: OrderLink.optional(),
});

/** The shopper is back from the provider: what the shop knows now (read from the provider). */
export const ReturnInput = z.object({
  orderId: OrderId,
  paymentId: PaymentId,
  link: OrderLink.optional(),
});

/** An order's payments with their timelines and refunds (the back office). */
export const OrderPaymentsInput = z.object({ orderId: OrderId });

/** A refund of an order's online payment, in the payment's currency (`12.30`), checked against `version`. */
export const RefundInput = z.object({
  orderId: OrderId,
  amount: z
    .string()
    .trim()
    .max(13)
    .regex(/^\d{1,9}(?:[.,]\d{1,2})?$/),
  version: z.int().positive(),
  /** Which payment, when the order has more than one that can be refunded. */
  paymentId: PaymentId.optional(),
  /** Why (the administrator's words): on the payment's timeline and in the audit log. */
  reason: z.string().trim().max(300).optional(),
});

/**
 * `admin.orders.refund`: the back office always names the payment and says why (admin-api.md);
 * `amount` is exact, in the order's (= the payment's) currency.
 */
export const AdminRefundInput = RefundInput.extend({
  paymentId: PaymentId,
  reason: z.string().trim().min(1).max(300),
});

/** The payments in one state, oldest first (flagged: what an administrator must look at). */
export const StateListInput = z.object({
  state: z.enum(PAYMENT_STATES).default("flagged"),
  limit: z.int().min(1).max(200).default(50),
});

export interface PaymentEventInfo {
  at: string;
  kind: string;
  source: string;
  from: string | null;
  to: string | null;
  decision: string | null;
  payload: Record<string, unknown> | null;
}
export interface RefundInfo {
  refundId: string;
  amount: number;
  currency: string;
  state: RefundState;
  description: string;
  actor: string;
  lastError: string | null;
  createdAt: number;
}
export interface PaymentInfo {
  paymentId: string;
  orderId: string | null;
  provider: string;
  channel: string;
  /** Minor units (grosze, cents) of `currency`. */
  amount: number;
  currency: string;
  state: PaymentState;
  flag: string | null;
  providerPaymentId: string | null;
  method: string | null;
  paidAmount: number | null;
  refunded: number;
  refundPending: number;
  lastError: string | null;
  version: number;
  createdAt: number;
  updatedAt: number;
  events: PaymentEventInfo[];
  refunds: RefundInfo[];
}
