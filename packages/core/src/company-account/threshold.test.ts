import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { needsApproval, toGrosze } from "./threshold";

describe("the approval threshold", () => {
  it.each([
    ["buyer", 100_000, 100_001, true],
    ["buyer", 100_000, 100_000, false],
    ["buyer", 100_000, 99_999, false],
    ["buyer", 0, 1, true],
    ["buyer", null, 10_000_000, false],
    ["owner", 100_000, 10_000_000, false],
    [null, 100_000, 10_000_000, false],
  ] as const)("%s, threshold %s, net %s → waits: %s", (role, threshold, net, waits) => {
    expect(needsApproval(role, threshold, net)).toBe(waits);
  });

  it("waits exactly when a buyer's net is above it", () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), (t, n) => {
        expect(needsApproval("buyer", t, n)).toBe(n > t);
        expect(needsApproval("owner", t, n)).toBe(false);
      }),
    );
  });

  it("reads decimal amounts exactly", () => {
    expect(toGrosze("1000.00")).toBe(100_000);
    expect(toGrosze("1000.5")).toBe(100_050);
    expect(toGrosze("0.01")).toBe(1);
    expect(toGrosze("12")).toBe(1200);
    expect(toGrosze("-1")).toBeNull();
    expect(toGrosze("1e5")).toBeNull();
    expect(toGrosze("9".repeat(10_000))).toBeNull();
    expect(toGrosze(undefined)).toBeNull();
  });
});
