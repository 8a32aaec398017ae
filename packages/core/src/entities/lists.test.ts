import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_STATUSES, PRODUCT_KINDS } from "../order/record";
import * as OrderEntity from "./order";
import { LINE_KINDS } from "./shapes";

/** The storage layer keeps its own copies of the order's lists (it must not import the domain). */
describe("the lists the entities keep", () => {
  it("are the order domain's", () => {
    expect([...OrderEntity.ORDER_STATUSES]).toEqual([...ORDER_STATUSES]);
    expect([...OrderEntity.PAYMENT_STATUSES]).toEqual([...PAYMENT_STATUSES]);
    expect([...LINE_KINDS]).toEqual([...PRODUCT_KINDS]);
  });
});
