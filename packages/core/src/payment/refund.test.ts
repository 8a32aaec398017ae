import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import * as Audit from "../audit/index";
import { orderView } from "../order/view";
import * as Payment from "./index";
import { getOrder, getPayment } from "./store";
import { placeTestOrder } from "./testing/orders";
import { paymentMails, startPaymentWorld } from "./testing/world";

/**
 * Refunds (partial, full, refused, rejected, repeated notifications), the amount asked of the
 * provider (the order's, in its currency, as the shopper saw it) and the status sweep, on
 * DynamoDB Local against the local Przelewy24 server.
 */
let world: Awaited<ReturnType<typeof startPaymentWorld>>;
const admin = { userId: "u-admin", email: "admin@example.com" };
beforeAll(async () => {
  await useTestTable("payment-refund");
  world = await startPaymentWorld();
});
afterAll(() => world?.stop());

async function paidOrder() {
  const order = await placeTestOrder();
  const { paymentId } = await Payment.create({ orderId: order.orderId });
  world.p24.pay(paymentId);
  expect(await world.p24.notify(paymentId)).toBe(200);
  return {
    orderId: order.orderId,
    paymentId,
    version: (await getOrder(order.orderId))!.version ?? 1,
  };
}

describe("refunds", () => {
  it("a partial refund, then the rest: partially refunded, then refunded with the order", async () => {
    const { orderId, paymentId, version } = await paidOrder();
    const first = await Payment.refund({ orderId, amount: "50,00", version }, admin);
    // Asked, not yet confirmed: the order stays paid while the provider has not answered.
    expect(await getOrder(orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(first).toMatchObject({ state: "accepted", version: version + 1 });
    expect(await getPayment(paymentId)).toMatchObject({ refundPending: 5_000, refunded: 0 });
    expect(await world.p24.sendRefundNotices()).toEqual([200]);
    expect(await getPayment(paymentId)).toMatchObject({
      state: "partially_refunded",
      refunded: 5_000,
      refundPending: 0,
    });
    // The order follows once the provider confirmed, not before.
    // The order's own change (paid → partially_refunded) is a new version of it.
    expect(await getOrder(orderId)).toMatchObject({
      paymentStatus: "partially_refunded",
      version: version + 2,
    });

    await expect(
      Payment.refund({ orderId, amount: "97.61", version: version + 2 }, admin),
    ).rejects.toMatchObject({ code: "pay.refund_too_large", params: { max: "97.60 PLN" } });
    await expect(
      Payment.refund({ orderId, amount: "1.00", version: version + 1 }, admin),
    ).rejects.toMatchObject({ code: "conflict.stale" });
    await Payment.refund({ orderId, amount: "97.60", version: version + 2 }, admin);
    const notice = world.p24.pendingRefundNotices[0]!;
    expect(await world.p24.sendRefundNotices()).toEqual([200]);
    expect(await getPayment(paymentId)).toMatchObject({ state: "refunded", refunded: 14_760 });
    expect(await getOrder(orderId)).toMatchObject({ paymentStatus: "refunded" });

    // The provider says it again: nothing changes.
    world.p24.pendingRefundNotices.push(notice);
    expect(await world.p24.sendRefundNotices()).toEqual([200]);
    const p = (await Payment.ofOrder({ orderId }))[0]!;
    expect(p.refunds.map((r) => [r.amount, r.state, r.actor])).toEqual([
      [5_000, "completed", admin.email],
      [9_760, "completed", admin.email],
    ]);
    expect(p.events.filter((e) => e.kind === "refund_completed").map((e) => e.to)).toEqual([
      "partially_refunded",
      "refunded",
    ]);
    expect((await paymentMails(orderId)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/płatność otrzymana$/) as string,
      expect.stringMatching(/część płatności zwrócona$/) as string,
      expect.stringMatching(/: płatność zwrócona$/) as string,
    ]);
    const audit = await Audit.list({ target: { type: "order", id: orderId } });
    expect(audit.items.map((i) => `${i.actor.email} ${i.action}`).sort()).toEqual([
      "admin@example.com order.refund",
      "admin@example.com order.refund",
      "przelewy24 order.setPaymentStatus",
      "przelewy24 order.setPaymentStatus",
      "przelewy24 order.setPaymentStatus",
    ]);
    expect(
      audit.items
        .filter((i) => i.action === "order.setPaymentStatus")
        .map((i) => `${String(i.before?.paymentStatus)} → ${String(i.after?.paymentStatus)}`)
        .sort(),
    ).toEqual(
      ["awaiting → paid", "paid → partially_refunded", "partially_refunded → refunded"].sort(),
    );
  });

  it("a refund the provider refuses or rejects frees its amount again", async () => {
    const { orderId, paymentId, version } = await paidOrder();
    world.p24.failNext("refund", { status: 400, body: { error: "Invalid input data", code: 400 } });
    await expect(
      Payment.refund({ orderId, amount: "10.00", version }, admin),
    ).rejects.toMatchObject({ code: "pay.refund_refused" });
    expect(await getPayment(paymentId)).toMatchObject({ state: "paid", refundPending: 0 });

    world.p24.rejectNextRefund = true;
    await Payment.refund({ orderId, amount: "10.00", version: version + 1 }, admin);
    expect(await world.p24.sendRefundNotices()).toEqual([200]);
    expect(await getPayment(paymentId)).toMatchObject({
      state: "paid",
      refundPending: 0,
      refunded: 0,
    });
    const refunds = (await Payment.ofOrder({ orderId }))[0]!.refunds.map((r) => r.state);
    expect(refunds.sort()).toEqual(["failed", "rejected"]);
  });

  it("an order not paid online has nothing to refund", async () => {
    const order = await placeTestOrder();
    await expect(
      Payment.refund({ orderId: order.orderId, amount: "1.00", version: 1 }, admin),
    ).rejects.toMatchObject({ code: "pay.not_refundable" });
  });
});

describe("the amount asked of the provider", () => {
  it("is the order's, in its currency, as the shopper was shown it", async () => {
    const order = await placeTestOrder({ currency: "EUR", rate: "4.2537" });
    const { paymentId } = await Payment.create({ orderId: order.orderId });
    const shown = await orderView((await getOrder(order.orderId))!, "en");
    const trn = world.p24.transactions.get(paymentId)!;
    expect([trn.amount, trn.currency]).toEqual([Math.round(shown.totals.toPayGross * 100), "EUR"]);
    // 123.00 / 4.2537 = 28.92 and 24.60 / 4.2537 = 5.78, converted one by one.
    expect(trn.amount).toBe(2_892 + 578);
  });
});

describe("the status sweep", () => {
  it("applies a payment whose notification never came, and leaves the unpaid alone", async () => {
    const paid = await placeTestOrder();
    const unpaid = await placeTestOrder();
    const a = await Payment.create({ orderId: paid.orderId });
    await Payment.create({ orderId: unpaid.orderId });
    world.p24.pay(a.paymentId);
    const later = Date.now() + 10 * 60_000;
    const swept = await Payment.reconcileDue(later);
    expect(swept.changed).toBeGreaterThanOrEqual(1);
    expect(await getOrder(paid.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect(await getOrder(unpaid.orderId)).toMatchObject({ paymentStatus: "awaiting" });
  });
});
