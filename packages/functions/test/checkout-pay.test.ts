import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Order } from "@printshop/core";
import { amountDue } from "@printshop/core/payment/amount";
import { LocalPrzelewy24 } from "@printshop/core/payment/testing/przelewy24.server";
import { built, sentEmails } from "./built";
import { startTestServer } from "./server";
import { businessCards, guest, visitor, type Visitor } from "./shop-client";
import { makeUser, sessionCookieFor } from "./accounts";
import { builtBundle, inputsOf, lambdaReach, staticClosure } from "../../../bench/lambda-bundle";

/**
 * Paying at checkout over tRPC, on the built server and the local Przelewy24 server:
 * `shop.checkout.place` opens the payment of an online order, `shop.checkout.pay` pays (again),
 * `shop.checkout.payment` answers the return page; only for the cart that placed the order or
 * its signed-in customer; the amount always the stored order's.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let p24: LocalPrzelewy24;
beforeAll(async () => {
  server = await startTestServer({ sites: false });
  p24 = await new LocalPrzelewy24().start();
  built.configurePayments({
    gateway: built.przelewy24({ ...p24.config, timeoutMs: 5_000 }),
    origin: server.url,
  });
});
afterAll(async () => Promise.all([p24?.stop(), server?.close()]));

const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;
async function placeOnline(v: Visitor, paymentMethodId = 2) {
  await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
  const res = await v.mutate("shop.checkout.place", {
    idempotencyKey: key(),
    paymentMethodId,
    shippingMethodId: 1,
    customer: guest,
    termsAccepted: true,
    withdrawalWaiver: true,
  });
  expect(res.status).toBe(200);
  return res.body.result.data as {
    orderId: string;
    payment: { status: string; redirectUrl?: string; paymentId?: string; message?: string };
  };
}
const sessionOf = (redirectUrl: string) =>
  [...p24.transactions.values()].find((t) => redirectUrl.endsWith(`/trnRequest/${t.token}`))!;

describe("paying at checkout", () => {
  it("an online order goes to the provider with the stored order's amount; the return page is told the truth", async () => {
    const v = visitor(server.url, "en");
    const { orderId, payment } = await placeOnline(v);
    expect(payment.status).toBe("redirect");
    const trn = sessionOf(payment.redirectUrl!);
    const order = (await Order.get(orderId))!;
    expect([trn.amount, trn.currency]).toEqual([amountDue(order).amount, order.currency]);
    expect(trn.urlReturn).toBe(
      `${server.url}/en/order/placed/${orderId}?payment=${encodeURIComponent(trn.sessionId)}`,
    );
    const ask = () => v.query("shop.checkout.payment", { orderId, paymentId: payment.paymentId });
    // Back without paying: not paid, whatever the URL says.
    expect((await ask()).body.result.data).toMatchObject({
      state: "pending",
      paymentStatus: "awaiting",
    });
    // Paid, and the notification lost: the return page's question reads the provider's status.
    p24.pay(trn.sessionId);
    expect((await ask()).body.result.data).toMatchObject({ state: "paid", paymentStatus: "paid" });
    expect(await Order.get(orderId)).toMatchObject({ paymentStatus: "paid" });
    expect((await v.mutate("shop.checkout.pay", { orderId })).body.error.message).toBe(
      "This order is not awaiting payment.",
    );
  });

  it("nobody else pays for or asks about an order: an order id alone is not enough", async () => {
    const owner = visitor(server.url);
    const { orderId, payment } = await placeOnline(owner);
    const stranger = visitor(server.url);
    await stranger.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    expect((await stranger.mutate("shop.checkout.pay", { orderId })).status).toBe(404);
    const asked = await stranger.query("shop.checkout.payment", {
      orderId,
      paymentId: payment.paymentId,
    });
    expect(asked.status).toBe(404);
    const bad = await owner.mutate("shop.checkout.pay", { orderId: "../../x" });
    expect(bad.status).toBe(400);
  });

  it("the provider down at checkout: the order placed and awaiting, a translated message, and Pay again works", async () => {
    const v = visitor(server.url, "de");
    p24.failNext("register", { status: 503 });
    const { orderId, payment } = await placeOnline(v);
    expect(payment).toMatchObject({ status: "retry", code: "pay.provider_unavailable" });
    expect(payment.message).toMatch(/Zahlungsdienst antwortet nicht/);
    expect(await Order.get(orderId)).toMatchObject({ paymentStatus: "awaiting" });
    const again = await v.mutate("shop.checkout.pay", { orderId, channel: "blik", amount: 1 });
    expect(again.status).toBe(200);
    const trn = sessionOf(again.body.result.data.redirectUrl as string);
    expect([trn.amount, trn.channel]).toEqual([
      amountDue((await Order.get(orderId))!).amount,
      8192,
    ]);
  });

  it("a signed-in customer pays for their own order from another cart (the account's orders)", async () => {
    const { userId } = await makeUser();
    const { cookie } = await sessionCookieFor(userId);
    const [name, value] = cookie.split("=");
    const v = visitor(server.url);
    v.jar.set(name!, value!);
    const { orderId } = await placeOnline(v);
    const elsewhere = visitor(server.url);
    elsewhere.jar.set(name!, value!);
    const res = await elsewhere.mutate("shop.checkout.pay", { orderId });
    expect(res.status).toBe(200);
    expect(res.body.result.data.redirectUrl).toMatch(/\/trnRequest\//);
  });

  it("a guest pays again from the e-mail's link on another device (no cart, no account), and comes back to that page", async () => {
    const v = visitor(server.url, "en");
    p24.failNext("register", { status: 503 });
    const { orderId } = await placeOnline(v);
    const order = (await Order.get(orderId))!;
    const mail = sentEmails({ to: order.customer.email as string, kind: "order.confirm" }).at(-1)!;
    const link = /\/en\/order\/files\/([\w.-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain(
      `If the online payment was not finished, you can pay on the order's page`,
    );
    // Another device: neither the cart that placed the order nor an account.
    const phone = visitor(server.url, "en");
    const page = await phone.query("shop.orderFiles.list", { token: link });
    expect(page.body.result.data).toMatchObject({
      orderId,
      online: true,
      paymentStatus: "awaiting",
    });
    expect((await phone.mutate("shop.checkout.pay", { orderId })).status).toBe(404);
    const paid = await phone.mutate("shop.checkout.pay", { orderId, link });
    expect(paid.status).toBe(200);
    const trn = sessionOf(paid.body.result.data.redirectUrl as string);
    expect(trn.amount).toBe(amountDue(order).amount);
    expect(trn.urlReturn).toBe(
      `${server.url}/en/order/files/${link}?payment=${encodeURIComponent(trn.sessionId)}`,
    );
    p24.pay(trn.sessionId);
    const asked = await phone.query("shop.checkout.payment", {
      orderId,
      paymentId: trn.sessionId,
      link,
    });
    expect(asked.body.result.data).toMatchObject({ state: "paid", paymentStatus: "paid" });
    // Another order's link, or a tampered one, opens nothing of this order.
    const other = await placeOnline(visitor(server.url));
    expect((await phone.mutate("shop.checkout.pay", { orderId: other.orderId, link })).status).toBe(
      403,
    );
    const tampered = `${link.slice(0, -1)}${link.endsWith("A") ? "B" : "A"}`;
    expect((await phone.mutate("shop.checkout.pay", { orderId, link: tampered })).status).toBe(403);
    expect(
      (await phone.mutate("shop.checkout.pay", { orderId, link: "x".repeat(500) })).status,
    ).toBe(400);
  });

  it("the back office sees the order's payments with their timeline (permission orders only)", async () => {
    const { orderId, payment } = await placeOnline(visitor(server.url));
    p24.pay(payment.paymentId!);
    expect(await p24.notify(payment.paymentId!)).toBe(200);
    const as = async (role: "orders" | "customer") => {
      const { cookie } = await sessionCookieFor((await makeUser(role)).userId);
      const [name, value] = cookie.split("=");
      const v = visitor(server.url, "en");
      v.jar.set(name!, value!);
      return v.query("admin.orders.payments", { orderId });
    };
    const staff = await as("orders");
    expect(staff.status).toBe(200);
    const [paid] = staff.body.result.data as {
      state: string;
      events: { kind: string; to: string | null }[];
    }[];
    expect(paid!.state).toBe("paid");
    expect(paid!.events.map((e) => e.kind)).toEqual([
      "created",
      "registered",
      "notification",
      "verified",
      "state",
    ]);
    expect((await as("customer")).status).toBe(403);
  });

  it("an order paid by bank transfer is not sent to the provider", async () => {
    const { payment } = await placeOnline(visitor(server.url), 1);
    expect(payment).toEqual({ status: "offline" });
  });
});

describe("`pnpm start`'s test gateway (no Przelewy24 keys in the environment)", () => {
  it("the Lambda's bundle reaches neither the test gateways nor the local Przelewy24 and Stripe servers", () => {
    const bundle = builtBundle();
    const reach = inputsOf(bundle, lambdaReach(bundle));
    expect(reach.some((i) => i.includes("payment/testing/"))).toBe(false);
    expect(reach.some((i) => i.endsWith("local/test-gateway.ts"))).toBe(false);
    expect(reach.some((i) => i.endsWith("payment/notify.ts"))).toBe(true);
    // The Stripe adapter is there; the SDK only behind its dynamic import, never on a cold start.
    expect(reach.some((i) => i.endsWith("payment/stripe.ts"))).toBe(true);
    expect(reach.some((i) => i.includes("node_modules/stripe/"))).toBe(true);
    const cold = inputsOf(bundle, staticClosure(bundle));
    expect(cold.some((i) => i.includes("node_modules/stripe/"))).toBe(false);
  });

  it("a whole payment through its labelled page: BLIK code checked, notified, verified, paid", async () => {
    const gateway = await built.startTestGatewayUnlessKeys(0);
    try {
      expect(gateway.message).toMatch(/TEST GATEWAY .* on http:\/\/127\.0\.0\.1:\d+ /);
      const v = visitor(server.url);
      const { orderId, payment } = await placeOnline(v);
      expect(payment.status).toBe("redirect");
      const page = await fetch(payment.redirectUrl!);
      expect(await page.text()).toMatch(/TEST GATEWAY — no money moves/);
      const pay = (form: Record<string, string>) =>
        fetch(payment.redirectUrl!, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ action: "pay", ...form }).toString(),
          redirect: "manual",
        });
      expect((await pay({ method: "blik", blik: "12ab" })).status).toBe(400);
      expect(await Order.get(orderId)).toMatchObject({ paymentStatus: "awaiting" });
      const paid = await pay({ method: "blik", blik: "777123" });
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toBe(
        `${server.url}/order/placed/${orderId}?payment=${encodeURIComponent(payment.paymentId!)}`,
      );
      expect(await Order.get(orderId)).toMatchObject({ paymentStatus: "paid" });
      const asked = await v.query("shop.checkout.payment", {
        orderId,
        paymentId: payment.paymentId,
      });
      expect(asked.body.result.data).toMatchObject({ state: "paid", paymentStatus: "paid" });
    } finally {
      await gateway.stop();
    }
  });
});
