import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./server";
import { businessCards, guest } from "./shop-client";
import { browserClient, makeUser } from "./accounts";

let server: Awaited<ReturnType<typeof startTestServer>>;

/** The whole way: a signed-in customer checks out, and the order is in "my orders" with its status. */
describe("my orders after a real checkout", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("lists the order placed while signed in, not the one placed as a guest", async () => {
    const user = await makeUser();
    const browser = browserClient(server.url, { ip: "192.0.2.50", locale: "en" });
    await browser.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const asGuest = await browser.mutate("shop.checkout.place", {
      idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: guest,
      termsAccepted: true,
      withdrawalWaiver: true,
    });
    expect(asGuest.status).toBe(200);

    await browser.mutate("shop.account.signIn", { email: user.email, password: user.password });
    await browser.mutate("shop.cart.add", { config: businessCards(250), mode: "express" });
    const placed = await browser.mutate("shop.checkout.place", {
      idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: guest,
      termsAccepted: true,
      withdrawalWaiver: true,
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.result.data.orderId as string;

    const list = (await browser.query("shop.account.orders")).body.result.data as {
      orderId: string;
      status: string;
      number: string;
    }[];
    expect(list.map((o) => o.orderId)).toEqual([orderId]);
    expect(list[0]).toMatchObject({ status: "new", number: placed.body.result.data.number });
    const detail = (await browser.query("shop.account.order", { orderId })).body.result.data;
    expect(detail).toMatchObject({
      status: "new",
      paymentStatus: "awaiting",
      lines: [{ quantity: 250 }],
    });
    expect(detail.lines[0].title).toBe("Business cards");
  });
});
