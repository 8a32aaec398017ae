import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Order } from "@printshop/core";
import { zoneOf } from "@printshop/core/settings/zones";
import { makeUser, sessionCookieFor } from "./accounts";
import { trpc } from "./admin-api-client";
import { startTestServer } from "./server";
import { businessCards, guest, visitor } from "./shop-client";

/**
 * Issue 28, fault 4: shipping methods priced per destination zone (settings/zones.ts), set in the
 * admin, offered only where they deliver, charged by the server from the customer's address.
 * The seed's courier: Poland 0, EU neighbours 45, other EU 65, the rest 95 (net PLN).
 */
const text = (pl: string, en = pl, de = pl) => ({ pl, en, de });
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
/** The fixture's euro: PLN per 1 EUR. */
const EUR = 4.2537;
const inEur = (pln: number) => Math.round((pln / EUR) * 100) / 100;

const company = (country: string) => ({
  ...guest,
  email: guest.email,
  type: 1 as const,
  billingCompany: "Druckhaus Müller GmbH",
  billingTax: "DE123456789",
  billingAddress1: "Hauptstraße 5",
  billingPostcode: "10115",
  billingCity: "Berlin",
  billingCountry: country,
});

let server: Awaited<ReturnType<typeof startTestServer>>;
let cookie: string;

