import { beforeAll, describe, expect, it } from "vitest";
import { countRequests } from "../dynamo/counter";
import { db } from "../dynamo/db";
import { useTestTable } from "../../../../test/db";
import { placeTestOrder } from "../payment/testing/orders";
import * as Order from "./index";

/**
 * The orders list's online-payment view (order/online.ts) on DynamoDB Local: which orders each
 * view holds, the flag on a row, and what a first page costs in DynamoDB requests (no Scan).
 */
type Placed = Awaited<ReturnType<typeof placeTestOrder>>;
let paid: Placed, refunded: Placed, flagged: Placed, waiting: Placed, fullyRefunded: Placed;

async function payment(order: Placed, state: string, at: number, flag?: string) {
  await db()
    .entities.payment.create({
      paymentId: `${order.orderId}.${state.slice(0, 8).padEnd(8, "x")}`,
      orderId: order.orderId,
      provider: "przelewy24",
      amount: 14_760,
      currency: "PLN",
      state: state as never,
      ...(flag ? { flag } : {}),
      createdAt: at,
      updatedAt: at,
    })
    .go();
}

beforeAll(async () => {
  await useTestTable("orders-online");
  [paid, refunded, flagged, waiting, fullyRefunded] = [
    await placeTestOrder({ paymentStatus: "paid" }),
    await placeTestOrder({ paymentStatus: "paid" }),
    await placeTestOrder(),
    await placeTestOrder({ paymentMethodId: 1 }),
    await placeTestOrder({ paymentStatus: "paid" }),
  ];
  const t = Date.now();
  await payment(paid, "paid", t - 3_000);
  await payment(refunded, "partially_refunded", t - 2_000);
  await payment(flagged, "flagged", t - 1_000, "amount_mismatch");
  await payment(fullyRefunded, "refunded", t - 500);
});

const ids = (r: { items: { orderId: string }[] }) => r.items.map((i) => i.orderId);

describe("the orders list's online-payment view", () => {
  it("paid online: confirmed payments (paid, partly refunded), newest first, in 2 Queries + 1 BatchGet + the flags' Query", async () => {
    const { result, requests } = await countRequests(() =>
      Order.list({ filters: { online: "paid_online" } }),
    );
    expect(ids(result)).toEqual([refunded.orderId, paid.orderId]);
    expect(result.total).toBe(2);
    expect(requests).toBe(4);
  });

  it("flagged: the order with a flagged payment, its reason on the row, in 2 requests", async () => {
    const { result, requests } = await countRequests(() =>
      Order.list({ filters: { online: "flagged" } }),
    );
    expect(result.items.map((i) => [i.orderId, i.flag])).toEqual([
      [flagged.orderId, "amount_mismatch"],
    ]);
    expect(requests).toBe(2);
  });

  it("awaiting payment: the payment status filter (a pair Query per order status — 7 with awaiting_approval — + the counters + the flags' Query)", async () => {
    const { result, requests } = await countRequests(() =>
      Order.list({ filters: { online: "awaiting" } }),
    );
    expect(ids(result).sort()).toEqual([flagged.orderId, waiting.orderId].sort());
    expect(requests).toBe(9);
    expect(
      (await Order.list({ filters: { online: "awaiting", paymentStatus: "paid" } })).total,
    ).toBe(0);
  });

  it("the plain list marks only the flagged order's row; a view with another filter keeps both", async () => {
    const all = await Order.list({ pageSize: 100 });
    expect(all.items.filter((i) => i.flag).map((i) => i.orderId)).toEqual([flagged.orderId]);
    const both = await Order.list({ filters: { online: "paid_online", paymentStatus: "paid" } });
    expect(ids(both)).toEqual([refunded.orderId, paid.orderId]);
    const none = await Order.list({ filters: { online: "paid_online", orderStatus: "shipped" } });
    expect(none.total).toBe(0);
  });

  it("the export holds exactly the view", async () => {
    const { count } = await Order.exportCsv({ filters: { online: "flagged" } }, "en");
    expect(count).toBe(1);
  });
});
