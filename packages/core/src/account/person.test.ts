import { describe, expect, it } from "vitest";
import { CustomerSchema, validateCustomer } from "../checkout/schema";
import { checkRegistration, profileSchema, registrationSchema } from "./rules";
import { isEmail } from "./email";
import { PersonSchema } from "./person";

/** Issue 10 §1: one person/address schema for registration, "my data" and checkout; one e-mail rule. */
describe("one person schema", () => {
  const fields = Object.keys(PersonSchema.shape);

  it("registration, the account profile and checkout carry the same person fields with the same limits", () => {
    for (const f of fields) {
      const probe = (schema: { shape: Record<string, unknown> }) => schema.shape[f];
      expect(probe(registrationSchema), f).toBe(probe(PersonSchema));
      expect(probe(profileSchema), f).toBe(probe(PersonSchema));
      // The checkout only changes the default person type (a guest starts as a private person).
      if (f !== "type") expect(probe(CustomerSchema), f).toBe(probe(PersonSchema));
    }
  });

  it("the same long name and the same long phone fail the same way at registration and at checkout", () => {
    const base = {
      firstName: "Anna",
      lastName: "Nowak",
      phone: "600 700 800",
      email: "anna@example.com",
      type: 2 as const,
      billingName: "Anna Nowak",
      billingAddress1: "ul. Długa 1",
      billingPostcode: "00-001",
      billingCity: "Warszawa",
    };
    const long = { firstName: "Anna Maria Joanna Katarzyna Aleksandra", phone: "600 700 80x" };
    const reg = checkRegistration({
      ...base,
      ...long,
      password: "sekret123",
      password2: "sekret123",
      termsAccepted: true,
    }).map((e) => `${e.field}:${e.code}`);
    const checkout = validateCustomer(CustomerSchema.parse({ ...base, ...long })).map(
      (e) => `${e.field}:${e.code}`,
    );
    expect(reg).toEqual(["firstName:account.first_name_too_long", "phone:account.phone_invalid"]);
    expect(checkout).toEqual(reg);
  });

  it.each([
    ["anna@example.com", true],
    ["anna.nowak+druk@firma.com.pl", true],
    ["anna@", false],
    ["anna@example.c", false],
    ["anna nowak@example.com", false],
    [`${"a".repeat(250)}@x.pl`, false],
  ])("the one e-mail rule: %s → %s", (email, ok) => {
    expect(isEmail(email)).toBe(ok);
  });
});
