import { randomBytes } from "node:crypto";
import { db } from "../../dynamo/db";
import { placedWrites } from "../../order/listing";
import { numberFor } from "../../order/shop";

/**
 * Orders as checkout writes them (the order item, its list row and count), for the payment
 * tests: 147.60 PLN to pay (123.00 of goods, 24.60 delivery) unless told otherwise.
 */
export async function placeTestOrder(
  over: {
    currency?: string;
    rate?: string;
    email?: string;
    paymentStatus?: "awaiting" | "paid";
    /** 2 (online, Przelewy24) unless told: 1 is a bank transfer, 4 the payment world's Stripe method. */
    paymentMethodId?: number;
    locale?: string;
    /** A signed-in customer's order (their account lists it). */
    customerId?: string;
    /** When it was placed (now unless told: proof tests place it days earlier). */
    createdAt?: number;
    /** Fields of its one line to replace (e.g. a label's kind and configuration). */
    line?: Record<string, unknown>;
  } = {},
) {
  const orderId = randomBytes(16).toString("base64url").slice(0, 22);
  const now = new Date(over.createdAt ?? Date.now());
  const line = {
    id: "l1",
    kind: "table" as const,
    productId: 10,
    title: { pl: "Wizytówki", en: "Business cards", de: "Visitenkarten" },
    params: [],
    config: { kind: "table" as const },
    mode: "eco" as const,
    days: 5,
    quantity: 100,
    vat: 23,
    comment: null,
    net: "100.00",
    gross: "123.00",
    discount: "0.00",
    netAfterDiscount: "100.00",
    grossAfterDiscount: "123.00",
  };
  const order = {
    orderId,
    number: numberFor(orderId, now),
    cartId: `cart-${orderId}`,
    locale: over.locale ?? "pl",
    currency: over.currency ?? "PLN",
    rate: over.rate ?? "1",
    noVat: false,
    lines: [{ ...line, ...over.line } as typeof line],
    totals: {
      net: "100.00",
      gross: "123.00",
      discount: "0.00",
      netAfterDiscount: "100.00",
      grossAfterDiscount: "123.00",
      shippingNet: "20.00",
      shippingGross: "24.60",
      toPayNet: "120.00",
      toPayGross: "147.60",
    },
    paymentMethodId: over.paymentMethodId ?? 2,
    shippingMethodId: 1,
    packing: false,
    customer: {
      email: over.email ?? `buyer-${orderId}@example.com`,
      firstName: "Ola",
      lastName: "Nowak",
      type: 2 as const,
      billingCountry: "PL",
    },
    paymentStatus: over.paymentStatus ?? ("awaiting" as const),
    status: "new" as const,
    createdAt: now.getTime(),
    linkKey: randomBytes(16).toString("base64url"),
    ...(over.customerId ? { customerId: over.customerId } : {}),
  };
  await db()
    .transaction.write((e) => [e.order.create(order).commit(), ...placedWrites(e, order)])
    .go();
  return order;
}
