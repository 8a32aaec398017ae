import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CustomerSchema, shipsAbroad, shownCustomer, validateCustomer } from "./schema";

const person = CustomerSchema.parse({
  email: "anna@example.com",
  firstName: "Anna",
  lastName: "Nowak",
  phone: "600 700 800",
  type: 2,
  billingName: "Anna Nowak",
  billingAddress1: "ul. Długa 1",
  billingPostcode: "00-001",
  billingCity: "Warszawa",
});
const codes = (c: Partial<typeof person>) =>
  validateCustomer(CustomerSchema.parse({ ...person, ...c })).map((e) => `${e.field}:${e.code}`);

describe("checkout customer data", () => {
  it("a complete private person passes; the country defaults to Poland (PL)", () => {
    expect(validateCustomer(person)).toEqual([]);
    expect(person.billingCountry).toBe("PL");
  });

  it.each([
    ["missing first name", { firstName: "" }, ["firstName:account.required"]],
    ["bad e-mail", { email: "anna@" }, ["email:account.email_invalid"]],
    ["short phone", { phone: "12345" }, ["phone:account.phone_too_short"]],
    ["letters in phone", { phone: "600 abc 800" }, ["phone:account.phone_invalid"]],
    [
      "company without name and NIP",
      { type: 1 as const, billingName: "" },
      ["billingCompany:account.required", "billingTax:account.required"],
    ],
    [
      "company with a wrong NIP",
      { type: 1 as const, billingCompany: "ACME", billingTax: "1234567890" },
      ["billingTax:account.tax_invalid"],
    ],
    [
      "company with a valid NIP (PL prefix, dashes)",
      { type: 1 as const, billingCompany: "ACME", billingTax: "PL 526-000-12-46" },
      [],
    ],
    [
      "foreign company: the tax id is not a NIP",
      {
        type: 1 as const,
        billingCompany: "ACME",
        billingTax: "DE123456789",
        billingCountry: "Deutschland",
      },
      [],
    ],
    [
      "company in another member state: its tax id is its EU VAT id, in its country's format",
      {
        type: 1 as const,
        billingCompany: "ACME",
        billingTax: "DE12345678",
        billingCountry: "DE",
      },
      ["billingTax:account.vat_id_invalid"],
    ],
    [
      "company outside the EU (Switzerland): its own number, not checked here",
      {
        type: 1 as const,
        billingCompany: "ACME",
        billingTax: "CHE-123.456.789",
        billingCountry: "CH",
      },
      [],
    ],
    [
      "different delivery address needs its fields",
      { differentDeliveryAddress: true, deliveryCountry: "Polska" },
      [
        "deliveryName:account.required",
        "deliveryAddress1:account.required",
        "deliveryPostcode:account.required",
        "deliveryCity:account.required",
        "deliveryContactPerson:account.required",
        "deliveryEmail:account.required",
        "deliveryPhone:account.required",
      ],
    ],
    // Issue 16, fault 7: the Polish postcode is NN-NNN; the country is one of the list.
    [
      "Polish postcode without the dash",
      { billingPostcode: "00001" },
      ["billingPostcode:account.postcode_invalid"],
    ],
    [
      "Polish postcode too short",
      { billingPostcode: "00-01" },
      ["billingPostcode:account.postcode_invalid"],
    ],
    [
      "a German postcode is not checked as Polish",
      { billingPostcode: "10115", billingCountry: "DE" },
      [],
    ],
    [
      "a delivery postcode in Poland is checked too",
      {
        differentDeliveryAddress: true,
        deliveryName: "Jan",
        deliveryAddress1: "Polna 2",
        deliveryPostcode: "123",
        deliveryCity: "Gdańsk",
        deliveryContactPerson: "Jan Kos",
        deliveryEmail: "jan@example.com",
        deliveryPhone: "600700800",
      },
      ["deliveryPostcode:account.postcode_invalid"],
    ],
    [
      "a country not on the list",
      { billingCountry: "Atlantis" },
      ["billingCountry:account.country_invalid"],
    ],
    [
      "a name too long for the invoice system (36)",
      { firstName: "Anna Maria Joanna Katarzyna Aleksandra" },
      ["firstName:account.first_name_too_long"],
    ],
  ])("%s", (_name, change, expected) => {
    expect(codes(change)).toEqual(expected);
  });

  it("a private person's company name and tax number, typed as a company and hidden, neither block nor stay", () => {
    const switched = CustomerSchema.parse({
      ...person,
      type: 2,
      billingCompany: "Firma",
      billingTax: "5260250275",
    });
    expect(validateCustomer(switched)).toEqual([]);
    expect(shownCustomer(switched)).toMatchObject({ billingCompany: "", billingTax: "" });
    const company = CustomerSchema.parse({ ...switched, type: 1 });
    expect(shownCustomer(company)).toMatchObject({
      billingCompany: "Firma",
      billingTax: "5260250275",
    });
    expect(validateCustomer(company).map((e) => `${e.field}:${e.code}`)).toEqual([
      "billingTax:account.tax_invalid",
    ]);
  });

  it("the country is stored as its ISO code; the seed's names are read as codes", () => {
    expect(CustomerSchema.parse({ billingCountry: "Polska" }).billingCountry).toBe("PL");
    expect(CustomerSchema.parse({ billingCountry: "Deutschland" }).billingCountry).toBe("DE");
    expect(CustomerSchema.parse({ billingCountry: "de" }).billingCountry).toBe("DE");
    expect(CustomerSchema.parse({}).billingCountry).toBe("PL");
  });

  it.each([
    [{ billingCountry: "Polska" }, false],
    [{ billingCountry: "poland" }, false],
    [{ billingCountry: "Deutschland" }, true],
    [{ billingCountry: "Polska", differentDeliveryAddress: true, deliveryCountry: "Czechy" }, true],
    [
      { billingCountry: "Deutschland", differentDeliveryAddress: true, deliveryCountry: "Polska" },
      false,
    ],
  ])("ships abroad: %o → %s", (c, expected) => {
    expect(shipsAbroad({ ...person, ...c })).toBe(expected);
  });

  it("property: never throws, and every error names a field of the form", () => {
    const keys = Object.keys(person);
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.string(),
          email: fc.string(),
          phone: fc.string(),
          billingTax: fc.string(),
          type: fc.constantFrom(1 as const, 2 as const),
          differentDeliveryAddress: fc.boolean(),
        }),
        (c) => {
          for (const e of validateCustomer({ ...person, ...c })) expect(keys).toContain(e.field);
        },
      ),
    );
  });
});
