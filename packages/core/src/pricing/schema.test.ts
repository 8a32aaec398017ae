import { describe, expect, it } from "vitest";
import { CalculatorQuoteInput, LabelQuoteInput, TableQuoteInput } from "./schema";
import { quoteLabel, type LabelInput } from "./labels";
import { examples, labelSettings } from "./test-data";

const label = examples.label[1]!.input;

describe("quote input schemas", () => {
  it("accept every worked example, and a non-integer width still reaches the validator", () => {
    for (const c of examples.label) expect(LabelQuoteInput.safeParse(c.input).success).toBe(true);
    for (const c of examples.calculator)
      expect(
        CalculatorQuoteInput.safeParse({
          calculatorId: c.calculatorId,
          selections: c.selections,
          vat: c.vat,
        }).success,
      ).toBe(true);
    for (const c of examples.table) expect(TableQuoteInput.safeParse(c).success).toBe(true);
    const parsed = LabelQuoteInput.parse({ ...label, width: 20.5 });
    const q = quoteLabel(labelSettings, parsed as LabelInput, { now: new Date() });
    expect(q.errors.map((e) => `${e.field}:${e.code}`)).toEqual(["width:not_integer"]);
  });

  it.each([
    ["a string number", "50"],
    ["NaN", Number.NaN],
    ["Infinity", Infinity],
    ["1e309 from JSON", JSON.parse('{"w":1e309}').w],
    ["null", null],
    ["a missing value", undefined],
  ])("refuse %s as a width", (_name, width) => {
    expect(LabelQuoteInput.safeParse({ ...label, width }).success).toBe(false);
  });

  it("refuse non-integer or negative ids and unknown locales and VAT rates", () => {
    expect(LabelQuoteInput.safeParse({ ...label, material: 1.5 }).success).toBe(false);
    expect(LabelQuoteInput.safeParse({ ...label, material: -1 }).success).toBe(false);
    expect(LabelQuoteInput.safeParse({ ...label, locale: "fr" }).success).toBe(false);
    expect(LabelQuoteInput.safeParse({ ...label, sheeting: "true" }).success).toBe(false);
    expect(TableQuoteInput.safeParse({ productId: 10, valueIds: [1011], vat: 7 }).success).toBe(
      false,
    );
    expect(TableQuoteInput.safeParse({ productId: 0, valueIds: [1011] }).success).toBe(false);
    expect(TableQuoteInput.safeParse({ productId: 10, valueIds: [1011.5] }).success).toBe(false);
    expect(TableQuoteInput.safeParse({ productId: "10", valueIds: [1011] }).success).toBe(false);
    expect(
      CalculatorQuoteInput.safeParse({ calculatorId: 5, selections: { abc: 1 } }).success,
    ).toBe(false);
    expect(
      CalculatorQuoteInput.safeParse({ calculatorId: 5, selections: { 502: "16" } }).success,
    ).toBe(false);
    expect(
      CalculatorQuoteInput.safeParse({ calculatorId: 5, selections: { 502: Infinity } }).success,
    ).toBe(false);
  });

  it("bound the arrays and maps", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i);
    expect(TableQuoteInput.safeParse({ productId: 10, valueIds: ids(50) }).success).toBe(true);
    expect(TableQuoteInput.safeParse({ productId: 10, valueIds: ids(51) }).success).toBe(false);
    const many = Object.fromEntries(ids(101).map((id) => [String(id), 1]));
    expect(CalculatorQuoteInput.safeParse({ calculatorId: 5, selections: many }).success).toBe(
      false,
    );
    expect(LabelQuoteInput.safeParse({ ...label, notes: "x".repeat(2001) }).success).toBe(false);
  });
});
