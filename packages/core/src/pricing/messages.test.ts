import { describe, expect, it } from "vitest";
import {
  PRICING_MESSAGES,
  type PricingError,
  formatPricingError,
  interpolate,
  withMessages,
} from "./messages";
import { type LabelInput, labelDefaults, validateLabelInput } from "./labels";
import { type CalculatorDefinition, quoteCalculator } from "./calculator";
import { quoteTable } from "./table";
import { checkNoVat } from "./money";
import { calculatorDef, labelSettings, priceTable } from "./test-data";

const now = new Date("2026-03-02T08:00:00.000Z");
const lead = { eco: 1, standard: 1, express: 1 };

/** Every error code the module can produce, provoked for real. */
function provokedErrors(): PricingError[] {
  const d = labelDefaults(labelSettings);
  const label = (x: Partial<LabelInput> | Record<string, unknown>) =>
    validateLabelInput(labelSettings, { ...d, ...x } as LabelInput);
  const mag = calculatorDef(5);
  const calc = (sel: Record<string, unknown>, def: CalculatorDefinition = mag, vat = 23) =>
    quoteCalculator(def, sel, { now, leadTimes: lead, vat }).errors;
  const eq = (equation: string, sel: Record<string, unknown> = {}) =>
    calc(sel, { ...mag, equation });
  const table = (ids: unknown[], t = priceTable(10)) =>
    quoteTable(t, ids, { now, leadTimes: lead }).errors;
  const noVat = (
    ["no_vat_locale", "vat_number_required", "vat_number_invalid", "vat_number_domestic"] as const
  ).map((code) => ({ field: "vatNumber", code }));
  expect(noVat.map((e) => e.code)).toEqual([
    (checkNoVat("pl", "DE123456789") as { code: string }).code,
    (checkNoVat("en", "") as { code: string }).code,
    (checkNoVat("en", "DE1") as { code: string }).code,
    (checkNoVat("en", "PL1234567890") as { code: string }).code,
  ]);
  return [
    ...label({ width: 1.5, height: 5, quantity: 0 }),
    ...label({ width: 400, material: 77 }),
    ...label({ application: 1, width: 20, winding: 0, gap: 2, diameter: 1, sheeting: true }),
    ...label({ application: 9, winding: 12, locale: "fr", notes: 5 }),
    ...calc({ 502: 98 }),
    ...calc({ 502: 4, 501: 1 }),
    ...calc({ 502: "x" }),
    ...calc(
      {},
      {
        ...mag,
        options: mag.options.map((o) =>
          o.type === "select" && o.id === 501 ? { ...o, values: [] } : o,
        ),
      },
    ),
    ...calc({}, calculatorDef(6), 8),
    ...eq("format * *"),
    ...eq("nope"),
    ...eq("1 / (pages - 16)"),
    ...eq("(0 - 8) ^ 0.5"),
    ...eq("1 + ".repeat(600) + "1"),
    ...eq("0 - pages"),
    ...eq("10 ^ 20"),
    ...table([1011, 1012, 1021, 1031, 9]),
    ...table([1011, 1021, 1031], { ...priceTable(10), prices: [] }),
    ...noVat,
  ];
}

describe("pricing messages", () => {
  it("has the same keys in pl, en and de", () => {
    const keys = (l: "pl" | "en" | "de") => Object.keys(PRICING_MESSAGES[l]).sort();
    expect(keys("pl")).toEqual(keys("en"));
    expect(keys("de")).toEqual(keys("en"));
  });

  it("has a message in every locale for every code the module produces", () => {
    const errors = provokedErrors();
    const codes = new Set(errors.map((e) => e.code));
    expect([...codes].sort()).toEqual(
      [
        "not_integer",
        "range",
        "unknown_option",
        "machine_min",
        "winding_required",
        "invalid",
        "sheeting_not_allowed",
        "step",
        "max",
        "min",
        "unknown_value",
        "not_number",
        "required",
        "vat_not_allowed",
        "equation_parse",
        "unknown_shortcode",
        "division_by_zero",
        "not_finite",
        "too_long",
        "negative_price",
        "amount_too_large",
        "multiple_values",
        "no_price",
        "no_vat_locale",
        "vat_number_required",
        "vat_number_invalid",
        "vat_number_domestic",
      ].sort(),
    );
    for (const locale of ["pl", "en", "de"] as const) {
      for (const e of errors) {
        const message = formatPricingError(e, locale);
        expect(message, `${locale} ${e.field}:${e.code}`).not.toBe(e.code);
        expect(message).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("uses the seed's wording", () => {
    expect(formatPricingError({ field: "width", code: "not_integer" }, "pl")).toBe(
      "Wartość musi być liczbą całkowitą",
    );
    expect(
      formatPricingError({ field: "width", code: "range", params: { min: 16, max: 307 } }, "en"),
    ).toBe("incorrect size 16 - 307 mm");
    expect(
      formatPricingError({ field: "height", code: "range", params: { min: 10, max: 380 } }, "en"),
    ).toBe("incorrect size 10 - 380 mm");
    expect(formatPricingError({ field: 502, code: "step", params: { step: 4 } }, "en")).toBe(
      "the number must be a multiple of 4",
    );
  });

  it("interpolates the ranges of the settings in force", () => {
    const [e] = validateLabelInput(
      { ...labelSettings, width: { min: 20, max: 200 } },
      { ...labelDefaults(labelSettings), width: 300 },
    );
    expect(formatPricingError(e!, "pl")).toBe("nieprawidłowy rozmiar 20 - 200 mm");
    expect(formatPricingError(e!, "de")).toBe("falsche Größe 20 - 200 mm");
  });

  it("falls back to Polish for an unknown locale and leaves unknown placeholders alone", () => {
    expect(formatPricingError({ field: "x", code: "not_integer" }, "fr")).toBe(
      "Wartość musi być liczbą całkowitą",
    );
    expect(interpolate("{a} {b} {constructor}", { a: 1 })).toBe("1 {b} {constructor}");
  });

  it("gives the API's { field, code, message } items", () => {
    expect(withMessages([{ field: 502, code: "max", params: { max: 96 } }], "en")).toEqual([
      { field: "502", code: "max", message: "the maximum value is 96" },
    ]);
  });
});
