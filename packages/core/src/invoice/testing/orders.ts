import { db } from "../../dynamo/db";
import * as Company from "../../company/index";
import type { Info as Order } from "../../order/schema";

/** The seller's data (Settings → Company) the invoice tests issue under. */
export const SELLER_SETTINGS = {
  name: "Drukarnia Testowa sp. z o.o.",
  street: "ul. Prosta 1",
  postcode: "00-001",
  city: "Warszawa",
  country: "PL",
  nip: "5260250274",
  email: "biuro@example.pl",
  bankName: "Bank",
  bankAccount: "PL61109010140000071219812874",
};

/** The buyer's billing address of the test orders. */
export const BILLING = {
  billingName: "Ola Nowak",
  billingAddress1: "ul. Krótka 2",
  billingPostcode: "30-001",
  billingCity: "Kraków",
  billingCountry: "PL",
};
export const COMPANY_BUYER = { type: 1, billingCompany: "Kupujący S.A.", billingTax: "7740001454" };
export const CONSUMER = { type: 2, billingCompany: "", billingTax: "" };

/** Stores the seller's data (with `over` changed) and drops the cached copy. */
export async function setSeller(over: Partial<typeof SELLER_SETTINGS> = {}) {
  await db()
    .entities.company.put({ ...SELLER_SETTINGS, ...over })
    .go();
  Company.invalidate();
}

/**
 * Gives a placed test order (payment/testing's `placeTestOrder`) the buyer `customer` at BILLING,
 * with `set` (the payment method, the consumer's request for an invoice) written beside it.
 */
export async function withBuyer<O extends Pick<Order, "orderId" | "customer">>(
  order: O,
  customer: Record<string, unknown>,
  set: { invoiceRequested?: boolean; paymentMethodId?: number } = {},
): Promise<O> {
  const extra = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  await db()
    .entities.order.patch({ orderId: order.orderId })
    .set({ customer: { ...order.customer, ...BILLING, ...customer }, ...extra })
    .go();
  return order;
}
