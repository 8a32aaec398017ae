import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fromPln } from "./convert";
import { convertFromPLN } from "../pricing/money";

describe("fromPln: an amount in PLN in another currency, without decimal.js", () => {
  it.each([
    [5, 4.2537, 1.18],
    [12, 4.2537, 2.82],
    [0, 4.2537, 0],
    [19.99, 1, 19.99],
    [1234.56, "4.2537", 290.23],
    [-5, 4.2537, -1.18],
    // 0.125 exactly: half away from zero.
    [0.5, 4, 0.13],
    [-0.5, 4, -0.13],
  ] as const)("%s zł at %s is %s", (pln, rate, shown) => {
    expect(fromPln(pln, rate)).toBe(shown);
  });

  it("property: the same hundredth as pricing.md's decimal conversion", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 6 }),
        (grosze, rateInt, decimals) => {
          const rate = rateInt / 10 ** decimals;
          expect(fromPln(grosze / 100, rate)).toBe(convertFromPLN(grosze / 100, rate));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refuses a rate that is not a positive decimal", () => {
    for (const rate of [0, "", "abc", "-4.2", Number.NaN]) expect(() => fromPln(1, rate)).toThrow();
  });
});
