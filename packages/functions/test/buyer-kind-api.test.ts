import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@printshop/core/dynamo/db";
import { startTestServer } from "./server";
import { businessCards, guest, visitor } from "./shop-client";
import { sentEmails } from "./built";

/**
 * Issue 31 item 6, checkout: who the buyer acts as (consumer, sole trader buying for private use,
 * company) is stored on the order; a buyer with consumer rights must confirm that made-to-order
 * goods have no withdrawal right (art. 38 pkt 3), and the server refuses the order without it.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
const company = {
  ...guest,
  type: 1 as const,
  billingCompany: "Etykieciarnia sp. z o.o.",
  billingTax: "1234563218",
};
const place = (overrides: Record<string, unknown>) => ({
  idempotencyKey: key(),
  paymentMethodId: 1,
  shippingMethodId: 1,
  termsAccepted: true,
  ...overrides,
});

async function withCart(locale = "pl") {
  const v = visitor(server.url, locale);
  expect((await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" })).status).toBe(
    200,
  );
  return v;
}

const stored = async (orderId: string) => (await db().entities.order.get({ orderId }).go()).data!;

describe("buyer kind and the withdrawal waiver at checkout", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("a consumer without the confirmation is refused with a translated field error and nothing is placed", async () => {
    const v = await withCart("de");
    const refused = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...guest }, buyerKind: "consumer" }),
    );
    expect(refused.status).toBe(400);
    const field = refused.body.error.data.fields.find(
      (f: { field: string }) => f.field === "withdrawalWaiver",
    );
    expect(field.code).toBe("checkout.withdrawal_waiver_required");
    expect(field.message).toContain("Widerrufsrecht");
    // The cart is untouched: the same order can still be placed with the confirmation.
    const summary = (await v.query("shop.checkout.summary", {})).body.result.data;
    expect(summary.items).toHaveLength(1);
  });

  it("an older page that sends no buyer kind is a consumer for a private person: refused without the confirmation", async () => {
    const v = await withCart("en");
    const refused = await v.mutate("shop.checkout.place", place({ customer: { ...guest } }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error.data.fields)).toContain("withdrawalWaiver");
  });

  it("a sole trader buying for private use needs the confirmation too, and the order keeps it with its time and text version", async () => {
    const v = await withCart();
    const without = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...company }, buyerKind: "sole_trader" }),
    );
    expect(without.status).toBe(400);
    const before = Date.now();
    const customer = { ...company };
    const placed = await v.mutate(
      "shop.checkout.place",
      place({ customer, buyerKind: "sole_trader", withdrawalWaiver: true }),
    );
    expect(placed.status).toBe(200);
    const order = await stored(placed.body.result.data.orderId);
    expect(order.buyerKind).toBe("sole_trader");
    expect(order.withdrawalWaiver?.version).toBe("2026-11-27");
    expect(order.withdrawalWaiver!.at).toBeGreaterThanOrEqual(before);
    expect(order.withdrawalWaiver!.at).toBeLessThanOrEqual(Date.now());
    // The confirmation e-mail names the buyer's status in the order's language.
    const mail = await vi.waitFor(() => {
      const [m] = sentEmails({ kind: "order.confirm", to: customer.email });
      if (!m) throw new Error("no confirmation yet");
      return m;
    });
    expect(mail.text).toContain(
      "Kupujący: przedsiębiorca na prawach konsumenta (zakup na cele prywatne)",
    );
  });

  it("a company is placed without the confirmation, and none is stored", async () => {
    const v = await withCart();
    const placed = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...company }, buyerKind: "company" }),
    );
    expect(placed.status).toBe(200);
    const order = await stored(placed.body.result.data.orderId);
    expect(order.buyerKind).toBe("company");
    expect(order.withdrawalWaiver).toBeUndefined();
  });

  it("the kind must fit the data: a company without company data, a consumer with them, an unknown kind are refused", async () => {
    const v = await withCart("en");
    const asCompany = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...guest }, buyerKind: "company" }),
    );
    expect(asCompany.status).toBe(400);
    expect(asCompany.body.error.data.fields).toContainEqual(
      expect.objectContaining({ field: "buyerKind", code: "checkout.buyer_kind_company_data" }),
    );
    const consumer = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...company }, buyerKind: "consumer", withdrawalWaiver: true }),
    );
    expect(consumer.status).toBe(400);
    expect(consumer.body.error.data.fields).toContainEqual(
      expect.objectContaining({ field: "buyerKind", code: "checkout.buyer_kind_consumer_company" }),
    );
    const unknown = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...guest }, buyerKind: "pirate", withdrawalWaiver: true }),
    );
    expect(unknown.status).toBe(400);
  });
});
