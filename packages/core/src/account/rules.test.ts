import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkRegistration, plausibleName, ruleCodes, type Registration } from "./rules";
import { accountMessages } from "./messages";
import { translate } from "../messages/index";

const valid: Registration = {
  email: "jan.kowalski@example.com",
  firstName: "Jan",
  lastName: "Kowalski",
  phone: "+48 600 700 800",
  type: 1,
  billingCompany: "Etykieciarnia sp. z o.o.",
  billingTax: "PL1234563218",
  billingAddress1: "ul. Polna 5",
  billingPostcode: "00-950",
  billingCity: "Warszawa",
  password: "bardzo tajne",
  password2: "bardzo tajne",
  termsAccepted: true,
  captcha: "payload",
};
const check = (change: Partial<Registration>, options = { captchaRequired: true }) =>
  checkRegistration({ ...valid, ...change }, options);
const codes = (change: Partial<Registration>) => check(change).map((e) => `${e.field}:${e.code}`);

describe("registration checks (seed section 5)", () => {
  it("accept a complete company and a complete private person", () => {
    expect(check({})).toEqual([]);
    expect(
      check({ type: 2, billingCompany: "", billingTax: "", billingName: "Jan Kowalski" }),
    ).toEqual([]);
  });

  it.each<[string, Partial<Registration>, string[]]>([
    [
      "1: first name, last name, e-mail and phone required",
      { firstName: "", lastName: " ", email: "", phone: "" },
      [
        "firstName:account.required",
        "lastName:account.required",
        "email:account.required",
        "phone:account.required",
      ],
    ],
    ["1: the e-mail well formed", { email: "jan@" }, ["email:account.email_invalid"]],
    ["2: no vowel", { firstName: "Brr" }, ["firstName:account.name_invalid"]],
    [
      "2: more than 6 consonants per vowel",
      { lastName: "Szczbrzak" },
      ["lastName:account.name_invalid"],
    ],
    [
      "2: a word over 25 letters",
      { lastName: "Abcdefghijabcdefghijabcdefa" },
      ["lastName:account.name_invalid"],
    ],
    [
      "2: a character three times in a row",
      { firstName: "Annna" },
      ["firstName:account.name_invalid"],
    ],
    [
      "3: first and last name must differ",
      { firstName: "Jan", lastName: "jan" },
      ["lastName:account.names_equal"],
    ],
    [
      "4: first name over 36 characters",
      { firstName: "Anna Maria Józefina Katarzyna Teresa Ewa" },
      ["firstName:account.first_name_too_long"],
    ],
    [
      "4: last name over 36 characters",
      { lastName: "Kowalska-Nowak-Wiśniewska-Wójcik-Lewandowska" },
      ["lastName:account.last_name_too_long"],
    ],
    ["5: phone with letters", { phone: "600-700-800" }, ["phone:account.phone_invalid"]],
    ["5: phone under 9 digits", { phone: "60070080" }, ["phone:account.phone_too_short"]],
    ["6: passwords differ", { password2: "bardzo tajnE" }, ["password2:account.password_mismatch"]],
    [
      "6: password too short (ours)",
      { password: "short", password2: "short" },
      ["password:account.password_too_short"],
    ],
    [
      "7: company needs company name and tax number",
      { billingCompany: "", billingTax: "" },
      ["billingCompany:account.required", "billingTax:account.required"],
    ],
    [
      "7: tax number must be a valid NIP",
      { billingTax: "1234563217" },
      ["billingTax:account.tax_invalid"],
    ],
    [
      "8: a private person gives no tax number and needs a name",
      { type: 2, billingTax: "1234563218", billingName: "" },
      ["billingTax:account.tax_not_allowed", "billingName:account.required"],
    ],
    [
      "7/8: the invoice address (ours)",
      { billingAddress1: "", billingPostcode: "", billingCity: "" },
      [
        "billingAddress1:account.required",
        "billingPostcode:account.required",
        "billingCity:account.required",
      ],
    ],
    [
      "9: a separate delivery address needs its fields",
      { differentDeliveryAddress: true },
      [
        "deliveryName",
        "deliveryAddress1",
        "deliveryPostcode",
        "deliveryCity",
        "deliveryContactPerson",
        "deliveryEmail",
        "deliveryPhone",
      ].map((f) => `${f}:account.required`),
    ],
    ["terms (ours)", { termsAccepted: false }, ["termsAccepted:account.terms_required"]],
    [
      "10: the captcha when one is asked for",
      { captcha: "" },
      ["captcha:account.captcha_required"],
    ],
  ])("%s", (_name, change, expected) => {
    expect(codes(change)).toEqual(expected);
  });

  it("report failures in the seed's order, one per field: the earlier rule wins", () => {
    // Rule 2 (heuristic) before rule 4 (length), rule 1 before everything.
    expect(codes({ firstName: "Xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" })).toEqual([
      "firstName:account.name_invalid",
    ]);
    expect(
      codes({
        email: "",
        lastName: "Nbvcxzlkjhgfdsaqwrtplkjhgfdsa mnbvcxzlkjhgf",
        phone: "12ab",
        password2: "x",
        billingTax: "1",
        termsAccepted: false,
        captcha: "",
      }),
    ).toEqual([
      "email:account.required",
      "lastName:account.name_invalid",
      "phone:account.phone_invalid",
      "password2:account.password_mismatch",
      "billingTax:account.tax_invalid",
      "termsAccepted:account.terms_required",
      "captcha:account.captcha_required",
    ]);
  });

  it("asks for no captcha when none is required, nor passwords and terms for 'my data'", () => {
    expect(check({ captcha: "" }, { captchaRequired: false })).toEqual([]);
    expect(
      checkRegistration(
        { ...valid, password: "", password2: "", termsAccepted: false },
        { passwords: false },
      ),
    ).toEqual([]);
  });

  it("never throws, whatever the form holds", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...Object.keys(valid)),
          fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.boolean()),
        ),
        (junk) => {
          expect(Array.isArray(checkRegistration({ ...valid, ...junk } as Registration))).toBe(
            true,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the name heuristic accepts real names from the shop's three languages", () => {
    for (const name of [
      "Jan",
      "Żaneta",
      "Łukasz",
      "Grzegorz",
      "Jürgen",
      "Strzyżewski",
      "Anna-Maria",
      "O'Neil",
      "Müller-Lüdenscheidt",
      "Yvonne",
    ]) {
      expect(plausibleName(name), name).toBe(true);
    }
  });
});

describe("every check's message, in the three languages", () => {
  it.each(["pl", "en", "de"] as const)(
    "%s has a distinct, non-empty text for every code",
    (locale) => {
      const texts = ruleCodes.map(
        (code) => accountMessages[locale][code as keyof (typeof accountMessages)["pl"]],
      );
      for (const [i, text] of texts.entries()) expect(text, ruleCodes[i]).toBeTruthy();
      expect(new Set(texts).size).toBe(texts.length);
      for (const code of ruleCodes)
        expect(translate(code, locale)).toBe(
          accountMessages[locale][code as keyof (typeof accountMessages)["pl"]],
        );
    },
  );

  it("the languages differ from each other (nothing left untranslated)", () => {
    for (const code of ruleCodes) {
      const [pl, en, de] = (["pl", "en", "de"] as const).map(
        (l) => accountMessages[l][code as keyof (typeof accountMessages)["pl"]],
      );
      expect(new Set([pl, en, de]).size, code).toBe(3);
    }
  });
});
