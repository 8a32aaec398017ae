import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Order, PriceTable } from "@printshop/core";
import { changed } from "./built";
import { startTestServer } from "./server";
import { businessCards, guest, magazine, visitor } from "./shop-client";
import { makeUser, sessionCookieFor } from "./accounts";

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

describe("checkout over tRPC", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("options list payments and shipping methods, each shipping method with the payments it allows", async () => {
    const v = visitor(server.url, "en");
    const { body } = await v.query("shop.checkout.options");
    expect(body.result.data.payments.map((p: { title: string }) => p.title)).toEqual([
      "Bank transfer",
      "Online payment",
      "Cash on delivery",
    ]);
    // Online: the method names a provider (the seed's online one, Przelewy24); the icon is a picture.
    expect(body.result.data.payments.map((p: { kind: string }) => p.kind)).toEqual([
      "transfer",
      "online",
      "cash",
    ]);
    expect(body.result.data.shipping.find((s: { id: number }) => s.id === 2)).toMatchObject({
      title: "Pick-up in person",
      payments: [1, 2],
    });
  });

  it("an empty cart cannot be checked out", async () => {
    const v = visitor(server.url);
    const res = await v.mutate("shop.checkout.place", place());
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Twój koszyk jest pusty!");
  });

  it("a double Place order (concurrent and retried) makes one order, empties the cart and answers its number", async () => {
    const v = visitor(server.url);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const input = place();
    const presses = await Promise.all(
      Array.from({ length: 4 }, () => v.mutate("shop.checkout.place", input)),
    );
    expect(presses.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    const [a] = presses as [(typeof presses)[number]];
    expect(new Set(presses.map((p) => p.body.result.data.orderId)).size).toBe(1);
    expect(a.body.result.data.number).toMatch(/^\d{8}-[0-9A-Z]{5}$/);
    const retry = await v.mutate("shop.checkout.place", input);
    expect(retry.body.result.data.orderId).toBe(a.body.result.data.orderId);
    expect((await v.query("shop.cart.get")).body.result.data.count).toBe(0);
    const order = await Order.get(a.body.result.data.orderId);
    expect(order).toMatchObject({
      currency: "PLN",
      rate: "1",
      paymentStatus: "awaiting",
      status: "new",
      totals: { net: "42.58", gross: "52.37" },
    });
    expect((order!.lines as { config: unknown }[])[0]!.config).toEqual(businessCards());
    const confirmation = await v.query("shop.checkout.order", {
      orderId: a.body.result.data.orderId,
    });
    expect(confirmation.body.result.data.number).toBe(a.body.result.data.number);
    // Nobody else reads it.
    expect(
      (
        await visitor(server.url).query("shop.checkout.order", {
          orderId: a.body.result.data.orderId,
        })
      ).status,
    ).toBe(404);
  });

  it("a price change between add and checkout is shown in the summary and charged at the new price", async () => {
    const v = visitor(server.url);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const entry = { productId: 10, combination: "1012,1022,1031" };
    const admin = { userId: "test-admin", email: "admin@example.com" };
    const current = await PriceTable.get(entry);
    const before = current.cells.find((c) => c.copy === 100)!.net;
    await PriceTable.save(
      { ...entry, cells: [{ copy: 100, net: "50" }], version: current.version },
      admin,
    );
    // The server is another copy of the app: tell it what the admin API tells its own process.
    changed("priceTables");
    try {
      const summary = (await v.query("shop.checkout.summary", { shippingMethodId: 1 })).body.result
        .data;
      expect(summary.items[0].priceNet).toBe(50);
      expect(summary.changed).toEqual([{ id: summary.items[0].id, previousNet: 42.58 }]);
      const placed = await v.mutate("shop.checkout.place", place());
      expect(placed.body.result.data.totals).toMatchObject({ net: "50.00", gross: "61.50" });
    } finally {
      await PriceTable.save(
        {
          ...entry,
          cells: [{ copy: 100, net: before }],
          version: (await PriceTable.get(entry)).version,
        },
        admin,
      );
      changed("priceTables");
    }
  });

  it("customer data is checked: required fields, NIP for companies, payment allowed by the shipping method", async () => {
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const missing = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...guest, firstName: "", phone: "12" } }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.data.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "customer.firstName",
          message: "The field cannot be empty",
        }),
        expect.objectContaining({
          field: "customer.phone",
          message: "The phone number is too short (min. 9 digits)",
        }),
      ]),
    );
    const company = { ...guest, type: 1, billingCompany: "ACME", billingTax: "1234567890" };
    const nip = await v.mutate("shop.checkout.place", place({ customer: company }));
    expect(nip.body.error.data.fields).toEqual([
      expect.objectContaining({
        field: "customer.billingTax",
        message: "Invalid tax number (NIP)",
      }),
    ]);
    const cod = await v.mutate(
      "shop.checkout.place",
      place({ shippingMethodId: 2, paymentMethodId: 3 }),
    );
    expect(cod.body.error.data.fields).toEqual([
      expect.objectContaining({ field: "paymentMethodId" }),
    ]);
    const ok = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...company, billingTax: "PL 526-000-12-46" } }),
    );
    expect(ok.status).toBe(200);
  });

  it("a private person's order carries no tax number or company name from a hidden 'company' field (issue 28, fault 10)", async () => {
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    // Typed as a company (an invalid NIP), then switched to "private person": the page still sends them.
    const switched = { ...guest, type: 2, billingCompany: "ACME", billingTax: "5260250275" };
    const res = await v.mutate("shop.checkout.place", place({ customer: switched }));
    expect(res.status).toBe(200);
    const order = await Order.get(res.body.result.data.orderId);
    const customer = order!.customer as Record<string, unknown>;
    expect(customer.type).toBe(2);
    expect(customer.billingName).toBe("Anna Nowak");
    expect(customer.billingTax ?? "").toBe("");
    expect(customer.billingCompany ?? "").toBe("");
  });

  it("a cart that declared zero VAT keeps it for a German company with its EU VAT id (the tax-id field); the order stores EUR and its rate", async () => {
    const v = visitor(server.url, "de");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    await v.mutate("shop.cart.update", { noVat: true });
    const company = {
      ...guest,
      type: 1,
      billingCompany: "Druckhaus Müller GmbH",
      billingCountry: "Deutschland",
      billingPostcode: "10115",
    };
    // Zero VAT is the buyer's: a private person is refused it, with the reason (eu-vat-checkout.test.ts).
    const bad = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...company, billingTax: "DE12" } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.fields[0]).toMatchObject({
      field: "customer.billingTax",
      message:
        "Bitte die USt-IdNr. der Firma im Format ihres Landes angeben (z. B. DE123456789 für Deutschland)",
    });
    const ok = await v.mutate(
      "shop.checkout.place",
      place({ customer: { ...company, billingTax: "DE123456789" } }),
    );
    expect(ok.status).toBe(200);
    const order = await Order.get(ok.body.result.data.orderId);
    expect(order).toMatchObject({
      currency: "EUR",
      rate: "4.2537",
      noVat: true,
      vatNumber: "DE123456789",
      totals: { net: "42.58", gross: "42.58" },
    });
  });

  it("a signed-in customer's order carries their id and is listed under their orders", async () => {
    const { userId } = await makeUser();
    const { cookie } = await sessionCookieFor(userId);
    const v = visitor(server.url);
    const [name, value] = cookie.split("=");
    v.jar.set(name!, value!);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const placed = await v.mutate("shop.checkout.place", place());
    expect(placed.status).toBe(200);
    const mine = await Order.listByCustomer(userId);
    expect(mine.map((o) => o.orderId)).toEqual([placed.body.result.data.orderId]);
  });

  it("lines of all three kinds are re-priced and stored with their configuration; totals are the sum of the lines", async () => {
    const v = visitor(server.url);
    const label = {
      width: 50,
      height: 50,
      quantity: 500,
      material: 1,
      print: 1,
      enrichment: 1,
      application: 0,
      diameter: 76,
      gap: 4,
      winding: 0,
    };
    const a = (
      await v.mutate("shop.cart.add", {
        config: { kind: "label", productId: 1, input: label },
        mode: "eco",
      })
    ).body.result.data.item;
    const b = (await v.mutate("shop.cart.add", { config: magazine(250), mode: "express", vat: 8 }))
      .body.result.data.item;
    const c = (await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" })).body
      .result.data.item;
    const placed = await v.mutate("shop.checkout.place", place());
    expect(placed.status).toBe(200);
    const order = (await Order.get(placed.body.result.data.orderId))!;
    const lines = order.lines as {
      kind: string;
      net: string;
      gross: string;
      vat: number;
      config: unknown;
    }[];
    expect(lines.map((l) => [l.kind, l.net, l.vat])).toEqual([
      ["label", a.priceNet.toFixed(2), 23],
      ["calculator", b.priceNet.toFixed(2), 8],
      ["table", c.priceNet.toFixed(2), 23],
    ]);
    expect(lines[1]!.config).toEqual(magazine(250));
    const cents = (x: string) => Math.round(Number(x) * 100);
    const totals = order.totals as Record<string, string>;
    expect(cents(totals.net!)).toBe(lines.reduce((s, l) => s + cents(l.net), 0));
    expect(cents(totals.gross!)).toBe(lines.reduce((s, l) => s + cents(l.gross), 0));
  });
});
