import { describe, expect, it, vi } from "vitest";
import { CustomerSchema, validateCustomer } from "@printshop/core/checkout/schema";
import { personCodes } from "@printshop/core/account/person";
import { accountMessages } from "@printshop/core/account/messages";
import { NO_VAT_ERRORS, checkNoVat } from "@printshop/core/pricing/money";

/**
 * Issue 28 fault 1: the details step showed `errors.required` and its siblings. The codes are not
 * listed here: the checkout's own checks are run with every field of the customer schema set in
 * turn to each of a set of awkward values (on a private and a company buyer, with and without a
 * delivery address), and the zero-VAT check with the same values in every language; each code they
 * answer must read as a sentence in pl, en and de through the function the page uses.
 */
const awkward = [
  "",
  "   ",
  "x",
  "Nowak",
  "Bcdfghjklmnp",
  "Anna-Maria-Joanna-Katarzyna-Aleksandra",
  "kein-email",
  "12",
  "600 700 80a",
  "5260250275",
  "5260250274",
  "30001",
  "DE123456789",
  "DE12",
  "PL5260250274",
  "Atlantis",
  "DE",
];

const valid = {
  firstName: "Anna",
  lastName: "Nowak",
  email: "anna@example.com",
  phone: "600 700 800",
  billingName: "Anna Nowak",
  billingCompany: "Nowak sp. z o.o.",
  billingTax: "",
  billingAddress1: "ul. Długa 1",
  billingPostcode: "00-001",
  billingCity: "Warszawa",
  billingCountry: "PL",
  deliveryName: "Jan Kowalski",
  deliveryAddress1: "ul. Krótka 2",
  deliveryPostcode: "30-001",
  deliveryCity: "Kraków",
  deliveryCountry: "PL",
  deliveryContactPerson: "Jan Kowalski",
  deliveryPhone: "600 700 801",
  deliveryEmail: "jan@example.com",
};

function producedCodes(): Set<string> {
  const codes = new Set<string>();
  const bases = [
    { ...valid, type: 2 },
    { ...valid, type: 1, billingTax: "5260250274" },
    { ...valid, type: 2, differentDeliveryAddress: true },
    { ...valid, type: 1, billingTax: "5260250274", differentDeliveryAddress: true },
  ];
  const fields = Object.keys(CustomerSchema.shape).filter(
    (f) => f !== "type" && f !== "differentDeliveryAddress",
  );
  for (const base of bases) {
    expect(validateCustomer(CustomerSchema.parse(base)), JSON.stringify(base)).toEqual([]);
    for (const field of fields)
      for (const value of awkward) {
        const parsed = CustomerSchema.safeParse({ ...base, [field]: value });
        if (!parsed.success) continue;
        for (const e of validateCustomer(parsed.data)) codes.add(e.code);
      }
  }
  for (const locale of ["pl", "en", "de"] as const)
    for (const value of [undefined, ...awkward]) {
      const check = checkNoVat(locale, value);
      if (!check.ok) codes.add(check.code);
    }
  return codes;
}

describe("the details step's messages (issue 28 fault 1)", () => {
  const codes = producedCodes();

  it("the checks answer every code they declare, and no other", () => {
    // The checkout drops a private person's hidden company name and tax number (shownCustomer)
    // instead of refusing them: `account.tax_not_allowed` is the account form's alone.
    const checkoutCodes = personCodes.filter((c) => c !== "account.tax_not_allowed");
    expect([...codes].sort()).toEqual([...checkoutCodes, ...NO_VAT_ERRORS].sort());
  });

  it.each(["pl", "en", "de"] as const)(
    "%s: every code the checks answer reads as a sentence, through the page's function",
    async (locale) => {
      vi.stubGlobal("window", { location: { pathname: "/" } });
      const { i18n } = await import("../../i18n");
      const { customerErrorKey, customerErrorText } = await import("./customerMessages");
      const t = i18n.getFixedT(locale, "checkout");
      for (const code of codes) {
        const text = customerErrorText(t, code);
        expect(text, code).not.toBe(customerErrorKey(code).split(":")[1]);
        expect(text, code).not.toMatch(/^[\w-]+(?:[.:][\w-]+)+$/);
        expect(text.length, code).toBeGreaterThan(8);
        if (code.startsWith("account."))
          expect(text, code).toBe(
            accountMessages[locale][code as keyof (typeof accountMessages)["pl"]],
          );
      }
      // The three languages say different things (no language falls back to another).
      const required = ["pl", "en", "de"].map((l) =>
        customerErrorText(i18n.getFixedT(l, "checkout"), "account.required"),
      );
      expect(new Set(required).size).toBe(3);
    },
  );
});
