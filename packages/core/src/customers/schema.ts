import * as z from "zod";
import { listInput } from "../list/schema";

/**
 * The customers of the back office (browser-safe, zod only). A customer is a registered account
 * (`u<user id>`) or a guest known by the e-mail of their orders (`g<e-mail>`, lower-cased).
 */
export const CUSTOMER_KEY_MAX = 330;
export const CustomerKey = z
  .string()
  .min(2)
  .max(CUSTOMER_KEY_MAX)
  .refine((k) => k.startsWith("u") || k.startsWith("g"), { message: "customer.key" });

/** The key of an order's customer: its account, else its e-mail; null when it has neither. */
export function customerKeyOf(order: {
  customerId?: string | null;
  customer?: { email?: unknown } | null;
}): string | null {
  if (order.customerId) return `u${order.customerId}`;
  const raw = order.customer?.email;
  const email = (typeof raw === "string" ? raw : "").slice(0, 320).trim().toLowerCase();
  return email ? `g${email}` : null;
}

export const CustomerListInput = listInput(
  ["lastOrderAt", "orders", "net", "name"],
  z.object({ kind: z.enum(["registered", "guest"]).optional() }),
);
export const CustomerGetInput = z.object({ customerKey: CustomerKey });
export const CustomerNoteInput = z.object({
  customerKey: CustomerKey,
  text: z.string().max(4000),
  /** The note's version as read (0: there is none yet). */
  version: z.number().int().min(0),
});
