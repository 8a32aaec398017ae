import * as z from "zod";
import { isEmail } from "../account/email";
import { isCountry, normalizeCountry } from "../account/person-constants";

/**
 * The free-sample request (zod only: the browser imports it). The schema only bounds the shape;
 * `validateSampleRequest` applies the form's rules so that the browser (inline, before sending)
 * and the server (authoritative) report the same `{ field, code }` items.
 * `website` is the honeypot: hidden from people, so anything in it marks a bot.
 */
const text = (max: number) => z.string().max(max).optional();

export const SampleRequestInput = z.object({
  company: text(200),
  street: text(200),
  postcode: text(20),
  city: text(100),
  /** Where the samples go: an ISO code (a form older than the field sends none: Poland). */
  country: text(60),
  person: text(120),
  phone: text(40),
  email: text(254),
  notes: text(2000),
  /** The calculator's configuration summary, for the person who packs the samples. */
  text: text(2000),
  website: text(500),
  locale: z.enum(["pl", "en", "de"]).optional(),
});
export type SampleRequestInput = z.infer<typeof SampleRequestInput>;

export const REQUIRED_FIELDS = [
  "company",
  "street",
  "postcode",
  "city",
  "person",
  "phone",
  "email",
] as const;
export type SampleField = (typeof REQUIRED_FIELDS)[number] | "country" | "notes";

export interface SampleFieldError {
  field: SampleField;
  /** `required` ("The field cannot be empty"), `samples.email_invalid`, `samples.phone_invalid`, `samples.country_invalid`. */
  code: string;
}

const PHONE = /^\+?[\d\s()/-]{6,40}$/;

/** The request's country as a code (none given: Poland); not a country of the list stays as typed. */
export const sampleCountry = (input: SampleRequestInput) => normalizeCountry(input.country ?? "");

/** Every failing field, in form order; an empty list means the request can be sent. */
export function validateSampleRequest(input: SampleRequestInput): SampleFieldError[] {
  const errors: SampleFieldError[] = [];
  for (const field of REQUIRED_FIELDS) {
    if (field === "person" && !isCountry(sampleCountry(input)))
      errors.push({ field: "country", code: "samples.country_invalid" });
    const value = (input[field] ?? "").trim();
    if (!value) errors.push({ field, code: "required" });
    else if (field === "email" && !isEmail(value))
      errors.push({ field, code: "samples.email_invalid" });
    else if (field === "phone" && (!PHONE.test(value) || value.replace(/\D/g, "").length < 6))
      errors.push({ field, code: "samples.phone_invalid" });
  }
  return errors;
}
