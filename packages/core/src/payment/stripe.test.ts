import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import * as Security from "../security/index";
import * as Payment from "./index";
import { getOrder, getPayment } from "./store";
import { placeTestOrder } from "./testing/orders";
import { signatureHeader } from "./testing/stripe-form";
import { DECLINED_CARD, TEST_CARD } from "./testing/stripe.server";
import { paymentMails, startPaymentWorld } from "./testing/world";
import { methodsFor, stripe } from "./stripe";
import { stripeSecrets } from "./config";

/**
 * Stripe through its official SDK against the local Stripe server (testing/stripe.server.ts),
 * whose signed events reach the shop's webhook path over HTTP: a Checkout Session for the
 * order's amount, paid only by a verified event or the session read back, once whatever comes
 * twice or twenty times; forged events refused; a cent off flagged; refunds bounded by Stripe.
 */
let world: Awaited<ReturnType<typeof startPaymentWorld>>;
const admin = { userId: "u-admin", email: "admin@example.com" };
beforeAll(async () => {
  await useTestTable("payment-stripe");
  world = await startPaymentWorld();
});
afterAll(() => world?.stop());

const STRIPE_METHOD = 4;
async function paying(over: Parameters<typeof placeTestOrder>[0] = {}) {
  const order = await placeTestOrder({ paymentMethodId: STRIPE_METHOD, ...over });
  const payment = await Payment.create({ orderId: order.orderId });
  const session = world.stripe.sessionOf(payment.paymentId)!;
  return { order, session, ...payment };
}
const timeline = async (paymentId: string) =>
  (await Payment.ofOrder({ orderId: paymentId.split(".")[0]! }))
    .find((p) => p.paymentId === paymentId)!
    .events.map((e) => (e.to ? `${e.kind}:${e.to}` : e.kind));
const webhook = (payload: string, signature?: string) =>
  fetch(`${world.endpoint.origin}${Payment.STRIPE_WEBHOOK_PATH}`, {
    method: "POST",
    headers: signature === undefined ? {} : { "stripe-signature": signature },
    body: payload,
  });

