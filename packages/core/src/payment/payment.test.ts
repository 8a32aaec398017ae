import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import * as Audit from "../audit/index";
import * as Security from "../security/index";
import { AppError } from "../error";
import * as Payment from "./index";
import { getOrder, getPayment } from "./store";
import { placeTestOrder } from "./testing/orders";
import { paymentMails, startPaymentWorld } from "./testing/world";

/**
 * Online payments end to end on DynamoDB Local, against the local Przelewy24 server, whose
 * notifications reach the shop over HTTP (testing/notify-endpoint.ts stands for the route): the
 * order paid only by a verified notification or a status read, once, whatever comes twice, late
 * or forged; mismatches flagged for an administrator; the provider down at any step loses nothing.
 */
let world: Awaited<ReturnType<typeof startPaymentWorld>>;
beforeAll(async () => {
  await useTestTable("payment");
  world = await startPaymentWorld();
});
afterAll(() => world?.stop());

async function paying(over: Parameters<typeof placeTestOrder>[0] = {}) {
  const order = await placeTestOrder(over);
  const payment = await Payment.create({ orderId: order.orderId });
  return { order, ...payment };
}
const timeline = async (paymentId: string) =>
  (await Payment.ofOrder({ orderId: paymentId.split(".")[0]! }))
    .find((p) => p.paymentId === paymentId)!
    .events.map((e) => (e.to ? `${e.kind}:${e.to}` : e.kind));
const post = (body: string) =>
  fetch(`${world.endpoint.origin}${Payment.NOTIFY_PATH}`, { method: "POST", body });

describe("a payment, from register to paid", () => {
  it("registers the order's amount, ignores the return, marks paid on the verified notification", async () => {
    const { order, paymentId, redirectUrl } = await paying();
    const trn = world.p24.transactions.get(paymentId)!;
    expect([trn.amount, trn.currency]).toEqual([14_760, "PLN"]);
    expect(redirectUrl).toBe(`${world.p24.baseUrl.replace("/api/v1", "")}/trnRequest/${trn.token}`);

    // Back from the gateway before paying: the shop asks the provider, and nothing is paid.
    expect(await Payment.returned({ orderId: order.orderId, paymentId })).toMatchObject({
      state: "pending",
    });
    world.p24.pay(paymentId);
    expect(await world.p24.notify(paymentId)).toBe(200);

    expect(world.p24.transactions.get(paymentId)!.status).toBe(2); // verified
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await getPayment(paymentId)).toMatchObject({ state: "paid", paidAmount: 14_760 });
    expect(await timeline(paymentId)).toEqual([
      "created:new",
      "registered:pending",
      "notification",
      "verified",
      "state:paid",
    ]);
    const mails = await paymentMails(order.orderId);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [order.customer.email, `Zamówienie ${order.number}: płatność otrzymana`],
    ]);
    const audit = await Audit.list({ target: { type: "order", id: order.orderId } });
    expect(audit.items.map((i) => [i.actor.email, i.action, i.after])).toEqual([
      [
        "przelewy24",
        "order.setPaymentStatus",
        { paymentStatus: "paid", paymentId, provider: "przelewy24" },
      ],
    ]);
    const row = (await db().entities.orderRow.query.byTime({ list: "orders" }).go()).data;
    expect(row.find((r) => r.orderId === order.orderId)?.paymentStatus).toBe("paid");
  });

  it("the same notification sent 20 times in parallel: one status change, one e-mail", async () => {
    const { order, paymentId } = await paying();
    const body = world.p24.pay(paymentId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(20).fill(200));
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect((await timeline(paymentId)).filter((k) => k === "state:paid")).toHaveLength(1);
    expect(await paymentMails(order.orderId)).toHaveLength(1);
    const audit = await Audit.list({ target: { type: "order", id: order.orderId } });
    expect(audit.items).toHaveLength(1);
  }, 120_000);
});

