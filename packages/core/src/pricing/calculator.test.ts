import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type CalculatorDefinition,
  type SelectOption,
  calculatorStartingSelection,
  checkCalculatorEquation,
  excludedBy,
  quoteCalculator,
} from "./calculator";
import { formatConflict, formatPricingError, formatUnavailable, pricingMessage } from "./messages";
import { PRODUCT_MODE_FORMULA } from "./rows";
import { calculatorDef, productLeadTimes } from "./test-data";

const now = new Date("2026-03-02T08:00:00.000Z");
const magazine = calculatorDef(5);
const flyer = calculatorDef(6);
const lead = productLeadTimes({ calculatorId: 5 });
const quote = (
  def: CalculatorDefinition,
  selections: Record<string, unknown>,
  extra: Partial<Parameters<typeof quoteCalculator>[2]> = {},
) => quoteCalculator(def, selections, { now, leadTimes: lead, ...extra });
const failing = (q: ReturnType<typeof quote>) => q.errors.map((e) => `${e.field}:${e.code}`);
const withEquation = (def: CalculatorDefinition, equation: string): CalculatorDefinition => ({
  ...def,
  equation,
});

describe("calculator starting selection", () => {
  it("takes the first value of each active select and the initial value of each active input", () => {
    expect(calculatorStartingSelection(magazine)).toEqual({
      501: 5011,
      502: 16,
      503: 5031,
      504: 5041,
      505: 5051,
      506: 5061,
    });
  });
  it("fills selections missing from the input with the starting selection", () => {
    expect(quote(magazine, {}).rows).toEqual(
      quote(magazine, calculatorStartingSelection(magazine)).rows,
    );
    expect(quote(magazine, {}).rows).toHaveLength(6);
  });
  it("an input given as empty (the shopper cleared it) is required, not priced as its starting value", () => {
    for (const empty of [undefined, null]) {
      const q = quote(magazine, { 502: empty });
      expect(failing(q)).toEqual(["502:required"]);
      expect(q.rows).toEqual([]);
    }
  });
  it("marks initialDisabledValues disabled at the starting selection", () => {
    expect(quote(magazine, {}).disabledValues).toEqual([5052]);
  });
});

describe("calculator rows", () => {
  it("prices one row per quantity with a multiplier above 0, ascending", () => {
    const q = quote(magazine, {});
    expect(q.rows.map((r) => r.quantity)).toEqual([50, 100, 250, 500, 1000, 2500]); // 5000 has multiplier 0
  });
  it("computes standard and express from the unrounded unit × multiplier", () => {
    // unit = (0.09 × 16 × 0.9 + 0 + 0) × 1 × 1 + 1.2 = 2.496; × 50 = 124.8
    const row = quote(magazine, {}).rows[0]!;
    expect(row.eco.net).toBe(124.8);
    expect(row.standard.net).toBe(159.78); // 124.8 × 1.12 + 20 = 159.776
    expect(row.express.net).toBe(244.72); // 124.8 × 1.4 + 70
    expect(PRODUCT_MODE_FORMULA).toEqual({
      standard: { factor: "1.12", add: "20" },
      express: { factor: "1.4", add: "70" },
    });
  });
  it("takes the mode formula from the definition when it has one", () => {
    const def = {
      ...magazine,
      modes: { standard: { factor: 1, add: 1 }, express: { factor: 2, add: 0 } },
    };
    const row = quote(def, {}).rows[0]!;
    expect([row.standard.net, row.express.net]).toEqual([125.8, 249.6]);
  });
  it("attaches lead times and dispatch dates of the product", () => {
    const row = quote(magazine, {}).rows[0]!;
    expect([row.eco.days, row.standard.days, row.express.days]).toEqual([
      lead.eco,
      lead.standard,
      lead.express,
    ]);
    expect(row.express.date).toBe("2026-03-04");
  });
  it("applies the definition's discount, or an override", () => {
    const row = quoteCalculator(flyer, {}, { now, leadTimes: lead }).rows[0]!;
    expect(row.eco.discount).toBe(round2(row.eco.net * 0.05));
    const none = quoteCalculator(flyer, {}, { now, leadTimes: lead, discount: 0 }).rows[0]!;
    expect(none.eco.discount).toBe(0);
    expect(none.eco.netAfterDiscount).toBe(none.eco.net);
  });
  it("uses a VAT rate allowed by the flags and refuses others", () => {
    expect(quote(magazine, {}, { vat: 8 }).rows[0]!.eco.gross).toBe(134.78); // 124.8 × 1.08
    expect(failing(quote(flyer, {}, { vat: 8 }))).toEqual(["vat:vat_not_allowed"]);
    expect(quote(flyer, {}, { vat: 8 }).rows).toEqual([]);
  });
  it("zero-rates with noVat for en and de only", () => {
    expect(quote(magazine, {}, { noVat: true, locale: "de" }).rows[0]!.eco.gross).toBe(124.8);
    expect(quote(magazine, {}, { noVat: true, locale: "pl" }).rows[0]!.eco.gross).toBe(153.5);
  });
});

