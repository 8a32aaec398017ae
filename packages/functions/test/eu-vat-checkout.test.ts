import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Order } from "@printshop/core";
import { startTestServer } from "./server";
import { businessCards, guest, visitor } from "./shop-client";

/**
 * Issue 28: the intra-EU zero VAT is part of the details step. The server decides the rate from
 * the buyer (pricing/eu-vat.ts): a company in another member state with its EU VAT id (the
 * tax-id field) pays 0 % in the en and de shops (pricing.md §2 keeps it off in pl); a Polish
 * company and a private person pay Polish VAT. The summary says so before placing, and the
 * placed order charges exactly what it showed.
 */
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
const germanCompany = (over: Record<string, unknown> = {}) => ({
  ...guest,
  email: guest.email,
  type: 1 as const,
  billingCompany: "Druckhaus Müller GmbH",
  billingTax: "DE 123 456 789",
  billingAddress1: "Hauptstraße 5",
  billingPostcode: "10115",
  billingCity: "Berlin",
  billingCountry: "DE",
  ...over,
});
const polishCompany = () => ({
  ...guest,
  email: guest.email,
  type: 1 as const,
  billingCompany: "ACME sp. z o.o.",
  billingTax: "526-000-12-46",
});
const germanPerson = () => ({
  ...guest,
  email: guest.email,
  billingName: "Anna Nowak",
  billingAddress1: "Hauptstraße 5",
  billingPostcode: "10115",
  billingCity: "Berlin",
  billingCountry: "DE",
});

type Customer = ReturnType<typeof germanCompany> | ReturnType<typeof polishCompany>;

let server: Awaited<ReturnType<typeof startTestServer>>;

/** One cart, its summary for the buyer (as the details step asks), then the order placed. */
async function order(locale: "pl" | "en" | "de", customer: Customer) {
  const v = visitor(server.url, locale);
  await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
  const country = customer.billingCountry;
  const summary = (
    await v.query("shop.checkout.summary", {
      shippingMethodId: 1,
      paymentMethodId: 1,
      country,
      buyer: {
        type: customer.type,
        billingCountry: customer.billingCountry,
        billingTax: "billingTax" in customer ? customer.billingTax : "",
      },
      locale,
    })
  ).body.result.data;
  const placed = await v.mutate("shop.checkout.place", {
    idempotencyKey: key(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer,
    termsAccepted: true,
    withdrawalWaiver: true,
    locale,
  });
  return { v, summary, placed };
}

describe("intra-EU zero VAT at checkout, decided by the server", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("a German company with its EU VAT id in the de shop: 0 % shown before placing, the order zero-rated with the id and charged what was shown", async () => {
    const { v, summary, placed } = await order("de", germanCompany());
    expect(summary).toMatchObject({ currency: "EUR", noVat: true, vatReason: "reverse_charge" });
    expect(summary.items[0].vat).toBe(0);
    expect(summary.totalGross).toBe(summary.totalNet);
    // Delivery to Germany (the EU neighbours' 45 zł net), also without VAT, in euro.
    expect(summary.shipping).toEqual({ net: 10.58, gross: 10.58 });
    expect(placed.status).toBe(200);
    const stored = await Order.get(placed.body.result.data.orderId);
    expect(stored).toMatchObject({ noVat: true, vatNumber: "DE123456789", currency: "EUR" });
    expect(stored!.lines.map((l) => l.vat)).toEqual([0]);
    expect(stored!.totals).toMatchObject({ shippingNet: "45.00", shippingGross: "45.00" });
    expect(stored!.totals.toPayGross).toBe(stored!.totals.toPayNet);
    const shown = (
      await v.query("shop.checkout.order", { orderId: placed.body.result.data.orderId })
    ).body.result.data;
    expect(shown).toMatchObject({ noVat: true, vatNumber: "DE123456789" });
    expect(shown.totals.toPayGross).toBe(summary.totalGrossAfterDiscount);
  });

  it("the same German company in the en shop is zero-rated too; in the pl shop it pays Polish VAT (pricing.md §2)", async () => {
    const en = await order("en", germanCompany({ billingTax: "123456789" }));
    expect(en.summary.noVat).toBe(true);
    expect((await Order.get(en.placed.body.result.data.orderId))!.noVat).toBe(true);
    const pl = await order("pl", germanCompany());
    expect(pl.summary).toMatchObject({ noVat: false, vatReason: "locale" });
    expect(pl.summary.items[0].vat).toBe(23);
    const stored = await Order.get(pl.placed.body.result.data.orderId);
    expect(stored).toMatchObject({ noVat: false });
    expect(stored!.vatNumber).toBeUndefined();
    expect(stored!.lines.map((l) => l.vat)).toEqual([23]);
  });

  it("a Polish company pays 23 % in every shop", async () => {
    for (const locale of ["de", "en"] as const) {
      const { summary, placed } = await order(locale, polishCompany());
      expect(summary).toMatchObject({ noVat: false, vatReason: "domestic" });
      expect(summary.totalGross).toBeGreaterThan(summary.totalNet);
      const stored = await Order.get(placed.body.result.data.orderId);
      expect(stored).toMatchObject({ noVat: false });
      expect(stored!.lines.map((l) => l.vat)).toEqual([23]);
      expect(Number(stored!.totals.toPayGross)).toBeGreaterThan(Number(stored!.totals.toPayNet));
    }
  });

  it("a private person in Germany pays 23 %, even with an EU VAT number sent beside the order", async () => {
    const v = visitor(server.url, "de");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: key(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: germanPerson(),
      vatNumber: "DE123456789",
      termsAccepted: true,
      withdrawalWaiver: true,
      locale: "de",
    });
    expect(placed.status).toBe(200);
    const stored = await Order.get(placed.body.result.data.orderId);
    expect(stored).toMatchObject({ noVat: false });
    expect(stored!.lines.map((l) => l.vat)).toEqual([23]);
  });

  it("a German company's malformed EU VAT id is refused with a sentence in the shop's language, and nothing is placed", async () => {
    for (const [locale, text] of [
      ["de", "Bitte die USt-IdNr. der Firma im Format ihres Landes angeben"],
      ["en", "Enter the company's EU VAT number in its country's format"],
      ["pl", "Podaj numer VAT UE firmy w formacie jej kraju"],
    ] as const) {
      const { v, summary, placed } = await order(locale, germanCompany({ billingTax: "DE12" }));
      expect(summary.noVat).toBe(false);
      expect(placed.status).toBe(400);
      expect(placed.body.error.data.fields).toEqual([
        expect.objectContaining({ field: "customer.billingTax", code: "account.vat_id_invalid" }),
      ]);
      expect(placed.body.error.data.fields[0].message).toContain(text);
      expect((await v.query("shop.cart.get")).body.result.data.count).toBe(1);
    }
  });

  it("a cart that declared zero VAT through the API (cart.update) is refused, with the reason, for a buyer who does not qualify", async () => {
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    await v.mutate("shop.cart.update", { noVat: true });
    const refused = await v.mutate("shop.checkout.place", {
      idempotencyKey: key(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: germanPerson(),
      termsAccepted: true,
      withdrawalWaiver: true,
      locale: "en",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.data.fields[0]).toMatchObject({
      field: "customer.billingTax",
      code: "checkout.no_vat_not_eligible",
    });
    expect(refused.body.error.data.fields[0].message).toMatch(/^Zero VAT \(intra-EU supply\)/);
  });
});
