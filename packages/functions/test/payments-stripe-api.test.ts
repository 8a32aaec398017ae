import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Payment from "@printshop/core/payment/index";
import { MAX_STRIPE_EVENT_BYTES, stripe } from "@printshop/core/payment/stripe";
import { getOrder, getPayment } from "@printshop/core/payment/store";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { signatureHeader } from "@printshop/core/payment/testing/stripe-form";
import { LocalStripe, TEST_CARD } from "@printshop/core/payment/testing/stripe.server";
import { paymentMails } from "@printshop/core/payment/testing/world";
import { db } from "@printshop/core/dynamo/db";
import { built, useSecuritySink } from "./built";
import { startTestServer } from "./server";
import { businessCards, guest, visitor } from "./shop-client";
import { STRIPE_WEBHOOK_MAX_BYTES, STRIPE_WEBHOOK_ROUTE } from "../src/rest/payment-table";

/**
 * Stripe's webhook through the built server's route (`POST /api/payments/stripe/webhook`): the
 * local Stripe server posts its signed events there as Stripe would, the built API checks them
 * with the SDK's `constructEvent` and applies them once. Payments are registered by the built
 * API (checkout) or by this test's own core (the same table, the same local server).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let local: LocalStripe;
const STRIPE_METHOD = 4;
beforeAll(async () => {
  server = await startTestServer({ sites: false });
  local = await new LocalStripe({ webhookUrl: "" }).start();
  local.webhookUrl = `${server.url}${STRIPE_WEBHOOK_ROUTE}`;
  const config = { ...local.config, timeoutMs: 5_000 };
  built.configurePayments({ gateways: { stripe: built.stripe(config) }, origin: server.url });
  Payment.configurePayments({ gateways: { stripe: stripe(config) }, origin: server.url });
  await db()
    .entities.paymentMethod.put({
      paymentMethodId: STRIPE_METHOD,
      icon: "icon-card",
      provider: "stripe",
      translations: { pl: "Karta", en: "Card", de: "Karte" },
    })
    .go();
  const { data: shipping } = await db().entities.shippingMethod.query.byId({}).go();
  for (const m of shipping)
    await db()
      .entities.shippingMethod.patch({ shippingMethodId: m.shippingMethodId })
      .set({ payments: [...m.payments, STRIPE_METHOD] })
      .go();
  built.changed("checkoutMethods");
});
afterAll(async () => {
  useSecuritySink();
  await local?.stop();
  await server?.close();
});

async function paying() {
  const order = await placeTestOrder({ paymentMethodId: STRIPE_METHOD });
  const { paymentId } = await Payment.create({ orderId: order.orderId });
  return { order, paymentId, session: local.sessionOf(paymentId)! };
}
/** The payer pays; the events are answered here, not sent. */
function paidEvents(sessionId: string) {
  const url = local.webhookUrl;
  local.webhookUrl = null;
  try {
    return local.pay(sessionId, "card");
  } finally {
    local.webhookUrl = url;
  }
}
const post = (body: string, signature?: string) =>
  fetch(`${server.url}${STRIPE_WEBHOOK_ROUTE}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    body,
  });

describe("POST /api/payments/stripe/webhook", () => {
  it("is core's webhook path and bound", () => {
    expect([STRIPE_WEBHOOK_ROUTE, STRIPE_WEBHOOK_MAX_BYTES]).toEqual([
      Payment.STRIPE_WEBHOOK_PATH,
      MAX_STRIPE_EVENT_BYTES,
    ]);
  });

  it("checkout with the Stripe method: the hosted page paid by card, the signed events make the order paid once", async () => {
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
      paymentMethodId: STRIPE_METHOD,
      shippingMethodId: 1,
      customer: guest,
      termsAccepted: true,
      withdrawalWaiver: true,
    });
    const { orderId, payment } = placed.body.result.data as {
      orderId: string;
      payment: { status: string; redirectUrl: string; paymentId: string };
    };
    expect(payment.status).toBe("redirect");
    const session = local.sessionOf(payment.paymentId)!;
    const order = (await getOrder(orderId))!;
    expect([session.amount_total, session.currency]).toEqual([
      Payment.amountDue(order).amount,
      order.currency.toLowerCase(),
    ]);
    expect(payment.redirectUrl).toBe(`${local.origin}/c/pay/${session.id}`);
    const paid = await fetch(payment.redirectUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay", method: "card", card: TEST_CARD }).toString(),
      redirect: "manual",
    });
    expect([paid.status, paid.headers.get("location")]).toEqual([
      303,
      `${server.url}/en/order/placed/${orderId}?payment=${encodeURIComponent(payment.paymentId)}`,
    ]);
    expect(local.deliveries.map((d) => [d.type, d.status])).toEqual([
      ["checkout.session.completed", 200],
      ["payment_intent.succeeded", 200],
    ]);
    expect(await getOrder(orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await getPayment(payment.paymentId)).toMatchObject({
      state: "paid",
      provider: "stripe",
    });
    const asked = await v.query("shop.checkout.payment", { orderId, paymentId: payment.paymentId });
    expect(asked.body.result.data).toMatchObject({ state: "paid", paymentStatus: "paid" });
    expect(await paymentMails(orderId)).toHaveLength(1);
  });

  it("a forged signature: 401, one security-log line, nothing changed", async () => {
    const { order, session } = await paying();
    const [completed] = paidEvents(session.id);
    const lines: string[] = [];
    useSecuritySink((l) => void lines.push(l));
    try {
      const res = await post(completed!, signatureHeader(completed!, "whsec_not_the_secret"));
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        "pay.notification_refused",
      );
    } finally {
      useSecuritySink();
    }
    expect(lines.map((l) => JSON.parse(l) as { kind: string; detail: unknown })).toEqual([
      expect.objectContaining({
        kind: "payment.notification_refused",
        detail: { provider: "stripe", reason: "signature", bytes: completed!.length },
      }),
    ]);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });
  });

  it("the same event replayed 20 times in parallel: one status change, one e-mail", async () => {
    const { order, paymentId, session } = await paying();
    const [completed] = paidEvents(session.id);
    const signature = signatureHeader(completed!, local.webhookSecret);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => post(completed!, signature).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    const [p] = await Payment.ofOrder({ orderId: order.orderId });
    expect(p!.events.filter((e) => e.to === "paid")).toHaveLength(1);
    expect(p!.paymentId).toBe(paymentId);
    expect(await paymentMails(order.orderId)).toHaveLength(1);
  });

  it("a signed event that changes nothing (a type the shop does not act on) is acknowledged 200", async () => {
    const body = local.event("customer.created", { id: "cus_1", object: "customer" });
    expect((await post(body, signatureHeader(body, local.webhookSecret))).status).toBe(200);
  });

  it("a body over the webhook's limit: 413, nothing read", async () => {
    const res = await post(JSON.stringify({ pad: "x".repeat(STRIPE_WEBHOOK_MAX_BYTES) }), "t=1");
    expect(res.status).toBe(413);
  });

  it("with Stripe off (no keys): 404 like any unknown path; with its keys back the same event applies", async () => {
    const { order, session } = await paying();
    const [completed] = paidEvents(session.id);
    const signature = signatureHeader(completed!, local.webhookSecret);
    built.configurePayments({ gateways: {} });
    try {
      expect((await post(completed!, signature)).status).toBe(404);
      expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting" });
    } finally {
      built.configurePayments({
        gateways: { stripe: built.stripe({ ...local.config, timeoutMs: 5_000 }) },
      });
    }
    expect((await post(completed!, signature)).status).toBe(200);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid" });
  });
});