describe("calculator options", () => {
  it("disables a dependent option while its dependency has the dependant value, and it contributes 0", () => {
    const coverSelf = quote(magazine, { 504: 5041, 506: 5063 });
    expect(coverSelf.disabledOptions).toEqual([506]);
    expect(coverSelf.rows[0]!.eco.net).toBe(
      quote(magazine, { 504: 5041, 506: 5061 }).rows[0]!.eco.net,
    );
    const coverBoard = quote(magazine, { 504: 5042, 506: 5063 });
    expect(coverBoard.disabledOptions).toEqual([]);
    expect(coverBoard.rows[0]!.eco.net).toBeGreaterThan(
      quote(magazine, { 504: 5042, 506: 5061 }).rows[0]!.eco.net,
    );
  });
  it("ignores inactive options: they contribute 0 and are not validated", () => {
    const def = withEquation(magazine, `${magazine.equation} + pack`);
    expect(quote(def, { 507: 5071 }).rows[0]!.eco.net).toBe(124.8);
    expect(quote(def, { 507: 99 }).errors).toEqual([]);
  });
  it("checks inputs: multiple of step (exact decimal), maximum, minimum — every violation", () => {
    expect(failing(quote(magazine, { 502: 18 }))).toEqual(["502:step"]);
    expect(failing(quote(magazine, { 502: 100 }))).toEqual(["502:max"]);
    expect(failing(quote(magazine, { 502: 98 }))).toEqual(["502:step", "502:max"]);
    expect(failing(quote(magazine, { 502: 4 }))).toEqual(["502:min"]);
    expect(failing(quote(magazine, { 502: 6 }))).toEqual(["502:step", "502:min"]);
    expect(quote(magazine, { 502: 18 }).rows).toEqual([]);
    const decimalStep: CalculatorDefinition = {
      ...flyer,
      options: flyer.options.map((o) =>
        o.type === "input" ? { ...o, step: 0.1, min: 0, max: 1 } : o,
      ),
    };
    expect(failing(quote(decimalStep, { 605: 0.3 }))).toEqual([]); // 0.3 % 0.1 is not 0 in binary floats
    expect(failing(quote(decimalStep, { 605: 0.35 }))).toEqual(["605:step"]);
  });
  it("formats the input messages with the option's numbers", () => {
    const [e] = quote(magazine, { 502: 18 }).errors;
    expect(formatPricingError(e!, "en")).toBe("the number must be a multiple of 4");
    expect(formatPricingError({ field: 502, code: "max", params: { max: 96 } }, "en")).toBe(
      "the maximum value is 96",
    );
    expect(formatPricingError({ field: 502, code: "min", params: { min: 8 } }, "en")).toBe(
      "the minimum value is 8",
    );
  });
  it("reports unknown values and non-numbers", () => {
    expect(failing(quote(magazine, { 501: 6011 }))).toEqual(["501:unknown_value"]);
    expect(failing(quote(magazine, { 502: "16" }))).toEqual(["502:not_number"]);
    expect(failing(quote(magazine, { 502: Number.NaN }))).toEqual(["502:not_number"]);
  });
});

describe("calculator exclusions", () => {
  it("reports each conflicting pair once, in option order, and shows no price", () => {
    const q = quote(magazine, { 504: 5041, 505: 5052 });
    expect(q.conflicts).toEqual([
      { a: { optionId: 504, valueId: 5041 }, b: { optionId: 505, valueId: 5052 } },
    ]);
    expect(q.rows).toEqual([]);
  });
  it("detects a one-sided exclusion and marks excluded values disabled", () => {
    const q = quote(magazine, { 503: 5034, 504: 5042, 506: 5062 });
    expect(q.conflicts).toEqual([
      { a: { optionId: 503, valueId: 5034 }, b: { optionId: 506, valueId: 5062 } },
    ]);
    expect(q.disabledValues).toEqual([5062, 5063]);
  });
  it("writes the conflict message with option and value titles", () => {
    const q = quote(magazine, { 504: 5041, 505: 5052 });
    expect(formatConflict(magazine, q.conflicts[0]!, "en")).toBe(
      "The following parameters cannot be ordered together: Cover: Self cover + Binding: PUR perfect binding",
    );
    expect(pricingMessage("fix_errors", "en")).toBe("Please fix the errors in the panel");
    expect(pricingMessage("infoline", "pl")).toMatch(/infolini/);
  });
});

