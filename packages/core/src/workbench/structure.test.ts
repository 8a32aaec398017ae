import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calculatorDef } from "../pricing/test-data";
import {
  quoteCalculator,
  type CalculatorDefinition,
  type SelectOption,
} from "../pricing/calculator";
import {
  applyGrid,
  dependencies,
  dependencyCycle,
  exclusionPairs,
  gridValues,
  pairKey,
  sameOption,
  setDependency,
  setExclusion,
} from "./exclusions";
import { lints, neverChoosable, structureErrors } from "./lints";
import {
  addChildOption,
  addOption,
  addValue,
  move,
  moveValue,
  removeOption,
  removeValue,
  updateValue,
} from "./edit";
import { formatFinding } from "./messages";

const magazine = (): CalculatorDefinition => structuredClone(calculatorDef(5));
const opts = {
  now: new Date(Date.UTC(2026, 0, 5, 8)),
  leadTimes: { eco: 1, standard: 1, express: 1 },
  locale: "en" as const,
};
const select = (def: CalculatorDefinition, id: number) =>
  def.options.find((o) => o.id === id) as SelectOption;

describe("exclusion grid ↔ definition", () => {
  it("reads the demo magazine's pairs from either side's excluding", () => {
    expect([...exclusionPairs(magazine())].sort()).toEqual(["5034-5062", "5034-5063", "5041-5052"]);
    expect(gridValues(magazine())).toHaveLength(3 + 4 + 3 + 2 + 3 + 1);
    expect(sameOption(magazine(), 5011, 5013)).toBe(true);
    expect(sameOption(magazine(), 5011, 5031)).toBe(false);
  });

  it("a tick makes the two values conflict in the shop's quote; clearing it removes the conflict", () => {
    const ticked = setExclusion(magazine(), 5012, 5033, true);
    const sel = { 501: 5012, 503: 5033 };
    expect(quoteCalculator(ticked, sel, opts).conflicts).toHaveLength(1);
    const cleared = setExclusion(ticked, 5033, 5012, false);
    expect(quoteCalculator(cleared, sel, opts).conflicts).toHaveLength(0);
    // the tick is written on the first value only: choosing it marks the other disabled, the
    // other way round the shopper can choose both and meets the conflict
    const values = (def: typeof ticked) =>
      new Map(
        def.options.flatMap((o) =>
          o.type === "select" ? o.values.map((v) => [v.id, v.excluding] as const) : [],
        ),
      );
    expect(values(ticked).get(5012)).toBe("5033");
    expect(values(ticked).get(5033)).toBe(values(magazine()).get(5033));
    // ticking a pair already held (either side) changes nothing
    expect(setExclusion(ticked, 5033, 5012, true)).toBe(ticked);
    // clearing a pair held on one side only (5034 lists 5062) clears it too
    expect(exclusionPairs(setExclusion(magazine(), 5062, 5034, false)).has("5034-5062")).toBe(
      false,
    );
  });

  it("writing a grid and reading it back gives the same grid (property)", () => {
    const ids = gridValues(magazine()).map((v) => v.valueId);
    const pair = fc
      .tuple(fc.constantFrom(...ids), fc.constantFrom(...ids))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => pairKey(a, b));
    fc.assert(
      fc.property(fc.uniqueArray(pair, { maxLength: 20 }), (keys) => {
        const grid = new Set(keys);
        const def = applyGrid(magazine(), grid);
        expect(exclusionPairs(def)).toEqual(grid);
        // and nothing but the excluding lists changed
        expect(
          def.options.map((o) =>
            o.type === "select" ? o.values.map((v) => v.value) : o.shortcode,
          ),
        ).toEqual(
          magazine().options.map((o) =>
            o.type === "select" ? o.values.map((v) => v.value) : o.shortcode,
          ),
        );
      }),
    );
  });

  it("dependencies read and write the option's dependant / dependantValue; cycles are found", () => {
    expect(dependencies(magazine())).toEqual([
      { optionId: 506, dependant: 504, dependantValue: 5041 },
    ]);
    const def = setDependency(magazine(), 504, { dependant: 506, dependantValue: 5062 });
    expect(dependencyCycle(def, 504)).toBe(true);
    expect(structureErrors(def).map((f) => f.code)).toContain("dependency_cycle");
    expect(dependencies(setDependency(magazine(), 506, null))).toEqual([]);
  });
});

