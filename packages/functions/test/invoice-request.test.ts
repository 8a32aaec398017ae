import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Order } from "@printshop/core";
import { startTestServer } from "./server";
import { businessCards, guest, visitor, type Visitor } from "./shop-client";

/**
 * The customer's side of issue 30 through the built API: a private person's invoice only when
 * ticked at checkout (stored on the order; a company always gets one, core invoice/policy.ts),
 * and the pro forma a customer asks for on the thank-you page — for their own transfer order
 * only, refused in their language otherwise.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;

async function placed(v: Visitor, over: Record<string, unknown> = {}) {
  await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
  const res = await v.mutate("shop.checkout.place", {
    idempotencyKey: key(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: guest,
    termsAccepted: true,
    withdrawalWaiver: true,
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.result.data as { orderId: string; number: string };
}

beforeAll(async () => {
  server = await startTestServer({ sites: false });
});
afterAll(async () => server?.close());

describe("I want an invoice (checkout)", () => {
  it("is stored on the order when ticked, false when not; anything but a boolean is refused", async () => {
    const ticked = await placed(visitor(server.url), { invoiceRequested: true });
    const unticked = await placed(visitor(server.url));
    expect(await Order.get(ticked.orderId)).toMatchObject({ invoiceRequested: true });
    expect(await Order.get(unticked.orderId)).toMatchObject({ invoiceRequested: false });
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const bad = await v.mutate("shop.checkout.place", {
      idempotencyKey: key(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: guest,
      termsAccepted: true,
      withdrawalWaiver: true,
      invoiceRequested: "yes",
    });
    expect(bad.status).toBe(400);
  });
});

describe("a pro forma on request", () => {
  it("the customer's own transfer order: a PF number, the same one when asked again", async () => {
    const v = visitor(server.url);
    const order = await placed(v);
    const first = await v.mutate("shop.invoices.proforma", { orderId: order.orderId });
    expect(first.status).toBe(200);
    expect(first.body.result.data).toMatchObject({ kind: "proforma" });
    expect(first.body.result.data.invoiceId).toMatch(/^PF\/\d{4}\/\d+$/);
    const again = await v.mutate("shop.invoices.proforma", { orderId: order.orderId });
    expect(again.body.result.data.invoiceId).toBe(first.body.result.data.invoiceId);
  });

  it("someone else's order is not found, in their language", async () => {
    const order = await placed(visitor(server.url));
    const other = await visitor(server.url, "en").mutate("shop.invoices.proforma", {
      orderId: order.orderId,
    });
    expect(other.status).toBe(404);
    expect(other.body.error.message).not.toMatch(/^order\./);
  });

  it("an order paid cash on delivery gets none: refused with the reason in the customer's language", async () => {
    const v = visitor(server.url, "de");
    const order = await placed(v, { paymentMethodId: 3 });
    const res = await v.mutate("shop.invoices.proforma", { orderId: order.orderId });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "Eine Proforma-Rechnung gibt es nur bei Zahlung per Überweisung.",
    );
  });
});