describe("shipping prices per destination zone", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
    cookie = (await sessionCookieFor((await makeUser("administrator")).userId)).cookie;
  });
  afterAll(async () => server?.close());

  it("every country of the list falls in one zone: Poland, the EU's two zones, the rest", () => {
    expect(zoneOf("PL")).toBe("pl");
    expect(["DE", "CZ", "SK", "LT"].map(zoneOf)).toEqual(["eu1", "eu1", "eu1", "eu1"]);
    expect(["FR", "ES", "PT", "IE", "GR"].map(zoneOf)).toEqual(["eu2", "eu2", "eu2", "eu2", "eu2"]);
    expect(["CH", "GB", "NO", "IS", "LI", "US"].map(zoneOf)).toEqual(Array(6).fill("world"));
  });

  it("the checkout's methods follow the destination: each priced for its zone", async () => {
    const v = visitor(server.url, "en");
    const courier = async (country?: string) =>
      (
        await v.query("shop.checkout.options", country ? { country } : undefined)
      ).body.result.data.shipping.find((s: { id: number }) => s.id === 1)?.price;
    expect(await courier()).toBe(0);
    expect(await courier("PL")).toBe(0);
    expect(await courier("DE")).toBe(45);
    expect(await courier("FR")).toBe(65);
    expect(await courier("CH")).toBe(95);
  });

  it("a method the admin prices for the EU neighbours only is offered there and nowhere else; placing it elsewhere is refused", async () => {
    const made = await trpc(
      "admin.shipping.create",
      {
        name: text("Spedycja DE"),
        icon: "",
        price: "30",
        zones: { eu1: "25,5", eu2: "", world: "" },
        payments: [1],
      },
      cookie,
    );
    expect(made.status).toBe(200);
    const id = made.data.shippingMethodId as number;
    expect(made.data.zones).toEqual({ eu1: "25.50", eu2: "", world: "" });
    const v = visitor(server.url, "de");
    const ids = async (country: string) =>
      (await v.query("shop.checkout.options", { country })).body.result.data.shipping.map(
        (s: { id: number }) => s.id,
      );
    expect(await ids("DE")).toContain(id);
    expect(await ids("PL")).toContain(id);
    expect(await ids("FR")).not.toContain(id);
    expect(await ids("GB")).not.toContain(id);

    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const summary = (
      await v.query("shop.checkout.summary", { shippingMethodId: id, country: "FR" })
    ).body.result.data;
    expect(summary.shippingServed).toBe(false);
    const refused = await v.mutate("shop.checkout.place", {
      idempotencyKey: key(),
      paymentMethodId: 1,
      shippingMethodId: id,
      customer: {
        ...company("FR"),
        billingTax: "FR12345678901",
        billingCity: "Paris",
        billingPostcode: "75001",
      },
      termsAccepted: true,
      withdrawalWaiver: true,
      locale: "de",
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain("checkout.destination_not_served");
    expect(JSON.stringify(refused.body.error)).toContain("liefert nicht in dieses Land");
    // The cart is still there: nothing was placed.
    expect((await v.query("shop.cart.get")).body.result.data.count).toBe(1);
  });

  it("a German company's order to Germany: the summary prices the courier in EUR for the zone, and the order charges exactly that (a posted price is ignored)", async () => {
    const v = visitor(server.url, "de");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const summary = (
      await v.query("shop.checkout.summary", {
        shippingMethodId: 1,
        paymentMethodId: 1,
        country: "DE",
        // The details step's buyer: a German company with its EU VAT id is zero-rated (reverse
        // charge, eu-vat-checkout.test.ts), its delivery too.
        buyer: { type: 1, billingCountry: "DE", billingTax: "DE123456789" },
        locale: "de",
      })
    ).body.result.data;
    expect(summary.currency).toBe("EUR");
    expect(summary.zone).toBe("eu1");
    expect(summary.shippingServed).toBe(true);
    expect(summary.shipping).toEqual({ net: inEur(45), gross: inEur(45) });
    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: key(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: company("DE"),
      termsAccepted: true,
      withdrawalWaiver: true,
      locale: "de",
      // Not part of the schema: the server computes delivery itself.
      shippingPrice: 0,
      shipping: { net: 0, gross: 0 },
    });
    expect(placed.status).toBe(200);
    const order = await Order.get(placed.body.result.data.orderId);
    expect(order).toMatchObject({ currency: "EUR", rate: String(EUR) });
    expect(order!.totals).toMatchObject({ shippingNet: "45.00", shippingGross: "45.00" });
    // What the summary showed as the total is what the order charges, in its currency.
    const toPay = inEur(Number(order!.totals.grossAfterDiscount)) + inEur(45);
    expect(Math.round(toPay * 100)).toBe(Math.round(summary.totalGrossAfterDiscount * 100));
  });

  it("the same cart to Poland pays the Polish price; to France the other EU zone's", async () => {
    for (const [country, net] of [
      ["PL", 0],
      ["FR", 65],
    ] as const) {
      const v = visitor(server.url, "en");
      await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
      const customer =
        country === "PL"
          ? { ...guest, email: guest.email }
          : {
              ...company("FR"),
              billingTax: "FR12345678901",
              billingCity: "Paris",
              billingPostcode: "75001",
            };
      const placed = await v.mutate("shop.checkout.place", {
        idempotencyKey: key(),
        paymentMethodId: 1,
        shippingMethodId: 1,
        customer,
        termsAccepted: true,
        withdrawalWaiver: true,
        locale: "en",
      });
      expect(placed.status).toBe(200);
      const order = await Order.get(placed.body.result.data.orderId);
      expect(order!.totals.shippingNet).toBe(net.toFixed(2));
    }
  });

  it("the admin's zone prices: a number per zone or empty, refused otherwise; left out of an update, the stored ones stay; a stale version is refused", async () => {
    const made = await trpc(
      "admin.shipping.create",
      { name: text("Paleta"), price: "100", zones: { eu1: "200", eu2: "300" }, payments: [1] },
      cookie,
    );
    const id = made.data.shippingMethodId as number;
    expect(made.data.zones).toEqual({ eu1: "200.00", eu2: "300.00", world: "" });
    const bad = await trpc(
      "admin.shipping.update",
      { id, version: 1, name: text("Paleta"), price: "100", zones: { eu1: "abc" }, payments: [1] },
      cookie,
      "en",
    );
    expect(bad.status).toBe(400);
    expect(bad.fields?.[0]?.field).toBe("zones.eu1");
    const kept = await trpc(
      "admin.shipping.update",
      { id, version: 1, name: text("Paleta"), price: "110", payments: [1] },
      cookie,
    );
    expect(kept.data).toMatchObject({ price: "110.00", zones: { eu1: "200.00", eu2: "300.00" } });
    const stale = await trpc(
      "admin.shipping.update",
      { id, version: 1, name: text("Paleta"), price: "1", zones: { world: "5" }, payments: [1] },
      cookie,
    );
    expect(stale.status).toBe(409);
    const edited = await trpc(
      "admin.shipping.update",
      {
        id,
        version: 2,
        name: text("Paleta"),
        price: "110",
        zones: { eu1: "", eu2: "300", world: "500" },
        payments: [1],
      },
      cookie,
    );
    expect(edited.data.zones).toEqual({ eu1: "", eu2: "300.00", world: "500.00" });
    const v = visitor(server.url, "en");
    const offered = async (country: string) =>
      (await v.query("shop.checkout.options", { country })).body.result.data.shipping.find(
        (s: { id: number }) => s.id === id,
      )?.price;
    expect(await offered("DE")).toBeUndefined();
    expect(await offered("GB")).toBe(500);
  });
});
