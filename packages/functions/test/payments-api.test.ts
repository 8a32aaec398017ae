import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Payment from "@printshop/core/payment/index";
import { MAX_NOTIFICATION_BYTES } from "@printshop/core/payment/przelewy24";
import { getOrder, getPayment } from "@printshop/core/payment/store";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { LocalPrzelewy24 } from "@printshop/core/payment/testing/przelewy24.server";
import { paymentMails } from "@printshop/core/payment/testing/world";
import { przelewy24 } from "@printshop/core/payment/przelewy24";
import { db } from "@printshop/core/dynamo/db";
import { built, useSecuritySink } from "./built";
import { startTestServer } from "./server";
import { NOTIFY_MAX_BYTES, NOTIFY_ROUTE } from "../src/rest/payment-table";

/**
 * Przelewy24's notification through the built server's route (`POST
 * /api/payments/przelewy24/notify`): the local Przelewy24 server posts its signed notifications
 * there as the real one would, the built API verifies them with it and applies them once.
 * Payments are registered by this test's own core (the same table, the same local server).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let p24: LocalPrzelewy24;
beforeAll(async () => {
  server = await startTestServer({ sites: false });
  p24 = await new LocalPrzelewy24().start();
  const gateway = { ...p24.config, timeoutMs: 5_000 };
  built.configurePayments({ gateway: built.przelewy24(gateway), origin: server.url });
  Payment.configurePayments({ gateway: przelewy24(gateway), origin: server.url });
  for (const m of [
    {
      paymentMethodId: 2,
      icon: "icon-card",
      translations: { pl: "Online", en: "Online", de: "Online" },
    },
  ])
    await db().entities.paymentMethod.put(m).go();
});
afterAll(async () => {
  useSecuritySink();
  await Promise.all([p24?.stop(), server?.close()]);
});

async function paying() {
  const order = await placeTestOrder();
  const { paymentId } = await Payment.create({ orderId: order.orderId });
  return { order, paymentId };
}
const timeline = async (orderId: string, paymentId: string) =>
  (await Payment.ofOrder({ orderId }))
    .find((p) => p.paymentId === paymentId)!
    .events.map((e) => (e.to ? `${e.kind}:${e.to}` : e.kind));
const post = (body: string) =>
  fetch(`${server.url}${NOTIFY_ROUTE}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

describe("POST /api/payments/przelewy24/notify", () => {
  it("is core's notification path and bound", () => {
    expect([NOTIFY_ROUTE, NOTIFY_MAX_BYTES]).toEqual([Payment.NOTIFY_PATH, MAX_NOTIFICATION_BYTES]);
  });

  it("a verified notification: 200 OK, verified with the provider, the order paid once", async () => {
    const { order, paymentId } = await paying();
    expect(p24.transactions.get(paymentId)!.urlStatus).toBe(`${server.url}${NOTIFY_ROUTE}`);
    const res = await post(p24.pay(paymentId));
    expect([res.status, await res.text()]).toEqual([200, "OK"]);
    expect(p24.transactions.get(paymentId)!.status).toBe(2);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    expect(await timeline(order.orderId, paymentId)).toEqual([
      "created:new",
      "registered:pending",
      "notification",
      "verified",
      "state:paid",
    ]);
    expect(await paymentMails(order.orderId)).toHaveLength(1);
  });

  it("the same notification sent 20 times in parallel: one status change, one e-mail", async () => {
    const { order, paymentId } = await paying();
    const body = p24.pay(paymentId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(20).fill(200));
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
    const states = (await timeline(order.orderId, paymentId)).filter((k) => k.startsWith("state:"));
    expect(states).toEqual(["state:paid"]);
    expect(await paymentMails(order.orderId)).toHaveLength(1);
  }, 120_000);

  it("a forged signature or an unsigned body: 401, the order unchanged, one security line each", async () => {
    const { order, paymentId } = await paying();
    const signed = JSON.parse(p24.pay(paymentId)) as Record<string, unknown>;
    const before = await timeline(order.orderId, paymentId);
    const lines: { kind: string; detail?: { reason?: string } }[] = [];
    useSecuritySink((l) => void lines.push(JSON.parse(l) as (typeof lines)[number]));
    try {
      const forged = await post(JSON.stringify({ ...signed, amount: 1 }));
      const unsigned = await post(JSON.stringify({ ...signed, sign: undefined }));
      const notJson = await post("amount=14760&sign=abc");
      expect([forged.status, unsigned.status, notJson.status]).toEqual([401, 401, 401]);
    } finally {
      useSecuritySink();
    }
    expect(lines.map((l) => [l.kind, l.detail?.reason])).toEqual([
      ["payment.notification_refused", "signature"],
      ["payment.notification_refused", "malformed"],
      ["payment.notification_refused", "malformed"],
    ]);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });
    expect(await getPayment(paymentId)).toMatchObject({ state: "pending" });
    expect(await timeline(order.orderId, paymentId)).toEqual(before);
    expect(p24.transactions.get(paymentId)!.status).toBe(1); // never verified
  });

  it("an amount off by 0.01: 200, flagged, not verified, not paid, no e-mail", async () => {
    const { order, paymentId } = await paying();
    const res = await post(p24.pay(paymentId, { amount: 14_759 }));
    expect(res.status).toBe(200);
    expect(await getPayment(paymentId)).toMatchObject({
      state: "flagged",
      flag: "amount_mismatch",
    });
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting", version: 1 });
    expect(p24.transactions.get(paymentId)!.status).toBe(1);
    expect(await paymentMails(order.orderId)).toHaveLength(0);
  });

  it("a payment the shop does not have (yet): 503 for the provider to retry, stored and flagged; applied once it is visible", async () => {
    const { order, paymentId } = await paying();
    const stored = (await getPayment(paymentId))!;
    await db().entities.payment.delete({ paymentId }).go();
    const body = p24.pay(paymentId);
    const early = await post(body);
    expect(early.status).toBe(503);
    const unmatched = await getPayment(Payment.unmatchedId("przelewy24", paymentId));
    expect(unmatched).toMatchObject({ state: "flagged", flag: "unknown_payment" });
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "awaiting" });
    await db().entities.payment.put(stored).go();
    expect((await post(body)).status).toBe(200);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
  });

  it("a body over the notification's limit: 413, nothing read", async () => {
    const res = await post(JSON.stringify({ pad: "x".repeat(NOTIFY_MAX_BYTES) }));
    expect(res.status).toBe(413);
  });

  it("with online payments off: 404 like any unknown path, nothing stored (no 503 inviting retries)", async () => {
    const { order, paymentId } = await paying();
    const body = p24.pay(paymentId);
    built.configurePayments({ gateway: null });
    try {
      const res = await post(body);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        "route.not_found",
      );
      expect(await getOrder(order.orderId)).toMatchObject({
        paymentStatus: "awaiting",
        version: 1,
      });
    } finally {
      built.configurePayments({ gateway: built.przelewy24({ ...p24.config, timeoutMs: 5_000 }) });
    }
    expect((await post(body)).status).toBe(200);
  });
});
