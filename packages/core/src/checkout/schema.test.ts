import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CustomerSchema, shipsAbroad, validateCustomer } from "./schema";

const person = CustomerSchema.parse({
  email: "anna@example.com", firstName: "Anna", lastName: "Nowak", phone: "600 700 800", type: 2, billingName: "Anna Nowak",
  billingAddress1: "ul. Długa 1", billingPostcode: "00-001", billingCity: "Warszawa",
});
const codes = (c: Partial<typeof person>) => validateCustomer({ ...person, ...c }).map((e) => `${e.field}:${e.code}`);

describe("checkout customer data", () => {
  it("a complete private person passes; the country defaults to Polska", () => {
    expect(validateCustomer(person)).toEqual([]);
    expect(person.billingCountry).toBe("Polska");
  });

  it.each([
    ["missing first name", { firstName: "" }, ["firstName:required"]],
    ["bad e-mail", { email: "anna@" }, ["email:email"]],
    ["short phone", { phone: "12345" }, ["phone:phone_short"]],
    ["letters in phone", { phone: "600-abc-800" }, ["phone:phone_invalid"]],
    ["private person with a tax number", { billingTax: "5260001246" }, ["billingTax:tax_must_be_empty"]],
    ["company without name and NIP", { type: 1 as const, billingName: "" }, ["billingCompany:required", "billingTax:required"]],
    ["company with a wrong NIP", { type: 1 as const, billingCompany: "ACME", billingTax: "1234567890" }, ["billingTax:nip_invalid"]],
    ["company with a valid NIP (PL prefix, dashes)", { type: 1 as const, billingCompany: "ACME", billingTax: "PL 526-000-12-46" }, []],
    ["foreign company: the tax id is not a NIP", { type: 1 as const, billingCompany: "ACME", billingTax: "DE123456789", billingCountry: "Deutschland" }, []],
    [
      "different delivery address needs its fields",
      { differentDeliveryAddress: true, deliveryCountry: "Polska" },
      ["deliveryName:required", "deliveryAddress1:required", "deliveryPostcode:required", "deliveryCity:required", "deliveryContactPerson:required", "deliveryEmail:required", "deliveryPhone:required"],
    ],
  ])("%s", (_name, change, expected) => {
    expect(codes(change)).toEqual(expected);
  });

  it.each([
    [{ billingCountry: "Polska" }, false],
    [{ billingCountry: "poland" }, false],
    [{ billingCountry: "Deutschland" }, true],
    [{ billingCountry: "Polska", differentDeliveryAddress: true, deliveryCountry: "Czechy" }, true],
    [{ billingCountry: "Deutschland", differentDeliveryAddress: true, deliveryCountry: "Polska" }, false],
  ])("ships abroad: %o → %s", (c, expected) => {
    expect(shipsAbroad({ ...person, ...c })).toBe(expected);
  });

  it("property: never throws, and every error names a field of the form", () => {
    const keys = Object.keys(person);
    fc.assert(
      fc.property(fc.record({ firstName: fc.string(), email: fc.string(), phone: fc.string(), billingTax: fc.string(), type: fc.constantFrom(1 as const, 2 as const), differentDeliveryAddress: fc.boolean() }), (c) => {
        for (const e of validateCustomer({ ...person, ...c })) expect(keys).toContain(e.field);
      }),
    );
  });
});
