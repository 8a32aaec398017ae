import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_LIMITS } from "@printshop/core/checkout/index";
import { Email } from "./built";
import { startTestServer } from "./server";
import { businessCards, guest, visitor } from "./shop-client";
import { makeUser, sessionCookieFor, solvedCaptcha, uniqueEmail } from "./accounts";

/**
 * Issue 24, item 4: placing an order stores it and e-mails a confirmation to any address given,
 * so it is limited per address and per recipient, and a guest's orders past a few an hour ask for
 * the captcha. A refused order writes nothing and sends nothing.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
const count = <T>(values: T[], value: T) => values.filter((v) => v === value).length;

/** A shopper (signed in, or a guest) with business cards in the cart, placing from `ip`. */
async function shopperWithCart(ip: string, signedIn: boolean, locale = "en") {
  const v = visitor(server.url, locale, ip);
  if (signedIn) {
    const user = await makeUser();
    const { cookie } = await sessionCookieFor(user.userId);
    const [name, value] = cookie.split("=");
    v.jar.set(name!, value!);
  }
  expect((await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" })).status).toBe(
    200,
  );
  return v;
}

describe("limits on placing orders", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("30 orders from one address in a minute: the address's limit placed, the rest 429 with Retry-After and no e-mail", async () => {
    const ip = "192.0.2.10";
    const shoppers = [];
    // The carts are made from their own addresses (new carts have a limit of their own).
    for (let i = 0; i < 30; i++) shoppers.push(await shopperWithCart(`192.0.2.${100 + i}`, true));
    const emails = shoppers.map(() => uniqueEmail("buyer"));
    const results = await Promise.all(
      shoppers.map((v, i) =>
        v.mutate(
          "shop.checkout.place",
          {
            idempotencyKey: key(),
            paymentMethodId: 1,
            shippingMethodId: 1,
            customer: { ...guest, email: emails[i] },
            termsAccepted: true,
            withdrawalWaiver: true,
          },
          { "x-forwarded-for": ip },
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 200)).toBe(ORDER_LIMITS.ip.limit);
    expect(count(statuses, 429)).toBe(30 - ORDER_LIMITS.ip.limit);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.error.data.code).toBe("checkout.too_many_orders");
    expect(refused.body.error.message).toMatch(
      /^Too many orders were placed from this address in the last hour\. Try again in \d+ s/,
    );
    // One confirmation per placed order; none for a refused one, whose cart keeps its line.
    const mailed = emails.filter((e) => Email.sent({ to: e, kind: "order.confirm" }).length > 0);
    expect(mailed).toHaveLength(ORDER_LIMITS.ip.limit);
    const refusedShopper = shoppers[statuses.indexOf(429)]!;
    expect((await refusedShopper.query("shop.cart.get")).body.result.data.count).toBe(1);
  }, 120_000);

  it("one recipient e-mail: its limit an hour, from any address; the message is translated", async () => {
    const email = uniqueEmail("target");
    const statuses: number[] = [];
    let last: any;
    for (let i = 0; i < ORDER_LIMITS.email.limit + 2; i++) {
      const v = await shopperWithCart(`192.0.2.${200 + i}`, true, "de");
      const res = await v.mutate("shop.checkout.place", {
        idempotencyKey: key(),
        paymentMethodId: 1,
        shippingMethodId: 1,
        customer: { ...guest, email },
        termsAccepted: true,
        withdrawalWaiver: true,
        locale: "de",
      });
      statuses.push(res.status);
      last = res;
    }
    expect(statuses).toEqual([...Array(ORDER_LIMITS.email.limit).fill(200), 429, 429]);
    expect(last.body.error.message).toMatch(
      /^Für diese E-Mail-Adresse wurden in der letzten Stunde zu viele Bestellungen aufgegeben/,
    );
    expect(Email.sent({ to: email, kind: "order.confirm" })).toHaveLength(ORDER_LIMITS.email.limit);
  }, 60_000);

  it("a guest past a few orders an hour from one address is asked for the captcha, and places the order with it", async () => {
    const ip = "192.0.2.50";
    for (let i = 0; i < ORDER_LIMITS.guestFree.limit; i++) {
      const v = await shopperWithCart(ip, false);
      expect(
        (
          await v.mutate("shop.checkout.place", {
            idempotencyKey: key(),
            paymentMethodId: 1,
            shippingMethodId: 1,
            customer: { ...guest, email: uniqueEmail("guest") },
            termsAccepted: true,
            withdrawalWaiver: true,
          })
        ).status,
      ).toBe(200);
    }
    const v = await shopperWithCart(ip, false);
    const email = uniqueEmail("guest");
    const input = {
      idempotencyKey: key(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: { ...guest, email },
      termsAccepted: true,
      withdrawalWaiver: true,
    };
    const asked = await v.mutate("shop.checkout.place", input);
    expect(asked.status).toBe(400);
    expect(asked.body.error.data.fields).toEqual([
      {
        field: "captcha",
        code: "account.captcha_required",
        message: "Please confirm you are not a robot",
      },
    ]);
    expect(Email.sent({ to: email, kind: "order.confirm" })).toHaveLength(0);
    const placed = await v.mutate("shop.checkout.place", {
      ...input,
      captcha: await solvedCaptcha(v),
    });
    expect(placed.status).toBe(200);
    expect(Email.sent({ to: email, kind: "order.confirm" })).toHaveLength(1);
  }, 60_000);

  it("a tRPC batch holds at most 10 calls: 11 are refused whole with a translated 400, 10 are answered", async () => {
    const v = visitor(server.url, "pl");
    const batch = (n: number) =>
      v.get(
        `/trpc/${Array(n).fill("shop.catalogue.home").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { locale: "pl" }]))))}`,
      );
    const ten = await batch(10);
    expect(ten.status, JSON.stringify(ten.body).slice(0, 300)).toBe(200);
    expect(ten.body).toHaveLength(10);
    const eleven = await batch(11);
    expect(eleven.status).toBe(400);
    expect(eleven.body.error.data.code).toBe("input.batch_too_large");
    expect(eleven.body.error.message).toBe("Zbyt wiele wywołań w jednym żądaniu (najwyżej 10).");
  });
});
