import * as z from "zod";
import { isValidNip } from "./nip";
import { euVatIdFor, isEuMember } from "../pricing/eu-vat";
import { isEmail, EMAIL_MAX } from "./email";
import {
  DEFAULT_COUNTRY,
  NAME_MAX,
  NAME_WORD_MAX,
  PERSON,
  PHONE_MIN_DIGITS,
  POSTCODE_PL,
  isCountry,
  isPoland,
  normalizeCountry,
} from "./person-constants";

/** A trimmed e-mail field (empty allowed: "required" is a separate check with its own message). */
export const emailField = z.string().trim().max(EMAIL_MAX).default("");

/**
 * The one person/address schema: registration, "my data" and checkout all parse and check a
 * person with this module (zod and pure code only, so the browser runs the same checks as it
 * types and the server runs them again). Field names follow the seed's registration form.
 *
 * Two layers: the zod schema bounds what the API accepts at all (types, hard length caps, a
 * country from the list), `checkPerson` gives the seed's field rules with their own messages
 * (required, e-mail, plausible names at most 36 characters, phone digits, NIP, Polish postcode).
 */
export {
  PERSON,
  NAME_MAX,
  NAME_WORD_MAX,
  PHONE_MIN_DIGITS,
  COUNTRIES,
  DEFAULT_COUNTRY,
  normalizeCountry,
  isCountry,
  isPoland,
  POSTCODE_PL,
  type Country,
} from "./person-constants";

const text = (max: number) => z.string().trim().max(max).default("");
const country = z.string().trim().max(60).default(DEFAULT_COUNTRY).transform(normalizeCountry);

/** The person and their addresses (no e-mail: the account's e-mail is its login, checkout adds its own). */
export const personShape = {
  firstName: text(100),
  lastName: text(100),
  phone: text(40),
  type: z.union([z.literal(1), z.literal(2)]).default(1),
  billingCompany: text(200),
  billingName: text(200),
  billingTax: text(40),
  billingAddress1: text(200),
  billingAddress2: text(200),
  billingPostcode: text(20),
  billingCity: text(100),
  billingCountry: country,
  differentDeliveryAddress: z.boolean().default(false),
  deliveryName: text(200),
  deliveryAddress1: text(200),
  deliveryAddress2: text(200),
  deliveryPostcode: text(20),
  deliveryCity: text(100),
  deliveryCountry: country,
  deliveryContactPerson: text(200),
  deliveryPhone: text(40),
  deliveryEmail: emailField,
};
export const PersonSchema = z.object(personShape);
export type Person = z.infer<typeof PersonSchema>;

/** Every code `checkPerson` can report (each has a message in pl/en/de on both sides). */
export const personCodes = [
  "account.required",
  "account.email_invalid",
  "account.name_invalid",
  "account.names_equal",
  "account.first_name_too_long",
  "account.last_name_too_long",
  "account.phone_invalid",
  "account.phone_too_short",
  "account.tax_invalid",
  "account.tax_not_allowed",
  "account.vat_id_invalid",
  "account.postcode_invalid",
  "account.country_invalid",
] as const;
/** A code of `personCodes`: `checkPerson` can report no other (the compiler holds it to the list). */
export type PersonCode = (typeof personCodes)[number];

export interface RuleError {
  field: string;
  code: string;
}
/** A failure of `checkPerson`. */
export interface PersonError extends RuleError {
  code: PersonCode;
}

const VOWELS = /[aeiouyąęóäöüéèêáàâíìîúùûåæø]/iu;
const LETTER = /\p{L}/u;

/**
 * The seed's name heuristic, per word (split on spaces and hyphens, so double names pass): at least
 * one vowel, consonants per vowel at most 6, at most 25 letters, no character three times in a row.
 */
export function plausibleName(name: string): boolean {
  // eslint-disable-next-line regexp/no-useless-flag -- /i folds case in the back-references too ("ſ" and "s" under /iu), which toLowerCase() does not
  if (/(.)\1\1/iu.test(name.toLowerCase())) return false;
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (!words.length) return false;
  return words.every((word) => {
    if ([...word].length > NAME_WORD_MAX) return false;
    const letters = [...word].filter((c) => LETTER.test(c));
    const vowels = letters.filter((c) => VOWELS.test(c)).length;
    if (vowels === 0) return false;
    return (letters.length - vowels) / vowels <= 6;
  });
}

/** Spaces and one leading "+" are formatting; anything else not a digit makes the number invalid. */
export const phoneDigits = (phone: string) => phone.replace(/\s+/g, "").replace(/^\+/, "");