describe("Stripe: a Checkout Session from register to paid", () => {
  it("the session carries the order's amount, currency, return page and methods; the card pays it once", async () => {
    const { order, session, paymentId, redirectUrl } = await paying();
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 14_760,
      currency: "pln",
      client_reference_id: paymentId,
      status: "open",
      payment_status: "unpaid",
      payment_method_types: ["card", "blik", "p24"],
      locale: "pl",
    });
    expect(session.success_url).toBe(
      `${world.endpoint.origin}/order/placed/${order.orderId}?payment=${encodeURIComponent(paymentId)}`,
    );
    expect(redirectUrl).toBe(`${world.stripe.origin}/c/pay/${session.id}`);
    expect(await getPayment(paymentId)).toMatchObject({
      provider: "stripe",
      providerRef: session.id,
    });

    // Back before paying: the session read back says unpaid, nothing changes.
    expect(await Payment.returned({ orderId: order.orderId, paymentId })).toMatchObject({
      state: "pending",
    });
    // The hosted page: the declined card leaves it open; the test card pays.
    const pay = (form: Record<string, string>) =>
      fetch(redirectUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action: "pay", ...form }).toString(),
        redirect: "manual",
      });
    expect((await pay({ method: "card", card: DECLINED_CARD })).status).toBe(402);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting" });
    const paid = await pay({ method: "card", card: TEST_CARD.replace(/(\d{4})/g, "$1 ") });
    expect([paid.status, paid.headers.get("location")]).toEqual([303, session.success_url]);

    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await getPayment(paymentId)).toMatchObject({
      state: "paid",
      paidAmount: 14_760,
      providerPaymentId: session.payment_intent,
    });
    expect(await timeline(paymentId)).toEqual([
      "created:new",
      "registered:pending",
      "notification", // payment_intent.payment_failed: noted, nothing changed
      "notification", // checkout.session.completed
      "state:paid",
      "notification", // payment_intent.succeeded: the same payment, nothing more
    ]);
    expect(world.stripe.deliveries.map((d) => [d.type, d.status])).toEqual(
      expect.arrayContaining([
        ["checkout.session.completed", 200],
        ["payment_intent.succeeded", 200],
      ]),
    );
    expect(await paymentMails(order.orderId)).toHaveLength(1);
  });

  it("a return before the event: the session read back marks it paid; the late event changes nothing", async () => {
    const { order, session, paymentId } = await paying();
    world.stripe.webhookUrl = null; // the events are held back
    let events: string[];
    try {
      events = world.stripe.pay(session.id, "blik");
    } finally {
      world.stripe.webhookUrl = `${world.endpoint.origin}${Payment.STRIPE_WEBHOOK_PATH}`;
    }
    expect(await Payment.returned({ orderId: order.orderId, paymentId })).toMatchObject({
      state: "paid",
    });
    for (const e of events) expect(await world.stripe.deliver(e)).toBe(200);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await timeline(paymentId)).toEqual([
      "created:new",
      "registered:pending",
      "status_read",
      "state:paid",
      "notification", // checkout.session.completed
      "notification", // payment_intent.succeeded
    ]);
  });

  it("the same signed event 20 times in parallel: one change, one e-mail", async () => {
    const { order, session, paymentId } = await paying();
    world.stripe.webhookUrl = null;
    const [completed] = world.stripe.pay(session.id, "card");
    world.stripe.webhookUrl = `${world.endpoint.origin}${Payment.STRIPE_WEBHOOK_PATH}`;
    const signature = signatureHeader(completed!, world.stripe.webhookSecret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => webhook(completed!, signature).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200 || s === 503)).toBe(true);
    expect(answers.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect((await timeline(paymentId)).filter((e) => e === "state:paid")).toHaveLength(1);
    expect(await paymentMails(order.orderId)).toHaveLength(1);
  });

  it("a forged or unsigned event: 401, one security-log line, nothing changed", async () => {
    const { order, session, paymentId } = await paying();
    world.stripe.webhookUrl = null;
    const [completed] = world.stripe.pay(session.id, "card");
    world.stripe.webhookUrl = `${world.endpoint.origin}${Payment.STRIPE_WEBHOOK_PATH}`;
    const before = await timeline(paymentId);
    const collector = Payment.payments().security;
    Payment.configurePayments({ security: Payment.securityLog });
    const lines: string[] = [];
    Security.useSink((l) => void lines.push(l));
    try {
      expect((await webhook(completed!, signatureHeader(completed!, "whsec_forged"))).status).toBe(
        401,
      );
    } finally {
      Security.useSink();
      Payment.configurePayments({ security: collector });
    }
    expect(lines.map((l) => JSON.parse(l) as { kind: string; detail: unknown })).toEqual([
      expect.objectContaining({
        kind: "payment.notification_refused",
        detail: { provider: "stripe", reason: "signature", bytes: completed!.length },
      }),
    ]);
    // Signed right but over other bytes, signed too long ago, or not signed at all: refused too.
    const tampered = completed!.replace('"amount_total": 14760', '"amount_total": 1476');
    expect(tampered).not.toBe(completed);
    const old = Math.floor(Date.now() / 1000) - 3_600;
    for (const [body, sig] of [
      [tampered, signatureHeader(completed!, world.stripe.webhookSecret)],
      [completed!, signatureHeader(completed!, world.stripe.webhookSecret, old)],
      [completed!, undefined],
    ] as const)
      expect((await webhook(body, sig)).status).toBe(401);
    expect(world.security.filter((e) => e.detail.provider === "stripe")).toHaveLength(3);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });
    expect(await timeline(paymentId)).toEqual(before);
  });

  it("an amount one cent off or another currency: flagged, the order unchanged", async () => {
    for (const [paid, flag] of [
      [{ amount: 14_759 }, "amount_mismatch"],
      [{ currency: "eur" }, "currency_mismatch"],
    ] as const) {
      const { order, session, paymentId } = await paying();
      world.stripe.webhookUrl = null;
      const [completed] = world.stripe.pay(session.id, "card", paid);
      world.stripe.webhookUrl = `${world.endpoint.origin}${Payment.STRIPE_WEBHOOK_PATH}`;
      expect(await world.stripe.deliver(completed!)).toBe(200);
      expect(await getPayment(paymentId)).toMatchObject({ state: "flagged", flag });
      expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting" });
    }
  });

  it("an EUR order in English: the session in EUR with cards and Przelewy24, no BLIK", async () => {
    const { session } = await paying({ currency: "EUR", rate: "4.25", locale: "en" });
    expect(session).toMatchObject({
      currency: "eur",
      locale: "en",
      payment_method_types: ["card", "p24"],
    });
    expect(session.amount_total).toBe(
      Payment.amountDue({ ...(await getOrder(session.client_reference_id!.split(".")[0]!))! })
        .amount,
    );
    expect(methodsFor("EUR", "blik")).toEqual(["card"]);
    expect(methodsFor("PLN", "blik")).toEqual(["blik"]);
  });
});

