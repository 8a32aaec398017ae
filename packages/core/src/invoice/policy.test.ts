import { describe, expect, it } from "vitest";
import { decide } from "./policy";

describe("when an order's invoice is due", () => {
  const company = { buyer: "nip" as const, requested: false };
  it.each([
    // online: once paid, dispatched or not, whatever the setting
    ["online", "dispatch", "paid", "new", "issue"],
    ["online", "payment", "paid", "new", "issue"],
    ["online", "dispatch", "awaiting", "shipped", "not_now"],
    // transfer and cash on delivery: on dispatch by default
    ["transfer", "dispatch", "paid", "new", "not_now"],
    ["transfer", "dispatch", "paid", "shipped", "issue"],
    ["transfer", "dispatch", "awaiting", "shipped", "issue"],
    ["cash", "dispatch", "awaiting", "completed", "issue"],
    ["cash", "dispatch", "awaiting", "in_production", "not_now"],
    // ... or on payment, when Settings → KSeF says so
    ["transfer", "payment", "paid", "new", "issue"],
    ["transfer", "payment", "awaiting", "shipped", "not_now"],
    ["cash", "payment", "paid", "completed", "issue"],
    ["other", "dispatch", "awaiting", "shipped", "issue"],
  ] as const)(
    "%s, invoices on %s, payment %s, status %s: %s",
    (payment, invoiceOn, paymentStatus, status, expected) => {
      expect(decide({ payment, invoiceOn, paymentStatus, status, ...company })).toBe(expected);
    },
  );

  it("a private person gets one only when they asked at checkout; a company or EU business always", () => {
    const p = {
      payment: "online",
      invoiceOn: "dispatch",
      paymentStatus: "paid",
      status: "new",
    } as const;
    expect(decide({ ...p, buyer: "consumer", requested: false })).toBe("not_requested");
    expect(decide({ ...p, buyer: "consumer", requested: true })).toBe("issue");
    expect(decide({ ...p, buyer: "nip", requested: false })).toBe("issue");
    expect(decide({ ...p, buyer: "eu", requested: false })).toBe("issue");
  });
});