describe("lints", () => {
  it("a value every value of a required option excludes can never be chosen; an option whose every value is so is reported", () => {
    let def = magazine();
    for (const f of [5011, 5012, 5013]) def = setExclusion(def, 5033, f, true);
    expect(neverChoosable(def).get(5033)).toBe(501);
    expect(lints(def)).toContainEqual(
      expect.objectContaining({
        code: "value_never_choosable",
        valueId: 5033,
        params: { option: 501 },
      }),
    );
    for (const p of [5031, 5032, 5034])
      for (const f of [5011, 5012, 5013]) def = setExclusion(def, p, f, true);
    expect(lints(def)).toContainEqual(
      expect.objectContaining({ code: "option_all_excluded", optionId: 503 }),
    );
  });

  it("an exclusion by a dependent option's values does not make a value unchoosable (the option can be off)", () => {
    let def = magazine();
    for (const l of [5061, 5062, 5063]) def = setExclusion(def, 5011, l, true);
    expect(neverChoosable(def).has(5011)).toBe(false);
  });

  it("runs with a non-positive multiplier, unknown ids in exclusions", () => {
    const def = { ...magazine(), copies: { "10": -1, "50": 50 } };
    def.options = def.options.map((o) =>
      o.id === 501 && o.type === "select"
        ? { ...o, values: o.values.map((v, i) => (i === 0 ? { ...v, excluding: "999" } : v)) }
        : o,
    );
    expect(
      lints(def)
        .map((f) => f.code)
        .sort(),
    ).toEqual(["excluding_unknown", "run_not_positive"]);
    expect(
      formatFinding(
        lints(def).find((f) => f.code === "run_not_positive")!,
        "en",
      ),
    ).toBe("Run 10 has multiplier -1 and shows no price row");
  });

  it.each([
    [
      (d: CalculatorDefinition) => ({
        ...d,
        options: [...d.options, { ...d.options[0]!, id: 599 }],
      }),
      "shortcode_duplicate",
    ],
    [
      (d: CalculatorDefinition) => ({
        ...d,
        options: d.options.map((o) => (o.id === 502 ? { ...o, shortcode: "max" } : o)),
      }),
      "shortcode_reserved",
    ],
    [
      (d: CalculatorDefinition) => ({
        ...d,
        options: d.options.map((o) => (o.id === 502 ? { ...o, initialValue: 10 } : o)),
      }),
      "initial_invalid",
    ],
    [
      (d: CalculatorDefinition) => ({
        ...d,
        options: d.options.map((o) => (o.id === 502 ? { ...o, min: 100 } : o)),
      }),
      "min_above_max",
    ],
    [
      (d: CalculatorDefinition) => setDependency(d, 506, { dependant: 504, dependantValue: 5011 }),
      "dependant_value_unknown",
    ],
    [
      (d: CalculatorDefinition) => setDependency(d, 506, { dependant: 502, dependantValue: 5011 }),
      "dependant_unknown",
    ],
    [
      (d: CalculatorDefinition) => updateValue(d, 5012, { id: 5011 } as never),
      "value_id_duplicate",
    ],
  ])("structure error %#: %s", (change, code) => {
    expect(structureErrors(magazine())).toEqual([]);
    expect(structureErrors(change(magazine())).map((f) => f.code)).toContain(code);
  });
});

describe("edits", () => {
  it("adding a value gives it a fresh id; removing it removes every reference to it", () => {
    let def = addValue(magazine(), 501, {
      value: 1.3,
      title: { pl: "A3", en: "A3", de: "A3" },
      excluding: "",
    });
    const added = select(def, 501).values.at(-1)!;
    expect(added.id).toBe(5072);
    def = setExclusion(def, added.id, 5052, true);
    def = { ...def, initialDisabledValues: [...def.initialDisabledValues, added.id] };
    def = removeValue(def, added.id);
    expect(exclusionPairs(def)).toEqual(exclusionPairs(magazine()));
    expect(def.initialDisabledValues).toEqual([5052]);
  });

  it("removing a parent option frees its child options and clears exclusions of its values", () => {
    const def = removeOption(magazine(), 504);
    expect(def.options.find((o) => o.id === 506)).toMatchObject({
      dependant: null,
      dependantValue: null,
    });
    expect([...exclusionPairs(def)]).not.toContain("5041-5052");
    expect(structureErrors(def)).toEqual([]);
  });

  it("a child option depends on its parent's value; a new option gets the next id", () => {
    const def = addChildOption(magazine(), 505, 5052, {
      type: "input",
      active: true,
      title: { en: "Spine" },
      shortcode: "spine",
      step: 1,
      min: 1,
      max: 5,
      initialValue: 1,
    });
    expect(def.options.at(-1)).toMatchObject({ id: 508, dependant: 505, dependantValue: 5052 });
    expect(
      addOption(magazine(), {
        type: "select",
        active: true,
        title: {},
        shortcode: "x",
        dependant: null,
        dependantValue: null,
        values: [],
      }).options.at(-1)!.id,
    ).toBe(508);
  });

  it("reordering keeps every item exactly once (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (list, a, b) => {
          const from = a % list.length;
          const to = b % list.length;
          const out = move(list, from, to);
          expect([...out].sort()).toEqual([...list].sort());
          expect(out[to]).toBe(list[from]);
        },
      ),
    );
    expect(select(moveValue(magazine(), 501, 2, 0), 501).values.map((v) => v.id)).toEqual([
      5013, 5011, 5012,
    ]);
  });
});
