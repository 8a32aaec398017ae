import { describe, expect, it } from "vitest";
import * as Entity from "../entities/payment";
import * as Schema from "./schema";

describe("payment states", () => {
  it("are the same lists in the browser-safe schema and in the entity", () => {
    expect([...Schema.PAYMENT_STATES]).toEqual([...Entity.PAYMENT_STATES]);
    expect([...Schema.REFUND_STATES]).toEqual([...Entity.REFUND_STATES]);
  });

  it("payment ids are an order id, a dot and eight characters; refunds take money as typed", () => {
    expect(Schema.PaymentId.safeParse(`${"a".repeat(22)}.AbC-_123`).success).toBe(true);
    expect(Schema.PaymentId.safeParse(`unmatched:przelewy24:${"a".repeat(22)}`).success).toBe(
      false,
    );
    const amount = (a: string) =>
      Schema.RefundInput.safeParse({ orderId: "a".repeat(22), amount: a, version: 1 }).success;
    expect(["12", "12.3", "12,30", " 0.01 "].map(amount)).toEqual([true, true, true, true]);
    expect(["-1", "1.001", "1e3", "", "9".repeat(20)].map(amount)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
