import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { euVatIdFor, vatDecision, type VatBuyer } from "./eu-vat";

const deCompany: VatBuyer = {
  type: 1,
  billingCountry: "DE",
  billingTax: "DE 123 456 789",
  destination: "DE",
};

describe("the intra-EU zero-VAT decision (pricing.md §2)", () => {
  it.each([
    ["a German company with its EU VAT id, de shop", "de", deCompany, true, "reverse_charge"],
    ["the same in the en shop", "en", deCompany, true, "reverse_charge"],
    ["the same in the pl shop: pricing.md forces zero VAT off", "pl", deCompany, false, "locale"],
    [
      "a Polish company (NIP) always pays Polish VAT",
      "de",
      { ...deCompany, billingCountry: "PL", billingTax: "5260001246" },
      false,
      "domestic",
    ],
    [
      "a private person in Germany never gets 0 %",
      "de",
      { ...deCompany, type: 2, billingTax: "" },
      false,
      "private",
    ],
    [
      "a German company whose goods stay in Poland",
      "de",
      { ...deCompany, destination: "PL" },
      false,
      "delivered_in_poland",
    ],
    [
      "a Swiss company (not a member state)",
      "de",
      { ...deCompany, billingCountry: "CH", billingTax: "CHE-123.456.789", destination: "CH" },
      false,
      "outside_eu",
    ],
    [
      "a German company with a malformed id",
      "en",
      { ...deCompany, billingTax: "DE12345678" },
      false,
      "no_vat_id",
    ],
    [
      "a German company giving a French id",
      "en",
      { ...deCompany, billingTax: "FR12345678901" },
      false,
      "no_vat_id",
    ],
  ] as const)("%s", (_name, locale, buyer, noVat, reason) => {
    const d = vatDecision(locale, buyer);
    expect(d.noVat).toBe(noVat);
    expect(d.reason).toBe(reason);
  });

  it("the order carries the id normalised with its prefix", () => {
    expect(vatDecision("de", { ...deCompany, billingTax: "123456789" })).toEqual({
      noVat: true,
      vatNumber: "DE123456789",
      reason: "reverse_charge",
    });
  });

  it.each([
    ["DE123456789", "DE", "DE123456789"],
    ["123.456.789", "DE", "DE123456789"],
    ["atu12345678", "AT", "ATU12345678"],
    ["EL123456789", "GR", "EL123456789"],
    ["123456789", "GR", "EL123456789"],
    ["NL123456789B01", "NL", "NL123456789B01"],
    ["GR123456789", "GR", null],
    ["DE1234567890", "DE", null],
    ["PL5260001246", "DE", null],
    ["DE123456789", "CH", null],
  ])("euVatIdFor(%s, %s) = %s", (taxId, country, expected) => {
    expect(euVatIdFor(taxId, country)).toBe(expected);
  });

  it("never zero-rates a private person or a Polish buyer, whatever they type", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("pl", "en", "de" as const),
        fc.string({ maxLength: 40 }),
        fc.constantFrom("DE", "FR", "PL", "CZ"),
        (locale, tax, dest) => {
          expect(
            vatDecision(locale, { ...deCompany, type: 2, billingTax: tax, destination: dest })
              .noVat,
          ).toBe(false);
          expect(
            vatDecision(locale, {
              ...deCompany,
              billingCountry: "PL",
              billingTax: tax,
              destination: dest,
            }).noVat,
          ).toBe(false);
        },
      ),
    );
  });

  it("reads no tax id longer than the schema allows", () => {
    expect(euVatIdFor(`DE123456789${" ".repeat(40)}`, "DE")).toBeNull();
  });
});