/**
 * The seed's person rules, in its order: first name, last name, phone (and `email` when given)
 * required; names plausible, different, at most 36 characters; phone digits, at least 9; company:
 * company name and tax number (a valid NIP when invoiced in Poland); private person: no tax
 * number, a name for the invoice; the invoice address; a separate delivery address complete.
 * Ours: Polish postcodes NN-NNN, countries from the list. Every failure, in form order.
 * `part` runs only the contact checks (seed steps 1–5) or only the addresses (7–9), so that
 * registration can put its password check (step 6) between them.
 */
export function checkPerson(
  p: Person & { email?: string },
  options: { email?: boolean; part?: "contact" | "addresses" } = {},
): PersonError[] {
  const out: PersonError[] = [];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a person's fields are strings; String() guards a missing or malformed one
  const filled = (f: string) => String((p as Record<string, unknown>)[f] ?? "").trim() !== "";
  const required = (...fields: string[]) => {
    let ok = true;
    for (const f of fields)
      if (!filled(f)) {
        out.push({ field: f, code: "account.required" });
        ok = false;
      }
    return ok;
  };
  const phone = (field: string, value: string) => {
    const digits = phoneDigits(value);
    if (!/^\d*$/.test(digits)) out.push({ field, code: "account.phone_invalid" });
    else if (digits.length < PHONE_MIN_DIGITS) out.push({ field, code: "account.phone_too_short" });
  };
  const address = (prefix: "billing" | "delivery") => {
    const countryField = `${prefix}Country`;
    const c = p[countryField as "billingCountry"];
    if (!c) out.push({ field: countryField, code: "account.required" });
    else if (!isCountry(c)) out.push({ field: countryField, code: "account.country_invalid" });
    const postcode = p[`${prefix}Postcode` as "billingPostcode"];
    if (postcode && c === "PL" && !POSTCODE_PL.test(postcode))
      out.push({ field: `${prefix}Postcode`, code: "account.postcode_invalid" });
  };

  if (options.part !== "addresses") checkContact();
  if (options.part !== "contact") checkAddresses();
  return out;

  function checkContact() {
    required("firstName", "lastName");
    if (options.email) {
      if (required("email") && !isEmail(p.email ?? ""))
        out.push({ field: "email", code: "account.email_invalid" });
    }
    required("phone");
    if (p.firstName && !plausibleName(p.firstName))
      out.push({ field: "firstName", code: "account.name_invalid" });
    if (p.lastName && !plausibleName(p.lastName))
      out.push({ field: "lastName", code: "account.name_invalid" });
    if (p.firstName && p.firstName.toLowerCase() === p.lastName.toLowerCase())
      out.push({ field: "lastName", code: "account.names_equal" });
    if ([...p.firstName].length > NAME_MAX)
      out.push({ field: "firstName", code: "account.first_name_too_long" });
    if ([...p.lastName].length > NAME_MAX)
      out.push({ field: "lastName", code: "account.last_name_too_long" });
    if (p.phone) phone("phone", p.phone);
  }

  function checkAddresses() {
    if (p.type === PERSON.company) {
      // A Polish company's tax number is a NIP; one in another member state gives its EU VAT id
      // (the intra-EU zero VAT is decided from it: pricing/eu-vat.ts); elsewhere (CH, GB, NO...)
      // the number is the country's own business.
      if (required("billingCompany", "billingTax")) {
        if (p.billingCountry === "PL" && !isValidNip(p.billingTax))
          out.push({ field: "billingTax", code: "account.tax_invalid" });
        else if (
          p.billingCountry !== "PL" &&
          isEuMember(p.billingCountry) &&
          !euVatIdFor(p.billingTax, p.billingCountry)
        )
          out.push({ field: "billingTax", code: "account.vat_id_invalid" });
      }
    } else {
      if (p.billingTax) out.push({ field: "billingTax", code: "account.tax_not_allowed" });
      required("billingName");
    }
    required("billingAddress1", "billingPostcode", "billingCity");
    address("billing");

    if (p.differentDeliveryAddress) {
      required(
        "deliveryName",
        "deliveryAddress1",
        "deliveryPostcode",
        "deliveryCity",
        "deliveryContactPerson",
      );
      address("delivery");
      if (required("deliveryEmail") && !isEmail(p.deliveryEmail))
        out.push({ field: "deliveryEmail", code: "account.email_invalid" });
      if (required("deliveryPhone")) phone("deliveryPhone", p.deliveryPhone);
    }
  }
}

/** Only the first failure of each field (what a form shows beside it). */
export function firstPerField<E extends RuleError>(errors: E[]): E[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}

/** Whether the goods go abroad (the delivery country, or the billing one without a separate address). */
export const shipsAbroad = (
  c: Pick<Person, "differentDeliveryAddress" | "deliveryCountry" | "billingCountry">,
) => !isPoland(c.differentDeliveryAddress ? c.deliveryCountry : c.billingCountry);
