import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Decimal from "decimal.js";
import {
  checkEuVatNumber,
  checkNoVat,
  convertFigures,
  convertFromPLN,
  discountBlock,
  effectiveVat,
  grossFromNet,
  noVatAllowed,
  round2,
  vatChoices,
} from "./money";

describe("round2", () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68], // 2.675 is 2.67499999… as a binary float; read as a decimal it rounds up
    [1.004999, 1],
    [-1.005, -1.01], // half away from zero
    [-0.004, -0],
    [0.125, 0.13],
    [10477.185, 10477.19],
  ])("round2(%s) = %s", (x, expected) => expect(round2(x)).toBe(expected));
  it("accepts decimal strings", () => expect(round2("391.175325")).toBe(391.18));
});

describe("VAT and discount", () => {
  it("computes gross from the already rounded net", () => {
    // net 0.125 → 0.13 → × 1.23 = 0.1599 → 0.16 (from the unrounded net it would be 0.15)
    expect(grossFromNet("0.125", 23).toNumber()).toBe(0.16);
  });
  it("builds the discount block of pricing.md §2", () => {
    expect(discountBlock(155, 23, 5)).toEqual({
      net: 155,
      gross: 190.65,
      discount: 7.75,
      netAfterDiscount: 147.25,
      grossAfterDiscount: 181.12,
    });
    expect(discountBlock("193.6", 23, 5)).toEqual({
      net: 193.6,
      gross: 238.13,
      discount: 9.68,
      netAfterDiscount: 183.92,
      grossAfterDiscount: 226.22,
    });
    expect(discountBlock(100, 8, 0)).toEqual({
      net: 100,
      gross: 108,
      discount: 0,
      netAfterDiscount: 100,
      grossAfterDiscount: 108,
    });
  });
  it("offers 23 always and 8, 5, 0 by the product's flags", () => {
    expect(vatChoices({})).toEqual([23]);
    expect(vatChoices({ vat8: true })).toEqual([23, 8]);
    expect(vatChoices({ vat0: true, vat5: true, vat8: true })).toEqual([23, 8, 5, 0]);
  });
  it("allows noVat for en and de only, forcing VAT 0", () => {
    expect([noVatAllowed("pl"), noVatAllowed("en"), noVatAllowed("de")]).toEqual([
      false,
      true,
      true,
    ]);
    expect(effectiveVat({ vat: 8, noVat: true, locale: "en" })).toBe(0);
    expect(effectiveVat({ vat: 8, noVat: true, locale: "pl" })).toBe(8);
    expect(effectiveVat({})).toBe(23);
  });
  it("keeps gross ≥ net and net after discount ≤ net for any amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(23, 8, 5, 0),
        fc.integer({ min: 0, max: 100 }),
        (grosze, vat, d) => {
          const b = discountBlock(new Decimal(grosze).div(100), vat, d);
          expect(b.gross).toBeGreaterThanOrEqual(b.net);
          expect(b.netAfterDiscount).toBeLessThanOrEqual(b.net);
          expect(b.netAfterDiscount).toBeGreaterThanOrEqual(0);
          expect(new Decimal(b.net).minus(b.discount).toNumber()).toBe(b.netAfterDiscount);
        },
      ),
    );
  });
});

describe("currency", () => {
  const EUR = 4.2537;
  it("converts per figure with round2(PLN / rate)", () => {
    expect(convertFromPLN(112.9, EUR)).toBe(26.54); // 26.5416…
    expect(convertFromPLN(138.87, 1)).toBe(138.87);
    expect(
      convertFigures({ net: 112.9, gross: 138.87, days: 12, date: "2026-03-17" }, EUR),
    ).toEqual({ net: 26.54, gross: 32.65, days: 12, date: "2026-03-17" });
  });
  it("round trip: the displayed figure is within 0.01 of the exact one, and EUR → PLN → EUR is exact", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_00 }), (grosze) => {
        const pln = new Decimal(grosze).div(100);
        const eur = convertFromPLN(pln, EUR);
        expect(new Decimal(eur).minus(pln.div(EUR)).abs().lte("0.005")).toBe(true);
        const back = new Decimal(eur).times(EUR).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        expect(convertFromPLN(back, EUR)).toBe(eur);
      }),
    );
  });
});

describe("EU VAT numbers", () => {
  it.each([
    "DE123456789",
    "de 123 456 789",
    "ATU12345678",
    "FR12345678901",
    "FRXX123456789",
    "IT12345678901",
    "ESX1234567X",
    "NL123456789B01",
    "BE0123456789",
    "CZ12345678",
    "SK1234567890",
    "PL1234567890",
    "EL123456789",
    "IE1234567WA",
    "SE123456789001",
  ])("%s has a valid format", (n) => expect(checkEuVatNumber(n).valid).toBe(true));
  it.each([
    "DE12345678",
    "DE1234567890",
    "AT12345678",
    "FR1234567890",
    "NL123456789",
    "BE2123456789",
    "PL123456789",
    "GB123456789",
    "US123456789",
    "",
    "123456789",
    "__proto__1",
  ])("%s is refused", (n) => expect(checkEuVatNumber(n).valid).toBe(false));
  it("requires a valid foreign EU number to keep noVat", () => {
    expect(checkNoVat("de", "DE123456789")).toEqual({ ok: true });
    expect(checkNoVat("pl", "DE123456789")).toEqual({ ok: false, code: "no_vat_locale" });
    expect(checkNoVat("en", "")).toEqual({ ok: false, code: "vat_number_required" });
    expect(checkNoVat("en", "DE12")).toEqual({ ok: false, code: "vat_number_invalid" });
    expect(checkNoVat("en", "PL1234567890")).toEqual({ ok: false, code: "vat_number_domestic" });
  });
});
