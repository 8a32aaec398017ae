import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@printshop/core/dynamo/db";
import { useTestTable } from "../../../test/db";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

const order = (
  orderId: string,
  customerId: string | undefined,
  createdAt: number,
  status: "new" | "shipped" = "new",
) => ({
  orderId,
  number: `20261121-${orderId.slice(0, 5).toUpperCase()}`,
  ...(customerId ? { customerId } : {}),
  cartId: `cart-${orderId}`,
  locale: "pl",
  currency: "PLN",
  rate: "1",
  noVat: false,
  lines: [
    {
      title: { pl: "Etykiety na rolce", en: "Roll labels", de: "Rollenetiketten" },
      params: [{ title: { pl: "Nakład", en: "Run", de: "Auflage" }, value: "500" }],
      quantity: 500,
      net: "100.00",
      gross: "123.00",
    },
  ],
  totals: {
    net: "100.00",
    gross: "123.00",
    toPayNet: "115.00",
    toPayGross: "141.45",
    shippingGross: "18.45",
  },
  paymentMethodId: 1,
  shippingMethodId: 1,
  customer: {},
  paymentStatus: "awaiting" as const,
  status,
  createdAt,
});

describe("my orders", () => {
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    await useTestTable("my-orders");
    const me = await makeUser();
    const other = await makeUser();
    mine = (await sessionCookieFor(me.userId)).cookie;
    theirs = (await sessionCookieFor(other.userId)).cookie;
    await db()
      .entities.order.create(order("aaaaaaaaaaaaaaaaaaaaaa", me.userId, 1_000, "shipped"))
      .go();
    await db()
      .entities.order.create(order("bbbbbbbbbbbbbbbbbbbbbb", me.userId, 2_000))
      .go();
    await db()
      .entities.order.create(order("cccccccccccccccccccccc", other.userId, 3_000))
      .go();
    await db()
      .entities.order.create(order("dddddddddddddddddddddd", undefined, 4_000))
      .go();
  });

  it("lists only the signed-in customer's orders, newest first, with status and total", async () => {
    const list = await callerWith(mine).caller.shop.account.orders();
    expect(list.map((o) => o.orderId)).toEqual([
      "bbbbbbbbbbbbbbbbbbbbbb",
      "aaaaaaaaaaaaaaaaaaaaaa",
    ]);
    expect(list[1]).toMatchObject({
      status: "shipped",
      paymentStatus: "awaiting",
      totalGross: "141.45",
    });
  });

  it("shows one order in the caller's language", async () => {
    const detail = await callerWith(mine, { locale: "de" }).caller.shop.account.order({
      orderId: "aaaaaaaaaaaaaaaaaaaaaa",
    });
    expect(detail).toMatchObject({
      status: "shipped",
      totals: { gross: 123, shippingGross: 18.45, toPayGross: 141.45 },
      lines: [
        {
          title: "Rollenetiketten",
          params: [{ title: "Auflage", value: "500" }],
          quantity: 500,
          gross: 123,
        },
      ],
    });
  });

  it("answers 'not found' for another customer's or a guest's order, and 401 without a session", async () => {
    for (const id of ["cccccccccccccccccccccc", "dddddddddddddddddddddd"]) {
      await expect(
        callerWith(mine).caller.shop.account.order({ orderId: id }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(
      callerWith(theirs).caller.shop.account.order({ orderId: "aaaaaaaaaaaaaaaaaaaaaa" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(callerWith().caller.shop.account.orders()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });
});