describe("bad input", () => {
  it("a forged signature or an unsigned notification: 401, nothing changes, one security line each", async () => {
    const { order, paymentId } = await paying();
    const signed = JSON.parse(world.p24.pay(paymentId)) as Record<string, unknown>;
    const before = await timeline(paymentId);
    const lines = world.security.length;
    const forged = await post(JSON.stringify({ ...signed, amount: 1 }));
    const unsigned = await post(JSON.stringify({ ...signed, sign: undefined }));
    expect([forged.status, unsigned.status]).toEqual([401, 401]);
    expect(world.security.slice(lines).map((e) => [e.kind, e.detail.reason])).toEqual([
      ["payment.notification_refused", "signature"],
      ["payment.notification_refused", "malformed"],
    ]);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });
    expect(await getPayment(paymentId)).toMatchObject({ state: "pending" });
    expect(await timeline(paymentId)).toEqual(before);
    expect(world.p24.transactions.get(paymentId)!.status).toBe(1); // never verified
  });

  it("a refused notification is one line and one item in the security log (the Access log)", async () => {
    const { paymentId } = await paying();
    const forged = JSON.stringify({ ...JSON.parse(world.p24.pay(paymentId)), amount: 2 });
    const collector = Payment.payments().security;
    Payment.configurePayments({ security: Payment.securityLog });
    const lines: string[] = [];
    Security.useSink((l) => void lines.push(l));
    try {
      expect((await post(forged)).status).toBe(401);
    } finally {
      Security.useSink();
      Payment.configurePayments({ security: collector });
    }
    expect(lines.map((l) => (JSON.parse(l) as { kind: string }).kind)).toEqual([
      "payment.notification_refused",
    ]);
    const { items } = await Security.list({ filters: { kind: "payment.notification_refused" } });
    expect(items.map((i) => [i.address, i.detail])).toEqual([
      ["127.0.0.1", { provider: "przelewy24", reason: "signature", bytes: forged.length }],
    ]);
  });

  it("an amount off by one grosz or another currency: flagged, not verified, the order unchanged", async () => {
    for (const [paid, flag] of [
      [{ amount: 14_759 }, "amount_mismatch"],
      [{ currency: "EUR" }, "currency_mismatch"],
    ] as const) {
      const { order, paymentId } = await paying();
      world.p24.pay(paymentId, paid);
      expect(await world.p24.notify(paymentId)).toBe(200);
      expect(await getPayment(paymentId)).toMatchObject({ state: "flagged", flag });
      expect(await getOrder(order.orderId)).toMatchObject({
        paymentStatus: "awaiting",
        version: 1,
      });
      expect(world.p24.transactions.get(paymentId)!.status).toBe(1);
      expect(await paymentMails(order.orderId)).toHaveLength(0);
      // Sent again: still one flag, nothing else.
      expect(await world.p24.notify(paymentId)).toBe(200);
      expect((await timeline(paymentId)).filter((k) => k === "state:flagged")).toHaveLength(1);
    }
    const flagged = await Payment.inState({ state: "flagged" });
    expect(flagged.map((p) => p.flag)).toEqual(
      expect.arrayContaining(["amount_mismatch", "currency_mismatch"]),
    );
  });

  it("a notification for an unknown payment: stored once, flagged, answered 503 for the provider to retry", async () => {
    const gateway = Payment.gatewayFor("przelewy24")!;
    const sessionId = "ZZZZZZZZZZZZZZZZZZZZZZ.unknown1";
    await gateway.register({
      paymentId: sessionId,
      amount: 500,
      currency: "PLN",
      description: "not ours",
      email: "x@example.com",
      country: "PL",
      language: "pl",
      returnUrl: "http://x.test/",
      notifyUrl: `${world.endpoint.origin}${Payment.NOTIFY_PATH}`,
      channel: "all",
    });
    world.p24.pay(sessionId);
    expect([await world.p24.notify(sessionId), await world.p24.notify(sessionId)]).toEqual([
      503, 503,
    ]);
    const stored = (await Payment.inState({ state: "flagged" })).filter(
      (p) => p.paymentId === Payment.unmatchedId("przelewy24", sessionId),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ flag: "unknown_payment", orderId: null, amount: 500 });
    expect(stored[0]!.events).toHaveLength(1);
  });

  it("a second payment for a paid order: flagged, the order stays paid once", async () => {
    const { order, paymentId: first } = await paying();
    const second = await Payment.create({ orderId: order.orderId, channel: "blik" });
    expect(world.p24.transactions.get(second.paymentId)!.channel).toBe(8192);
    world.p24.pay(first);
    world.p24.pay(second.paymentId);
    expect(await world.p24.notify(first)).toBe(200);
    expect(await world.p24.notify(second.paymentId)).toBe(200);
    expect(await getPayment(second.paymentId)).toMatchObject({
      state: "flagged",
      flag: "order_not_awaiting",
    });
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await paymentMails(order.orderId)).toHaveLength(1);
    await expect(Payment.create({ orderId: order.orderId })).rejects.toMatchObject({
      code: "pay.not_awaiting",
    });
  });
});