describe("Stripe refunds", () => {
  async function paidOrder() {
    const { order, session, paymentId } = await paying();
    for (const e of world.stripe.pay(session.id, "card"))
      expect(await world.stripe.deliver(e)).toBe(200);
    await world.stripe.settled();
    const version = (await getOrder(order.orderId))!.version ?? 1;
    return { orderId: order.orderId, paymentId, version, intent: session.payment_intent! };
  }

  it("a partial refund seen by Stripe, then the rest: the refund events complete each once", async () => {
    const { orderId, paymentId, version, intent } = await paidOrder();
    await Payment.refund({ orderId, amount: "50.00", version }, admin);
    await world.stripe.settled();
    const charge = [...world.stripe.charges.values()].find((c) => c.payment_intent === intent)!;
    expect([charge.amount_refunded, charge.refunded]).toEqual([5_000, false]);
    const [refund] = [...world.stripe.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(refund).toMatchObject({ amount: 5_000, status: "succeeded", metadata: { paymentId } });
    expect(await getPayment(paymentId)).toMatchObject({
      state: "partially_refunded",
      refunded: 5_000,
      refundPending: 0,
    });

    // More than is left: refused by the shop before Stripe hears of it.
    await expect(
      Payment.refund({ orderId, amount: "97.61", version: version + 2 }, admin),
    ).rejects.toMatchObject({ code: "pay.refund_too_large" });
    // The order's version moved twice: the refund asked (audited), then partially_refunded.
    await Payment.refund({ orderId, amount: "97.60", version: version + 2 }, admin);
    await world.stripe.settled();
    expect(charge).toMatchObject({ amount_refunded: 14_760, refunded: true });
    expect(await getPayment(paymentId)).toMatchObject({ state: "refunded", refunded: 14_760 });
    expect(await getOrder(orderId)).toMatchObject({ paymentStatus: "refunded" });
    // Every refund event delivered again: nothing more.
    const refundEvents = world.stripe.deliveries.filter(
      (d) => d.payload.includes(paymentId) && d.type.startsWith("refund."),
    );
    expect(refundEvents).toHaveLength(2);
    for (const d of refundEvents) expect(await world.stripe.deliver(d.payload)).toBe(200);
    expect(await getPayment(paymentId)).toMatchObject({ state: "refunded", refunded: 14_760 });
  });

  it("a pending refund that fails: rejected on refund.updated, the amount free again", async () => {
    const { orderId, paymentId, version } = await paidOrder();
    world.stripe.refundsPending = true;
    try {
      await Payment.refund({ orderId, amount: "10.00", version }, admin);
      await world.stripe.settled();
      expect(await getPayment(paymentId)).toMatchObject({ refundPending: 1_000, state: "paid" });
      const pending = [...world.stripe.refunds.values()].find(
        (r) => r.metadata.paymentId === paymentId,
      )!;
      expect(await world.stripe.decideRefund(pending.id, false)).toEqual([200]);
      expect(await getPayment(paymentId)).toMatchObject({
        refundPending: 0,
        refunded: 0,
        state: "paid",
      });
      const [p] = await Payment.ofOrder({ orderId });
      expect(p!.refunds.map((r) => r.state)).toEqual(["rejected"]);
    } finally {
      world.stripe.refundsPending = false;
    }
  });

  it("Stripe refusing the refund (more than the charge has left): failed, the amount free again", async () => {
    const { orderId, paymentId, version, intent } = await paidOrder();
    // Someone refunded part of it in Stripe's dashboard: the charge has less left than the shop thinks.
    const charge = [...world.stripe.charges.values()].find((c) => c.payment_intent === intent)!;
    charge.amount_refunded = 14_000;
    await expect(
      Payment.refund({ orderId, amount: "10.00", version }, admin),
    ).rejects.toMatchObject({ code: "pay.refund_refused" });
    expect(await getPayment(paymentId)).toMatchObject({ refundPending: 0, state: "paid" });
  });
});

describe("Stripe's keys", () => {
  it("read from the environment: both keys or nothing; a local API's host, port and protocol", () => {
    expect(stripeSecrets({ STRIPE_SECRET_KEY: "sk_test_1" })).toBeNull();
    expect(stripeSecrets({ STRIPE_WEBHOOK_SECRET: "whsec_1" })).toBeNull();
    expect(
      stripeSecrets({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }),
    ).toEqual({ secretKey: "sk_test_1", webhookSecret: "whsec_1", label: "Stripe test mode" });
    expect(
      stripeSecrets({
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_API_BASE: "http://127.0.0.1:12112",
      }),
    ).toMatchObject({ api: { host: "127.0.0.1", port: 12112, protocol: "http" } });
    expect(
      stripeSecrets({ STRIPE_SECRET_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })?.label,
    ).toBe("Stripe");
  });

  it("a wrong secret key: the local server answers 401 and the shop says the provider refused", async () => {
    const wrong = stripe({ ...world.stripe.config, secretKey: "sk_test_wrong" });
    await expect(
      wrong.register({
        paymentId: "AAAAAAAAAAAAAAAAAAAAAA.wrongkey",
        amount: 1_000,
        currency: "PLN",
        description: "x",
        email: "a@example.com",
        country: "PL",
        language: "pl",
        returnUrl: "http://127.0.0.1/",
        notifyUrl: "http://127.0.0.1/",
        channel: "all",
      }),
    ).rejects.toMatchObject({ kind: "refused", reason: expect.stringMatching(/401/) });
    const res = await fetch(`${world.stripe.origin}/v1/checkout/sessions`, { method: "POST" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("Stripe down at register: the order stays awaiting, the payment shows why, pay again works", async () => {
    const order = await placeTestOrder({ paymentMethodId: STRIPE_METHOD });
    world.stripe.failNext("sessions.create", { status: 500 }, 2); // the SDK retries once
    await expect(Payment.create({ orderId: order.orderId })).rejects.toMatchObject({
      code: "pay.provider_unavailable",
    });
    const [failed] = await Payment.ofOrder({ orderId: order.orderId });
    expect(failed).toMatchObject({ state: "new", lastError: expect.stringMatching(/register/) });
    const again = await Payment.create({ orderId: order.orderId });
    expect(again.redirectUrl).toMatch(/\/c\/pay\/cs_test_/);
  });
});
