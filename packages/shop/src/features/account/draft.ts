import { draftStore } from "@printshop/ui/form/draft";

/**
 * The registration form's local draft in the kit's one store (the seed: saved 250 ms after the
 * last change, restored on load, gone after 3 hours). Passwords and the captcha's payload are
 * never written; a form nobody has typed into is not a draft.
 */
export const DRAFT_KEY = "account.register.draft";
export const DRAFT_TTL_MS = 10_800_000;
export const NEVER_STORED = ["password", "password2", "captcha", "currentPassword"] as const;

/** Fields a form fills in by itself (defaults, timestamps): a draft of only these was never typed. */
const UNTYPED = new Set([
  "type",
  "billingCountry",
  "deliveryCountry",
  "formStartedAt",
  "differentDeliveryAddress",
  "termsAccepted",
  "marketingAccepted",
  "captcha",
]);

/** Whether the person typed anything worth keeping (a blank form is not a draft). */
export function typedSomething(form: Record<string, unknown>): boolean {
  return Object.entries(form).some(
    ([k, v]) => !UNTYPED.has(k) && typeof v === "string" && v.trim() !== "",
  );
}

export const registrationDraft = draftStore<Record<string, string | number | boolean | undefined>>({
  key: DRAFT_KEY,
  ttlMs: DRAFT_TTL_MS,
  omit: NEVER_STORED,
  worthKeeping: typedSomething,
});
