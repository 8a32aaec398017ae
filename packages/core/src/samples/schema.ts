import * as z from "zod";
import { isEmail } from "../account/email";

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
export type SampleField = (typeof REQUIRED_FIELDS)[number] | "notes";

export interface SampleFieldError {
  field: SampleField;
  /** `required` ("The field cannot be empty"), `samples.email_invalid`, `samples.phone_invalid`. */
  code: string;
}

const PHONE = /^\+?[\d\s()/-]{6,40}$/;

/** Every failing field, in form order; an empty list means the request can be sent. */
export function validateSampleRequest(input: SampleRequestInput): SampleFieldError[] {
  const errors: SampleFieldError[] = [];
  for (const field of REQUIRED_FIELDS) {
    const value = (input[field] ?? "").trim();
    if (!value) errors.push({ field, code: "required" });
    else if (field === "email" && !isEmail(value))
      errors.push({ field, code: "samples.email_invalid" });
    else if (field === "phone" && (!PHONE.test(value) || value.replace(/\D/g, "").length < 6))
      errors.push({ field, code: "samples.phone_invalid" });
  }
  return errors;
}
