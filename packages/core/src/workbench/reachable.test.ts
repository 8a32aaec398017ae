import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkEvaluates, inputCandidates } from "./reachable";
import { review } from "./review";
import { calculatorDef } from "../pricing/test-data";
import { quoteCalculator, type CalculatorDefinition } from "../pricing/calculator";
import { setExclusion } from "./exclusions";

const magazine = () => structuredClone(calculatorDef(5));
const withEquation = (equation: string): CalculatorDefinition => ({ ...magazine(), equation });
const opts = {
  now: new Date(Date.UTC(2026, 0, 5, 8)),
  leadTimes: { eco: 1, standard: 1, express: 1 },
};

describe("checkEvaluates: every reachable selection, through the pricing module", () => {
  it("the demo calculators evaluate everywhere, checked exhaustively", () => {
    for (const id of [5, 6]) {
      const r = checkEvaluates(calculatorDef(id));
      expect(r).toMatchObject({ ok: true, error: null, exhaustive: true });
      expect(r.checked).toBe(r.total);
    }
    // magazine: 3 formats × 23 page counts (8..96 step 4) × 4 papers × 3 covers × 2 bindings × 3 laminations
    expect(checkEvaluates(calculatorDef(5)).total).toBe(3 * 23 * 4 * 3 * 2 * 3);
  });

  it.each([
    ["10 / ((pages - 40) * (pages - 40))", "division_by_zero"],
    ["1 / (format - 1)", "division_by_zero"],
    ["pages / lam", "division_by_zero"],
    ["(pages", "equation_parse"],
    ["pages * nope", "unknown_shortcode"],
    ["cover - 1", "negative_price"],
  ])(
    "%s fails with %s, and the failing selection quotes with that same error",
    (equation, code) => {
      const def = withEquation(equation);
      const r = checkEvaluates(def);
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe(code);
      const q = quoteCalculator(def, r.selection!, opts);
      expect(q.errors).toContainEqual(r.error);
    },
  );

  it("a division by zero only an excluded or disabled selection could reach is not an error", () => {
    // lam is switched off (contributes 0) exactly when cover is self cover (5041, value 0)
    const def = withEquation("pages / (cover + lam + 1) + 1 / (lam + cover)");
    expect(checkEvaluates(def).ok).toBe(false); // self cover: lam off → 0 / 0 reachable
    const guarded = { ...withEquation("pages / (cover + 1) + 1 / (binding - 1)") };
    // binding 1 (saddle stitch) makes it fail; excluding saddle stitch with every cover makes it unreachable
    expect(checkEvaluates(guarded).ok).toBe(false);
    let cut = guarded;
    for (const cover of [5041, 5042, 5043]) cut = setExclusion(cut, 5051, cover, true);
    expect(checkEvaluates(cut)).toMatchObject({ ok: true });
  });

  it("samples a spread of selections when there are more than the limit, and says so", () => {
    const r = checkEvaluates(magazine(), 100);
    expect(r).toMatchObject({ ok: true, exhaustive: false, checked: 100 });
    // every single choice is tried once even in a sample: a zero at pages = 96 (the maximum) is found
    expect(checkEvaluates(withEquation("1 / ((pages - 96) ^ 2)"), 100)).toMatchObject({
      ok: false,
      error: { code: "division_by_zero" },
    });
  });

  it("ok exactly when no selection without conflict quotes with an equation error (property, brute-force oracle)", () => {
    const small = (equation: string, exclude: boolean): CalculatorDefinition => ({
      id: 1,
      equation,
      copies: { "10": 1, "20": 1.9 },
      initialDisabledValues: [],
      discount: 0,
      options: [
        {
          id: 1,
          type: "select",
          active: true,
          title: {},
          shortcode: "a",
          dependant: null,
          dependantValue: null,
          values: [
            { id: 11, value: 0, title: {}, excluding: exclude ? "21" : "" },
            { id: 12, value: 2, title: {}, excluding: "" },
          ],
        },
        {
          id: 2,
          type: "select",
          active: true,
          title: {},
          shortcode: "b",
          dependant: 1,
          dependantValue: 12,
          values: [
            { id: 21, value: 1, title: {}, excluding: "" },
            { id: 22, value: 3, title: {}, excluding: "" },
          ],
        },
        {
          id: 3,
          type: "input",
          active: true,
          title: {},
          shortcode: "n",
          dependant: null,
          dependantValue: null,
          step: 1,
          min: 1,
          max: 4,
          initialValue: 1,
        },
      ],
    });
    const term = fc.constantFrom(
      "a",
      "b",
      "n",
      "1",
      "2",
      "(a - 2)",
      "(b - 1)",
      "(n - 3)",
      "(n - b)",
    );
    const op = fc.constantFrom("+", "-", "*", "/");
    fc.assert(
      fc.property(term, op, term, op, term, fc.boolean(), (x, o1, y, o2, z, exclude) => {
        const def = small(`(${x} ${o1} ${y} ${o2} ${z}) ^ 2 + 1`, exclude);
        let fails = false;
        for (const a of [11, 12])
          for (const b of [21, 22])
            for (const n of [1, 2, 3, 4]) {
              const q = quoteCalculator(def, { 1: a, 2: b, 3: n }, opts);
              if (q.errors.some((e) => e.field === "equation")) fails = true;
            }
        return checkEvaluates(def).ok === !fails;
      }),
      { numRuns: 300 },
    );
  });
});

describe("inputCandidates", () => {
  it("lists every multiple of step in range when few", () => {
    expect(
      inputCandidates({
        id: 1,
        type: "input",
        active: true,
        title: {},
        shortcode: "x",
        dependant: null,
        dependantValue: null,
        step: 0.5,
        min: 1,
        max: 3,
        initialValue: 1,
      }),
    ).toEqual([1, 1.5, 2, 2.5, 3]);
  });
  it("samples a wide range with both ends and the starting value", () => {
    const c = inputCandidates({
      id: 1,
      type: "input",
      active: true,
      title: {},
      shortcode: "x",
      dependant: null,
      dependantValue: null,
      step: 1,
      min: 0,
      max: 100000,
      initialValue: 777,
    });
    expect(c.length).toBeLessThanOrEqual(201);
    expect(c).toEqual(expect.arrayContaining([0, 100000, 777]));
  });
});

describe("review: what a save needs", () => {
  it("the demo magazine is savable, with the zero-multiplier run as a warning", () => {
    const r = review(magazine());
    expect(r.savable).toBe(true);
    expect(r.warnings).toContainEqual(
      expect.objectContaining({ code: "run_not_positive", params: { run: "5000", multiplier: 0 } }),
    );
  });
  it("an equation that divides by zero somewhere is not savable", () => {
    expect(review(withEquation("1 / (pages - 8)"))).toMatchObject({
      savable: false,
      evaluation: { ok: false, error: { code: "division_by_zero" } },
    });
  });
});
