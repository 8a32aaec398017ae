import * as z from "zod";

/**
 * What the order record itself needs of the order schemas (browser-safe, zod only): its statuses
 * and the kinds of its lines (entities/order.ts keeps the same lists; a test keeps them equal),
 * and the one check of a stored line's configuration. order/schema.ts re-exports them with the
 * back office's input schemas; the entities and the shop's order code import this file, so a
 * shop cold start does not build those (bench/lambda-cold.ts).
 */
export const ORDER_STATUSES = [
  "new",
  "awaiting_files",
  "awaiting_approval",
  "in_production",
  "shipped",
  "completed",
  "cancelled",
] as const;
export const PAYMENT_STATUSES = [
  "awaiting",
  "paid",
  "cancelled",
  "partially_refunded",
  "refunded",
] as const;
export const PRODUCT_KINDS = ["label", "calculator", "table"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Order statuses whose change e-mails the customer unless the admin unticks it. */
export const NOTIFY_BY_DEFAULT: readonly OrderStatus[] = ["awaiting_files", "shipped"];

/**
 * The configuration an order line keeps: the cart line's as it was when the order was placed (the
 * cart's `LineConfig` then). Only its kind is checked: an order is a record of the past, and the
 * input schema of today may have moved on since.
 */
export const OrderLineConfig = z.looseObject({ kind: z.enum(PRODUCT_KINDS) });