describe("faults", () => {
  it("the provider down at checkout: the order awaits, the payment says why, a retry pays", async () => {
    const order = await placeTestOrder();
    world.p24.failNext("register", { status: 503 });
    expect(await Payment.start(order.orderId, "en")).toEqual({
      status: "retry",
      code: "pay.provider_unavailable",
      message: expect.stringMatching(/^Your order is placed, but the payment service/) as string,
    });
    const [failed] = await Payment.ofOrder({ orderId: order.orderId });
    expect(failed).toMatchObject({ state: "new", lastError: "register: http_503" });
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting" });

    const again = await Payment.start(order.orderId, "en");
    expect(again.status).toBe("redirect");
    world.p24.pay((again as { paymentId: string }).paymentId);
    expect(await world.p24.notify((again as { paymentId: string }).paymentId)).toBe(200);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid" });
  });

  it("an order paid offline is not sent to the provider", async () => {
    const order = await placeTestOrder();
    await db().entities.order.patch({ orderId: order.orderId }).set({ paymentMethodId: 1 }).go();
    expect(await Payment.start(order.orderId, "pl")).toEqual({ status: "offline" });
  });

  it("the provider down at verify: 503 and the payment to retry; the provider's next try applies it", async () => {
    const { order, paymentId } = await paying();
    world.p24.pay(paymentId);
    world.p24.failNext("verify", { status: 500 });
    expect(await world.p24.notify(paymentId)).toBe(503);
    expect(await getPayment(paymentId)).toMatchObject({
      state: "pending",
      lastError: "verify: http_500",
    });
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting" });
    expect(await world.p24.notify(paymentId)).toBe(200);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect((await getPayment(paymentId))?.lastError).toBeUndefined();
  });

  it("a verify refused: flagged, unless the provider shows the payment verified (another verify won)", async () => {
    const refused = await paying();
    world.p24.pay(refused.paymentId);
    world.p24.failNext("verify", { status: 400, body: { error: "Invalid input data", code: 400 } });
    expect(await world.p24.notify(refused.paymentId)).toBe(200);
    expect(await getPayment(refused.paymentId)).toMatchObject({
      state: "flagged",
      flag: "provider_refused",
    });
    expect(await getOrder(refused.order.orderId)).toMatchObject({ paymentStatus: "awaiting" });

    const won = await paying();
    world.p24.pay(won.paymentId);
    world.p24.transactions.get(won.paymentId)!.status = 2;
    world.p24.failNext("verify", { status: 400, body: { error: "Already verified", code: 400 } });
    expect(await world.p24.notify(won.paymentId)).toBe(200);
    expect(await getOrder(won.order.orderId)).toMatchObject({ paymentStatus: "paid" });
  });

  it("a notification before the payment's write is visible: 503, then applied once it is", async () => {
    const { order, paymentId } = await paying();
    const stored = (await getPayment(paymentId))!;
    await db().entities.payment.delete({ paymentId }).go();
    world.p24.pay(paymentId);
    expect(await world.p24.notify(paymentId)).toBe(503);
    await db().entities.payment.put(stored).go();
    expect(await world.p24.notify(paymentId)).toBe(200);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
  });

  it("a notification that never came: the payer's return reads the provider's status and applies it once", async () => {
    const { order, paymentId } = await paying();
    world.p24.pay(paymentId);
    const [a, b] = await Promise.all([
      Payment.returned({ orderId: order.orderId, paymentId }),
      Payment.readStatus(paymentId),
    ]);
    expect([a.state, b.state]).toEqual(["paid", "paid"]);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await paymentMails(order.orderId)).toHaveLength(1);
    await expect(Payment.returned({ orderId: "x".repeat(22), paymentId })).rejects.toBeInstanceOf(
      AppError,
    );
  });
});
