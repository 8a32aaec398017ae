import * as z from "zod";
import {
  checkPerson,
  emailField,
  firstPerField,
  personCodes,
  PersonSchema,
  type RuleError,
} from "./person";

/**
 * The registration form's fields and the checks of the storefront seed (section 5), in the seed's
 * order, on the one person schema (`person.ts`). Pure and browser-safe: the shop runs the same
 * function as the person types, the server runs it again.
 */
export {
  PERSON,
  NAME_MAX,
  NAME_WORD_MAX,
  PHONE_MIN_DIGITS,
  plausibleName,
  phoneDigits,
  type RuleError,
} from "./person";

/** What "my data" shows and edits: the one person schema (see `person.ts`). */
export const profileSchema = PersonSchema;
export type Profile = z.infer<typeof profileSchema>;

export const registrationSchema = profileSchema.extend({
  email: emailField,
  password: z.string().max(200).default(""),
  password2: z.string().max(200).default(""),
  termsAccepted: z.boolean().default(false),
  marketingAccepted: z.boolean().default(false),
  /** When the form was opened, epoch seconds (the seed's form-started timestamp). */
  formStartedAt: z.number().int().nonnegative().optional(),
  /** The ALTCHA payload (base64) from the widget. */
  captcha: z.string().max(10_000).default(""),
});
export type Registration = z.input<typeof registrationSchema>;
export type RegistrationData = z.infer<typeof registrationSchema>;

/** Every code the rules can report (messages exist for each in pl/en/de, on both sides). */
export const ruleCodes = [
  ...personCodes,
  "account.password_mismatch",
  "account.password_too_short",
  "account.terms_required",
  "account.captcha_required",
  "account.invalid",
] as const;
export type RuleCode = (typeof ruleCodes)[number];

export const PASSWORD_MIN = 8;

/**
 * The checks, in the seed's order:
 *  1 first name, last name, e-mail, phone required (and the e-mail well formed);
 *  2 names plausible; 3 names differ; 4 each name at most 36 characters; 5 phone digits, >= 9;
 *  6 passwords match (and are at least 8 characters: ours, the seed sets no minimum);
 *  7 company: company name, tax number (valid NIP) required; 8 private person: no tax number,
 *    name for the invoice required; both: the invoice address (ours: street, postcode, city);
 *  9 separate delivery address: name, address, postcode, city, contact person, e-mail, phone;
 *  then the terms (ours), and 10 the captcha when one is asked for (`captchaRequired`).
 * A field reports only its first failure.
 */
export function checkRegistration(
  input: Registration,
  options: { captchaRequired?: boolean; passwords?: boolean } = {},
): RuleError[] {
  const result = registrationSchema.safeParse(input);
  // Values no form produces (too long, wrong type): reported per field, before the seed's checks.
  if (!result.success)
    return firstPerField(
      result.error.issues.map((i) => ({
        field: String(i.path[0] ?? "_"),
        code: "account.invalid",
      })),
    );
  const r = result.data;
  const out: RuleError[] = checkPerson(r, { email: true, part: "contact" });
  // 6
  if (options.passwords !== false) {
    if (!r.password) out.push({ field: "password", code: "account.required" });
    if (r.password && r.password !== r.password2)
      out.push({ field: "password2", code: "account.password_mismatch" });
    if (r.password && [...r.password].length < PASSWORD_MIN)
      out.push({ field: "password", code: "account.password_too_short" });
  }
  out.push(...checkPerson(r, { part: "addresses" }));
  if (options.passwords !== false && !r.termsAccepted)
    out.push({ field: "termsAccepted", code: "account.terms_required" });
  // 10
  if (options.captchaRequired && !r.captcha)
    out.push({ field: "captcha", code: "account.captcha_required" });
  return firstPerField(out);
}

/** The profile part of a registration (what "my data" shows and edits). */
export function profileOf(r: RegistrationData): Profile {
  return profileSchema.parse(r);
}
