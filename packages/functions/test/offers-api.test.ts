import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readHead } from "@printshop/core/price-table/store";
import { pdfText } from "@printshop/core/document/testing/read";
import { built } from "./built";
import { startTestServer } from "./server";
import { businessCards, guest, visitor, type Visitor } from "./shop-client";
import { makeUser, sessionCookieFor } from "./accounts";

/**
 * Numbered offers over HTTP against the built API (issue 31 item 3, "Must show"): the PDF read back
 * holds the number, the configuration as the cart shows it, each mode's prices and the restoring
 * link; after the administrator's change-all of +10 % the offer's price holds in the cart and at
 * checkout within its validity, and not after it (the offers' clock moved 15 days).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Visitor;
const data = (r: { body: any }) => r.body.result.data;
const DAY = 24 * 3600 * 1000;

async function offerFor(v: Visitor, input: Record<string, unknown>) {
  const res = await v.mutate("shop.offers.create", input);
  if (res.status !== 200)
    throw new Error(`offers.create: ${res.status} ${JSON.stringify(res.body)}`);
  return data(res) as { offerId: string; number: string; createdDay: string; validUntil: string };
}

describe("offers over HTTP", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
    const user = await makeUser("catalogue");
    const [name, value] = (await sessionCookieFor(user.userId)).cookie.split("=") as [
      string,
      string,
    ];
    admin = visitor(server.url, "pl");
    admin.jar.set(name, value);
  });
  afterAll(async () => {
    built.useOfferClock();
    await server?.close();
  });

  it("an offer's PDF holds the configuration and prices; its price holds after +10 % until it expires", async () => {
    const v = visitor(server.url, "pl");
    const offer = await offerFor(v, { config: businessCards(100), locale: "pl" });
    expect(offer.number).toMatch(/^OF\/\d{4}\/\d{6}$/);
    expect(offer.validUntil > offer.createdDay).toBe(true);

    // What the link restores: the same configuration, on the product's own address.
    const restored = data(await v.query("shop.offers.get", { offerId: offer.offerId }));
    expect(restored).toMatchObject({ number: offer.number, valid: true, productId: 10, vat: 23 });
    expect(restored.config).toEqual(businessCards(100));
    expect(restored.slug).toMatch(/^[a-z0-9-]+$/);

    // The same configuration as a plain cart line, today: its parameters and price as the cart shows them.
    const plain = visitor(server.url, "pl");
    const line = data(
      await plain.mutate("shop.cart.add", { config: businessCards(100), mode: "eco" }),
    ).item;
    expect(Number(restored.modes.eco.net)).toBe(line.priceNet);

    const pdf = data(await v.query("shop.offers.pdf", { offerId: offer.offerId }));
    expect(pdf.contentType).toBe("application/pdf");
    const text = (await pdfText(Buffer.from(pdf.base64, "base64"))).join("\n");
    expect(text).toContain(`Oferta ${offer.number}`);
    expect(text).toContain(`Ceny ważne do: ${offer.validUntil}`);
    expect(text).toContain(line.productName);
    for (const p of line.params as { title: string; value: string }[]) {
      expect(text).toContain(p.title);
      expect(text).toContain(p.value);
    }
    expect(text).toContain("100 szt.");
    for (const mode of ["eco", "standard", "express"] as const)
      for (const amount of [restored.modes[mode].net, restored.modes[mode].gross])
        expect(text).toContain(`${amount} PLN`);
    expect(text).toContain(`${server.url}/oferta/${offer.offerId}`);

    // The administrator raises every price of the product by 10 %.
    const { version } = await readHead(10);
    const raised = await admin.mutate("admin.prices.changeAll", {
      productId: 10,
      range: "all",
      changeType: "increase",
      value: "10",
      version,
    });
    expect(raised.status).toBe(200);
    const today = data(
      await plain.mutate("shop.cart.add", { config: businessCards(100), mode: "eco" }),
    ).item.priceNet as number;
    expect(today).toBeGreaterThan(line.priceNet);

    // Within the validity: added from the offer, the line keeps the offer's price, at checkout too.
    const held = data(
      await v.mutate("shop.cart.add", {
        config: businessCards(100),
        mode: "eco",
        offerId: offer.offerId,
      }),
    );
    expect(held.item.priceNet).toBe(line.priceNet);
    expect(held.offer).toMatchObject({ state: "held", number: offer.number });
    const summary = data(await v.query("shop.checkout.summary", { shippingMethodId: 1 }));
    expect(summary.items[0].priceNet).toBe(line.priceNet);
    expect(summary.offers).toEqual([
      expect.objectContaining({ id: held.item.id, state: "held", number: offer.number }),
    ]);

    // 15 days later the offer has expired: today's price, and the checkout says why.
    const issued = Date.now();
    built.useOfferClock(() => issued + 15 * DAY);
    const later = data(await v.query("shop.checkout.summary", { shippingMethodId: 1 }));
    expect(later.items[0].priceNet).toBe(today);
    expect(later.offers).toEqual([
      expect.objectContaining({
        state: "expired",
        message: `Oferta ${offer.number} była ważna do ${offer.validUntil}. Cena w koszyku jest dzisiejszą ceną sklepu.`,
      }),
    ]);
    const lateAdd = data(
      await v.mutate("shop.cart.add", {
        config: businessCards(100),
        mode: "eco",
        offerId: offer.offerId,
      }),
    );
    expect(lateAdd.item.priceNet).toBe(today);
    expect(lateAdd.offer.state).toBe("expired");
    expect(data(await v.query("shop.offers.get", { offerId: offer.offerId })).valid).toBe(false);
    built.useOfferClock();
  }, 240_000);

  it("the order placed within the validity is charged the offer's price", async () => {
    const v = visitor(server.url, "pl");
    const offer = await offerFor(v, { config: businessCards(250), locale: "pl" });
    const restored = data(await v.query("shop.offers.get", { offerId: offer.offerId }));
    const { version } = await readHead(10);
    expect(
      (
        await admin.mutate("admin.prices.changeAll", {
          productId: 10,
          range: "all",
          changeType: "increase",
          value: "10",
          version,
        })
      ).status,
    ).toBe(200);
    await v.mutate("shop.cart.add", {
      config: businessCards(250),
      mode: "standard",
      offerId: offer.offerId,
    });
    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: guest,
      termsAccepted: true,
      withdrawalWaiver: true,
    });
    expect(placed.status).toBe(200);
    const { Order } = await import("@printshop/core");
    const order = await Order.get(data(placed).orderId);
    expect((order!.lines as { netAfterDiscount: string }[])[0]!.netAfterDiscount).toBe(
      restored.modes.standard.net,
    );
  }, 240_000);

  it("the offer holds only for its own configuration and currency; its id is only a reference", async () => {
    const v = visitor(server.url, "pl");
    const offer = await offerFor(v, { config: businessCards(100), locale: "pl" });
    const restored = data(await v.query("shop.offers.get", { offerId: offer.offerId }));
    const { version } = await readHead(10);
    await admin.mutate("admin.prices.changeAll", {
      productId: 10,
      range: "all",
      changeType: "increase",
      value: "10",
      version,
    });
    // Another run with this offer's id: today's price, the offer says nothing.
    const other = data(
      await v.mutate("shop.cart.add", {
        config: businessCards(250),
        mode: "eco",
        offerId: offer.offerId,
      }),
    );
    expect(other.offer).toBeNull();
    expect(other.item.priceNet).not.toBe(Number(restored.modes.eco.net));
    // The same configuration in a cart shown in EUR: the PLN offer does not hold.
    const eur = visitor(server.url, "pl");
    await eur.mutate("shop.cart.update", { currency: "EUR" });
    const inEur = data(
      await eur.mutate("shop.cart.add", {
        config: businessCards(100),
        mode: "eco",
        offerId: offer.offerId,
      }),
    );
    expect(inEur.offer).toBeNull();
    // A made-up id: refused by its shape, or simply not found.
    const bad = await v.mutate("shop.cart.add", {
      config: businessCards(100),
      mode: "eco",
      offerId: "x".repeat(41),
    });
    expect(bad.status).toBe(400);
    const unknown = await v.query("shop.offers.get", { offerId: "a".repeat(32) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(
      "Nie znaleziono oferty. Sprawdź link albo przygotuj nową ofertę.",
    );
  }, 240_000);

  it("an offer in English and EUR: its PDF in English with EUR amounts", async () => {
    const v = visitor(server.url, "en");
    const offer = await offerFor(v, { config: businessCards(100), locale: "en", currency: "EUR" });
    const pdf = data(await v.query("shop.offers.pdf", { offerId: offer.offerId }));
    const text = (await pdfText(Buffer.from(pdf.base64, "base64"))).join("\n");
    const restored = data(await v.query("shop.offers.get", { offerId: offer.offerId }));
    expect(restored.currency).toBe("EUR");
    expect(text).toContain(`Offer ${offer.number}`);
    expect(text).toContain(`Prices valid until: ${offer.validUntil}`);
    expect(text).toContain(`${restored.modes.express.gross} EUR`);
    expect(text).toContain(`${server.url}/en/oferta/${offer.offerId}`);
    const unknownCurrency = await v.mutate("shop.offers.create", {
      config: businessCards(100),
      locale: "en",
      currency: "XYZ",
    });
    expect(unknownCurrency.status).toBe(400);
  }, 240_000);

  it("issuing offers is limited per address (a costly anonymous write), answered 429 translated", async () => {
    const v = visitor(server.url, "de");
    const input = { config: businessCards(100), locale: "de" };
    const results = [];
    for (let i = 0; i < 20; i++) results.push((await v.mutate("shop.offers.create", input)).status);
    expect(results.every((s) => s === 200)).toBe(true);
    const refused = await v.mutate("shop.offers.create", input);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(
      /^Von dieser Adresse wurden zuletzt zu viele Angebote erstellt\. Versuchen Sie es in \d+ s erneut\.$/,
    );
  }, 240_000);
});
