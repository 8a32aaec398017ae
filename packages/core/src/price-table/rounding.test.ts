import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ROUNDINGS, changePrice, roundPrice } from "./rounding";

describe("change all prices", () => {
  it.each([
    ["100", "increase", "10", "0.01", "110"],
    ["39", "increase", "5", "0.01", "40.95"],
    ["56.55", "increase", "10", "0.01", "62.21"], // 62.205 half up
    ["56.55", "decrease", "10", "0.01", "50.9"], // 50.895
    ["56.55", "increase", "10", "0.10", "62.2"],
    ["56.55", "increase", "10", "1.00", "62"],
    ["56.55", "increase", "10", ".99", "61.99"],
    ["56.55", "increase", "12.5", ".99", "63.99"], // 63.61875 → 64 - 0.01
    ["0.2", "increase", "0", ".99", "0.99"],
    ["100", "decrease", "100", "0.01", "0"],
    ["100", "decrease", "150", "0.01", "0"],
    ["0.01", "increase", "50", "0.01", "0.02"], // 0.015 half up
  ] as const)("%s %s %s%% rounded to %s → %s", (net, type, pct, rounding, expected) => {
    expect(changePrice(net, type, pct, rounding)).toBe(expected);
  });

  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
  const percent = fc.integer({ min: 0, max: 10_000 }).map((p) => (p / 100).toString());

  it("always lands on the rounding's grid, with at most two decimals and never negative", () => {
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom("increase", "decrease"),
        percent,
        fc.constantFrom(...ROUNDINGS),
        (net, type, pct, rounding) => {
          const out = changePrice(net, type as "increase", pct, rounding);
          expect(out).toMatch(/^\d+(\.\d{1,2})?$/);
          const grosze =
            BigInt(out.split(".")[0]!) * 100n +
            BigInt(((out.split(".")[1] ?? "") + "00").slice(0, 2));
          if (rounding === "0.10") expect(grosze % 10n).toBe(0n);
          if (rounding === "1.00") expect(grosze % 100n).toBe(0n);
          if (rounding === ".99") expect(grosze % 100n).toBe(99n);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("moves prices the way it is asked and stays within half a step of the exact result", () => {
    fc.assert(
      fc.property(cents, percent, fc.constantFrom("0.01", "0.10", "1.00"), (net, pct, rounding) => {
        const up = changePrice(net, "increase", pct, rounding as "0.01");
        const exactUp =
          BigInt(Math.round(Number(net) * 100)) * BigInt(Math.round(Number(pct) * 100) + 10_000);
        // exact in 1/1,000,000 PLN; the rounded price in the same unit
        const toMicro = (s: string) =>
          BigInt(s.split(".")[0]!) * 1_000_000n +
          BigInt(((s.split(".")[1] ?? "") + "000000").slice(0, 6));
        const step = { "0.01": 10_000n, "0.10": 100_000n, "1.00": 1_000_000n }[rounding]!;
        const d = toMicro(up) - exactUp;
        expect(d <= step / 2n && d >= -step / 2n).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("rounds exactly (no float artefacts: 1.005 → 1.01)", () => {
    expect(roundPrice("1.005", "0.01")).toBe("1.01");
    expect(roundPrice("0.285", "0.01")).toBe("0.29");
  });
});
