import { z } from "zod";
import { isValidNip } from "./nip";

/**
 * The registration form's fields and the checks of the storefront seed (section 5), in the seed's
 * order. Pure and browser-safe (imports zod and the NIP check only): the shop runs the same
 * function as the person types, the server runs it again.
 */
export const PERSON = { company: 1, private: 2 } as const;

const text = (max: number) => z.string().trim().max(max).default("");

export const profileSchema = z.object({
  firstName: text(200),
  lastName: text(200),
  phone: text(40),
  type: z.union([z.literal(1), z.literal(2)]).default(1),
  billingCompany: text(200),
  billingName: text(200),
  billingTax: text(40),
  billingAddress1: text(200),
  billingAddress2: text(200),
  billingPostcode: text(20),
  billingCity: text(100),
  billingCountry: text(100).transform((v) => v || "Polska"),
  differentDeliveryAddress: z.boolean().default(false),
  deliveryName: text(200),
  deliveryAddress1: text(200),
  deliveryAddress2: text(200),
  deliveryPostcode: text(20),
  deliveryCity: text(100),
  deliveryCountry: text(100).transform((v) => v || "Polska"),
  deliveryContactPerson: text(200),
  deliveryPhone: text(40),
  deliveryEmail: text(254),
});
export type Profile = z.infer<typeof profileSchema>;

export const registrationSchema = profileSchema.extend({
  email: text(254),
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

export interface RuleError {
  field: string;
  code: string;
}

/** Every code the rules can report (messages exist for each in pl/en/de, on both sides). */
export const ruleCodes = [
  "account.required",
  "account.email_invalid",
  "account.name_invalid",
  "account.names_equal",
  "account.first_name_too_long",
  "account.last_name_too_long",
  "account.phone_invalid",
  "account.phone_too_short",
  "account.password_mismatch",
  "account.password_too_short",
  "account.tax_invalid",
  "account.tax_not_allowed",
  "account.terms_required",
  "account.captcha_required",
  "account.invalid",
] as const;
export type RuleCode = (typeof ruleCodes)[number];

export const NAME_MAX = 36;
export const NAME_WORD_MAX = 25;
export const PHONE_MIN_DIGITS = 9;
export const PASSWORD_MIN = 8;

const VOWELS = /[aeiouyąęóäöüéèêáàâíìîúùûåæø]/iu;
const LETTER = /\p{L}/u;

/**
 * The seed's name heuristic, per word (split on spaces and hyphens, so double names pass): at least
 * one vowel, consonants per vowel at most 6, at most 25 letters, no character three times in a row.
 */
export function plausibleName(name: string): boolean {
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Spaces and one leading "+" are formatting; anything else not a digit makes the number invalid. */
export const phoneDigits = (phone: string) => phone.replace(/\s+/g, "").replace(/^\+/, "");

function checkPhone(out: RuleError[], field: string, phone: string) {
  const digits = phoneDigits(phone);
  if (!/^\d*$/.test(digits)) out.push({ field, code: "account.phone_invalid" });
  else if (digits.length < PHONE_MIN_DIGITS) out.push({ field, code: "account.phone_too_short" });
}

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
export function checkRegistration(input: Registration, options: { captchaRequired?: boolean; passwords?: boolean } = {}): RuleError[] {
  const result = registrationSchema.safeParse(input);
  // Values no form produces (too long, wrong type): reported per field, before the seed's checks.
  if (!result.success) return dedupe(result.error.issues.map((i) => ({ field: String(i.path[0] ?? "_"), code: "account.invalid" })));
  const r = result.data;
  const out: RuleError[] = [];
  const required = (...fields: (keyof RegistrationData)[]) => {
    for (const f of fields) if (!String(r[f] ?? "").trim()) out.push({ field: f, code: "account.required" });
  };
  // 1
  required("firstName", "lastName", "email", "phone");
  if (r.email && !EMAIL.test(r.email)) out.push({ field: "email", code: "account.email_invalid" });
  // 2
  if (r.firstName && !plausibleName(r.firstName)) out.push({ field: "firstName", code: "account.name_invalid" });
  if (r.lastName && !plausibleName(r.lastName)) out.push({ field: "lastName", code: "account.name_invalid" });
  // 3
  if (r.firstName && r.firstName.toLowerCase() === r.lastName.toLowerCase()) out.push({ field: "lastName", code: "account.names_equal" });
  // 4
  if ([...r.firstName].length > NAME_MAX) out.push({ field: "firstName", code: "account.first_name_too_long" });
  if ([...r.lastName].length > NAME_MAX) out.push({ field: "lastName", code: "account.last_name_too_long" });
  // 5
  if (r.phone) checkPhone(out, "phone", r.phone);
  // 6
  if (options.passwords !== false) {
    required("password");
    if (r.password && r.password !== r.password2) out.push({ field: "password2", code: "account.password_mismatch" });
    if (r.password && [...r.password].length < PASSWORD_MIN) out.push({ field: "password", code: "account.password_too_short" });
  }
  // 7 / 8
  if (r.type === PERSON.company) {
    required("billingCompany", "billingTax");
    if (r.billingTax && !isValidNip(r.billingTax)) out.push({ field: "billingTax", code: "account.tax_invalid" });
  } else {
    if (r.billingTax) out.push({ field: "billingTax", code: "account.tax_not_allowed" });
    required("billingName");
  }
  required("billingAddress1", "billingPostcode", "billingCity");
  // 9
  if (r.differentDeliveryAddress) {
    required("deliveryName", "deliveryAddress1", "deliveryPostcode", "deliveryCity", "deliveryContactPerson", "deliveryEmail", "deliveryPhone");
    if (r.deliveryEmail && !EMAIL.test(r.deliveryEmail)) out.push({ field: "deliveryEmail", code: "account.email_invalid" });
    if (r.deliveryPhone) checkPhone(out, "deliveryPhone", r.deliveryPhone);
  }
  if (options.passwords !== false && !r.termsAccepted) out.push({ field: "termsAccepted", code: "account.terms_required" });
  // 10
  if (options.captchaRequired && !r.captcha) out.push({ field: "captcha", code: "account.captcha_required" });
  return dedupe(out);
}

function dedupe(errors: RuleError[]): RuleError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}

/** The profile part of a registration (what "my data" shows and edits). */
export function profileOf(r: RegistrationData): Profile {
  return profileSchema.parse(r);
}
