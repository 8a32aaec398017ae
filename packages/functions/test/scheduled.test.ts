import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import * as Payment from "@printshop/core/payment/index";
import { przelewy24 } from "@printshop/core/payment/przelewy24";
import { db } from "@printshop/core/dynamo/db";
import { getOrder } from "@printshop/core/payment/store";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { LocalPrzelewy24 } from "@printshop/core/payment/testing/przelewy24.server";
import { built, handler, useTestTable } from "./built";

/**
 * The stack's `Jobs` schedule invokes the API Lambda with EventBridge's scheduled event: the built
 * handler runs the outbox's retries and the online payments' sweep, and answers what each did.
 * The sweep reads, from the provider, payments pending for over three minutes whose
 * notification never came: the system clock is moved on ten minutes for that call (Date only).
 */
const scheduled = {
  "detail-type": "Scheduled Event",
  source: "aws.events",
} as unknown as APIGatewayProxyEventV2;
let p24: LocalPrzelewy24;

beforeAll(async () => {
  await useTestTable("scheduled");
  p24 = await new LocalPrzelewy24().start();
  const gateway = { ...p24.config, timeoutMs: 5_000 };
  built.configurePayments({ gateway: built.przelewy24(gateway), origin: "http://localhost:3000" });
  Payment.configurePayments({ gateway: przelewy24(gateway), origin: "http://localhost:3000" });
  // The test orders' method (2): paid online through Przelewy24.
  await db()
    .entities.paymentMethod.put({
      paymentMethodId: 2,
      icon: "icon-card",
      provider: "przelewy24",
      translations: { pl: "Online", en: "Online", de: "Online" },
    })
    .go();
});
afterAll(async () => {
  vi.useRealTimers();
  await p24?.stop();
});

describe("the scheduled event", () => {
  it("sweeps pending payments: one paid at the provider without a notification becomes paid, an unpaid one stays", async () => {
    const paid = await placeTestOrder();
    const unpaid = await placeTestOrder();
    const a = await Payment.create({ orderId: paid.orderId });
    await Payment.create({ orderId: unpaid.orderId });
    p24.pay(a.paymentId);

    // Not yet due (created just now): nothing is read.
    const early = await handler(scheduled);
    expect(early.statusCode).toBe(200);
    expect(JSON.parse(early.body!)).toMatchObject({
      email: { tried: expect.any(Number) },
      payments: { read: 0, changed: 0 },
    });
    expect(await getOrder(paid.orderId)).toMatchObject({ paymentStatus: "awaiting" });

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    try {
      const res = await handler(scheduled);
      expect(res.statusCode).toBe(200);
      const body = JSON.parse(res.body!) as { payments: { read: number; changed: number } };
      expect(body.payments.read).toBeGreaterThanOrEqual(2);
      expect(body.payments.changed).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await getOrder(paid.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await getOrder(unpaid.orderId)).toMatchObject({ paymentStatus: "awaiting" });
  });

  it("a job that fails does not stop the other, and the run answers 500 with the failure named", async () => {
    built.configureDatabase({ endpoint: "http://127.0.0.1:9", table: "absent" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await handler(scheduled);
      expect(res.statusCode).toBe(500);
      expect(JSON.parse(res.body!)).toEqual({
        email: { failed: true },
        payments: { failed: true },
        invoices: { failed: true },
      });
      const logged = errors.mock.calls.map((c) => String(c[0]));
      expect(logged.some((l) => l.startsWith("[email] scheduled run failed"))).toBe(true);
      expect(logged.some((l) => l.startsWith("[payment] scheduled run failed"))).toBe(true);
      expect(logged.some((l) => l.startsWith("[invoice] scheduled run failed"))).toBe(true);
    } finally {
      errors.mockRestore();
      await useTestTable("scheduled");
    }
  });
});