describe("calculator equations", () => {
  it("turns a broken equation into an error for the shopper and the admin", () => {
    expect(failing(quote(withEquation(magazine, "format * * 2"), {}))).toEqual([
      "equation:equation_parse",
    ]);
    expect(failing(quote(withEquation(magazine, "format * sizee"), {}))).toEqual([
      "equation:unknown_shortcode",
    ]);
    expect(
      checkCalculatorEquation(withEquation(magazine, "format * sizee + foo")).map((e) => e.name),
    ).toEqual(["sizee", "foo"]);
    expect(checkCalculatorEquation(magazine)).toEqual([]);
  });
  it("reports division by zero for the selection that causes it", () => {
    const def = withEquation(magazine, "10 / (pages - 16)");
    expect(failing(quote(def, { 502: 16 }))).toEqual(["equation:division_by_zero"]);
    expect(quote(def, { 502: 20 }).rows[0]!.eco.net).toBe(125); // 10 / 4 × 50
  });
  it("refuses an amount too large to hold to the grosz instead of throwing", () => {
    expect(failing(quote(withEquation(magazine, "10 ^ 20"), {}))).toEqual([
      "equation:amount_too_large",
    ]);
  });
  it("refuses a negative unit price", () => {
    expect(failing(quote(withEquation(magazine, "1 - pages"), {}))).toEqual([
      "equation:negative_price",
    ]);
  });
});

const round2 = (x: number) => Math.round(x * 100 + Number.EPSILON) / 100;

function validSelections(def: CalculatorDefinition) {
  const parts: Record<string, fc.Arbitrary<number>> = {};
  for (const o of def.options) {
    if (!o.active) continue;
    if (o.type === "select")
      parts[o.id] = fc.constantFrom(...(o as SelectOption).values.map((v) => v.id));
    else {
      const step = o.step ?? 1;
      parts[o.id] = fc
        .integer({ min: Math.ceil((o.min ?? 0) / step), max: Math.floor((o.max ?? 100) / step) })
        .map((k) => k * step);
    }
  }
  return fc.record(parts);
}

describe("calculator properties", () => {
  for (const def of [magazine, flyer]) {
    it(`calculator ${def.id}: prices never negative, express ≥ standard ≥ eco, gross ≥ net, deterministic`, () => {
      fc.assert(
        fc.property(
          validSelections(def),
          fc.constantFrom(23, 8),
          fc.boolean(),
          (sel, vat, noVat) => {
            const q = quote(def, sel, { vat: def.vat8 ? vat : 23, noVat, locale: "en" });
            expect(q).toEqual(
              quote(def, { ...sel }, { vat: def.vat8 ? vat : 23, noVat, locale: "en" }),
            );
            if (q.conflicts.length) {
              expect(q.rows).toEqual([]);
              return;
            }
            expect(q.errors).toEqual([]);
            for (const r of q.rows) {
              expect(r.eco.net).toBeGreaterThanOrEqual(0);
              expect(r.standard.net).toBeGreaterThanOrEqual(r.eco.net);
              expect(r.express.net).toBeGreaterThanOrEqual(r.standard.net);
              for (const c of [r.eco, r.standard, r.express]) {
                expect(c.gross).toBeGreaterThanOrEqual(c.net);
                expect(c.netAfterDiscount).toBeLessThanOrEqual(c.net);
                expect(c.discount).toBeGreaterThanOrEqual(0);
              }
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  }
  it("an input outside its range always yields an error and no rows", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1000, max: 7 }),
          fc.integer({ min: 97, max: 10_000 }),
          fc.double({ noNaN: true }),
        ),
        (pages) => {
          fc.pre(pages < 8 || pages > 96 || pages % 4 !== 0);
          const q = quote(magazine, { 502: pages });
          expect(q.errors.length).toBeGreaterThan(0);
          expect(q.rows).toEqual([]);
        },
      ),
    );
  });
});

describe("why a value is struck through (issue 28: 'Klejona PUR' with no reason)", () => {
  it("names the chosen value that excludes it, in pl/en/de; a value nothing excludes has no reason", () => {
    const start = quote(magazine, {});
    expect(start.disabledValues).toContain(5052);
    const refs = excludedBy(magazine, {}, 5052);
    expect(refs).toEqual([{ optionId: 504, valueId: 5041 }]);
    expect(formatUnavailable(magazine, refs, "pl")).toBe("niedostępne z: Okładka: Jak środek");
    expect(formatUnavailable(magazine, refs, "en")).toBe("not available with Cover: Self cover");
    expect(formatUnavailable(magazine, refs, "de")).toBe("nicht möglich mit Umschlag: Wie Inhalt");
    // Another cover chosen: PUR binding is free to pick, nothing to explain.
    expect(excludedBy(magazine, { 504: 5042 }, 5052)).toEqual([]);
    expect(formatUnavailable(magazine, [], "pl")).toBe("");
    // Excluding works both ways: Self cover is explained by a chosen PUR binding.
    expect(excludedBy(magazine, { 505: 5052 }, 5041)).toEqual([{ optionId: 505, valueId: 5052 }]);
  });
});
