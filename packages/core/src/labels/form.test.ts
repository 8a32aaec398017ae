import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { labelDefaults } from "../pricing/index";
import { labelSettings as s } from "../pricing/test-data";
import {
  MANUAL_LOCKED_FIELDS,
  changeApplication,
  changeMaterial,
  labelFormState,
  lockedFields,
  parseTyped,
  rollAdvice,
} from "./form";

const now = new Date("2026-11-23T08:00:00Z");
const machine = (over = {}) => ({
  ...labelDefaults(s),
  application: 1,
  winding: 3,
  diameter: 40,
  gap: 7,
  sheeting: false,
  prototype: true,
  personalization: true,
  freeSamples: true,
  notes: "left edge first",
  ...over,
});

describe("manual and machine application in the form", () => {
  it("locks the core, winding, gap, switches and notes for manual application only", () => {
    expect([...lockedFields({ application: 0 })]).toEqual([...MANUAL_LOCKED_FIELDS]);
    expect(lockedFields({ application: 1 }).size).toBe(0);
  });

  it("switching to manual resets core 76, winding 0, gap 4, the switches and the notes", () => {
    const manual = changeApplication(s, machine({ material: 3, sheeting: true }), 0);
    expect(manual).toMatchObject({
      application: 0,
      diameter: 76,
      winding: 0,
      gap: 4,
      sheeting: false,
      prototype: false,
      personalization: false,
      freeSamples: false,
      notes: "",
    });
  });

  it("switching back to machine keeps the reset values and asks for a winding direction", () => {
    const back = changeApplication(s, changeApplication(s, machine(), 0), 1);
    expect(back).toMatchObject({ application: 1, diameter: 76, winding: 0, gap: 4 });
    const state = labelFormState(s, back, { now, locale: "de" });
    expect(state.fieldErrors.get("winding")?.code).toBe("winding_required");
    expect(state.hidePrices).toBe(true);
  });

  it("a material without sheeting switches sheeting off; one with it keeps it", () => {
    expect(changeMaterial(s, machine({ material: 3, sheeting: true }), 5).sheeting).toBe(true);
    expect(changeMaterial(s, machine({ material: 3, sheeting: true }), 8).sheeting).toBe(false);
  });

  it("a machine VOID seal with a winding tile has prices and a roll per lane", () => {
    const state = labelFormState(
      s,
      machine({
        material: 8,
        width: 50,
        height: 30,
        quantity: 1000,
        prototype: false,
        personalization: false,
      }),
      { now, locale: "de" },
    );
    expect(state.quote.errors).toEqual([]);
    expect(state.quote.prices?.eco.days).toBe(6);
    expect(state.quote.roll).toMatchObject({ lanes: 5, rolls: 5, labelsPerRoll: 200 });
  });
});

describe("sizes typed into the form", () => {
  it.each([
    ["50", 50],
    [" 120 ", 120],
    ["20,5", 20.5],
    ["", Number.NaN],
    ["12a", Number.NaN],
    ["1e3", Number.NaN],
  ])("reads %j as %s", (text, value) => expect(parseTyped(text)).toBe(value));

  it.each([
    ["width", "15", "width", "range"],
    ["width", "308", "width", "range"],
    ["height", "381", "height", "range"],
    ["width", "20,5", "width", "not_integer"],
    ["quantity", "", "quantity", "not_integer"],
  ] as const)(
    "%s %j hides the prices and puts the message under the field",
    (field, text, errField, code) => {
      const state = labelFormState(
        s,
        { ...labelDefaults(s), [field]: parseTyped(text) },
        { now, locale: "pl" },
      );
      expect(state.hidePrices).toBe(true);
      expect(state.quote.prices).toBeNull();
      expect(state.fieldErrors.get(errField)?.code).toBe(code);
    },
  );

  it("any width outside 16..307 hides the prices, any inside with the defaults shows them", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 2000 }), (width) => {
        const state = labelFormState(s, { ...labelDefaults(s), width }, { now, locale: "en" });
        expect(state.hidePrices).toBe(width < 16 || width > 307);
      }),
    );
  });
});

describe("roll plan advice", () => {
  it("fits for the defaults: one collective roll under 250 mm", () => {
    const advice = rollAdvice(
      labelFormState(s, labelDefaults(s), { now, locale: "pl" }).quote.roll!,
    );
    expect(advice.kind).toBe("fits");
    expect(advice.plan).toMatchObject({ rolls: 1, labelsPerRoll: 500 });
    expect(advice.plan.diameterMm).toBeLessThanOrEqual(250);
  });

  it("warns and proposes more rolls, each under 250 mm, for a big manual run", () => {
    const advice = rollAdvice(
      labelFormState(
        s,
        { ...labelDefaults(s), height: 200, quantity: 20000 },
        { now, locale: "pl" },
      ).quote.roll!,
    );
    expect(advice.kind).toBe("split");
    if (advice.kind !== "split") return;
    expect(advice.plan.diameterMm).toBeGreaterThan(250);
    expect(advice.proposal.diameterMm).toBeLessThanOrEqual(250);
    expect(advice.proposal.rolls * advice.proposal.labelsPerRoll).toBeGreaterThanOrEqual(20000);
  });

  it("every proposal fits and holds the whole quantity (machine and manual)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 25, max: 307 }),
        fc.integer({ min: 10, max: 380 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (width, height, quantity, isMachine) => {
          const input = isMachine
            ? machine({ width, height, quantity, prototype: false, personalization: false })
            : { ...labelDefaults(s), width, height, quantity };
          const roll = labelFormState(s, input, { now, locale: "pl" }).quote.roll!;
          const advice = rollAdvice(roll);
          const final = advice.kind === "split" ? advice.proposal : roll;
          expect(final.diameterMm).toBeLessThanOrEqual(250);
          expect(final.rolls * final.labelsPerRoll).toBeGreaterThanOrEqual(quantity);
        },
      ),
      { numRuns: 200 },
    );
  });
});
