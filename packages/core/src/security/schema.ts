import * as z from "zod";
import { listInput } from "../list/schema";

/**
 * The security log as the admin's Access log reads it (zod only, browser-safe). One event per
 * sign-in step, reset and refusal, with the address and the account it concerns; never a
 * password, a code or a token.
 */
export const securityKinds = [
  "sign_in.success",
  "sign_in.failure",
  "sign_in.throttled",
  "sign_in.captcha_required",
  "second_factor.success",
  "second_factor.failure",
  "second_factor.throttled",
  "second_factor.enrolled",
  "second_factor.reset",
  "recovery_code.used",
  "password.reset_requested",
  "password.reset_throttled",
  "password.reset",
  "password.changed",
  "session.revoked",
  "session.signed_out_everywhere",
  "http.unauthorized",
  "http.forbidden",
  "origin.refused",
  /** A payment provider's notification that is not proven to be the provider's (payment/notify.ts). */
  "payment.notification_refused",
] as const;
export const SecurityKind = z.enum(securityKinds);
export type SecurityKind = z.infer<typeof SecurityKind>;

/** What an event may carry beside its kind, address and account: short values only. */
export const Detail = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type Detail = z.infer<typeof Detail>;

export const SecurityEvent = z.object({
  id: z.string(),
  at: z.string(),
  kind: SecurityKind,
  /** The e-mail the event concerns (typed at a sign-in, or the session's), else null. */
  email: z.string().nullable(),
  userId: z.string().nullable(),
  address: z.string(),
  detail: Detail,
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;

const isoTime = z.iso.datetime({ offset: true });

/**
 * `admin.access.list`: the admin list shape; filters `account` (an e-mail or a user id),
 * `address`, `kind`, `from`, `to` (ISO times; without `from`, the last 7 days).
 */
export const AccessListInput = listInput(
  ["at"],
  z.object({
    account: z.string().trim().toLowerCase().min(1).max(254).optional(),
    address: z.string().trim().toLowerCase().min(1).max(64).optional(),
    kind: SecurityKind.optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
  }),
);
export type AccessListInput = z.input<typeof AccessListInput>;
