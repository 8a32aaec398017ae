import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Samples } from "@printshop/core";
import { startTestServer } from "./server";
import { businessCards, guest, magazine, visitor } from "./shop-client";
import { makeUser, sessionCookieFor } from "./accounts";

/** Issue 16: the storefront's faults, each pinned over HTTP on DynamoDB Local. */
let server: Awaited<ReturnType<typeof startTestServer>>;
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
const place = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: key(),
  paymentMethodId: 1,
  shippingMethodId: 1,
  customer: guest,
  termsAccepted: true,
  withdrawalWaiver: true,
  ...overrides,
});
const cents = (x: number) => Math.round(x * 100);

describe("storefront faults (issue 16)", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("fault 1: after an EUR checkout the thank-you order states every amount in EUR, the sums of what it lists, with PLN beside", async () => {
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: magazine(100), mode: "standard" });
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const summary = (await v.query("shop.checkout.summary", { shippingMethodId: 1 })).body.result
      .data;
    expect(summary.currency).toBe("EUR");
    const placed = await v.mutate("shop.checkout.place", place());
    expect(placed.status).toBe(200);
    const order = (
      await v.query("shop.checkout.order", { orderId: placed.body.result.data.orderId })
    ).body.result.data;
    expect(order).toMatchObject({ currency: "EUR", sign: "€" });
    // The same figures the summary showed before Place order, in the same currency.
    expect(order.totals.toPayGross).toBe(summary.totalGrossAfterDiscount);
    expect(order.lines.map((l: { gross: number }) => l.gross)).toEqual(
      summary.items.map((i: { priceGrossAfterDiscount: number }) => i.priceGrossAfterDiscount),
    );
    const listed =
      order.lines.reduce((a: number, l: { gross: number }) => a + cents(l.gross), 0) +
      cents(order.totals.shippingGross);
    expect(cents(order.totals.toPayGross)).toBe(listed);
    // PLN beside, as stored; not the same number as the EUR one.
    expect(order.pln.toPayGross).toBeGreaterThan(order.totals.toPayGross * 4);
    // A bank transfer: recipient, account, the order number as its title, the amount in EUR.
    expect(order.payment.kind).toBe("transfer");
    expect(order.transfer).toMatchObject({ title: order.number, amount: order.totals.toPayGross });
    expect(order.transfer.account).toMatch(/^PL\d{2}( \d{4}){6}$/);
    expect(order.transfer.recipient.length).toBeGreaterThan(3);
  });

  it("fault 1: my orders shows the same order in its own currency", async () => {
    const { userId } = await makeUser();
    const { cookie } = await sessionCookieFor(userId);
    const v = visitor(server.url, "de");
    const [name, value] = cookie.split("=");
    v.jar.set(name!, value!);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const placed = (
      await v.mutate("shop.checkout.place", place({ customer: { ...guest, billingCountry: "PL" } }))
    ).body.result.data;
    const thanks = (await v.query("shop.checkout.order", { orderId: placed.orderId })).body.result
      .data;
    const mine = (await v.query("shop.account.order", { orderId: placed.orderId })).body.result
      .data;
    expect(mine.currency).toBe("EUR");
    expect(mine.totals).toEqual(thanks.totals);
  });

  it("the terms must be accepted: without them nothing is placed and the field says why", async () => {
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const refused = await v.mutate("shop.checkout.place", place({ termsAccepted: false }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.data.fields).toEqual([
      expect.objectContaining({
        field: "termsAccepted",
        message: "Please accept the terms and conditions to place the order",
      }),
    ]);
    expect((await v.query("shop.cart.count")).body.result.data).toBe(1);
  });

  it("fault 7: a Polish postcode must be NN-NNN and the country one of the list (same rules as registration)", async () => {
    const v = visitor(server.url, "pl");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const bad = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...guest, billingPostcode: "00001", billingCountry: "Atlantyda" } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.fields).toEqual([
      expect.objectContaining({
        field: "customer.billingCountry",
        message: "Wybierz kraj z listy",
      }),
    ]);
    const postcode = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...guest, billingPostcode: "00001" } }),
    );
    expect(postcode.body.error.data.fields).toEqual([
      expect.objectContaining({
        field: "customer.billingPostcode",
        message: "Nieprawidłowy kod pocztowy (format NN-NNN)",
      }),
    ]);
    const german = await v.mutate(
      "shop.checkout.place",
      place({
        customer: {
          ...guest,
          billingPostcode: "10115",
          billingCity: "Berlin",
          billingCountry: "DE",
        },
      }),
    );
    expect(german.status).toBe(200);
  });

  it("fault 7: a malformed escape in a REST path answers 400 with a JSON error, not 500", async () => {
    const v = visitor(server.url, "en");
    const res = await v.get("/api/product/%E0%A4%A");
    expect(res.status).toBe(400);
    // The HTTP layer refuses the malformed URL before routing (one check for both hosts).
    expect(res.body.error).toMatchObject({
      code: "input.bad_url",
      message: "The request address is malformed.",
    });
    expect((await v.get("/api/product/10")).status).toBe(200);
  });

  it("fault 7: POST {locale}/api/calculator/order takes the seed's own payload (name = company, city = postcode and city)", async () => {
    const body = {
      name: "Etykieciarnia sp. z o.o.",
      street: "ul. Długa 1",
      city: "00-950 Warszawa",
      phone: "600 700 800",
      email: "seed-shape@example.com",
      person: "Anna Nowak",
      notes: "",
      text: "Etykiety 50×50, 500 szt.",
    };
    const res = await fetch(`${server.url}/en/api/calculator/order`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: server.url,
        "x-forwarded-for": "198.51.100.250",
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const stored = (await Samples.list()).find((r) => r.email === "seed-shape@example.com");
    expect(stored).toMatchObject({
      company: "Etykieciarnia sp. z o.o.",
      postcode: "00-950",
      city: "Warszawa",
      locale: "en",
    });
  });

  it("legal layer: the company record and the four legal pages, marked as placeholders, in every language", async () => {
    const marks = {
      pl: "Tekst przykładowy.",
      en: "Placeholder text.",
      de: "Platzhaltertext.",
    } as const;
    for (const locale of ["pl", "en", "de"] as const) {
      const v = visitor(server.url, locale);
      const company = (await v.query("shop.content.company")).body.result.data;
      expect(company).toMatchObject({ placeholder: true, country: "PL" });
      expect(company.nip).toMatch(/^\d{10}$/);
      for (const slug of ["regulamin", "polityka-prywatnosci", "reklamacje-i-zwroty", "kontakt"]) {
        const page = await v.query("shop.content.page", { slug, locale });
        expect(page.status, `${locale} ${slug}`).toBe(200);
        expect(page.body.result.data.html.startsWith(`<p><strong>${marks[locale]}</strong>`)).toBe(
          true,
        );
      }
    }
  });
});
