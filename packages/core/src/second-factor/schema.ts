import * as z from "zod";

/**
 * The second factor's inputs and answers (zod only, browser-safe): the admin's enrolment screen
 * and the sign-in's second step use them.
 */

/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`), as typed. */
export const Code = z.string().trim().min(6).max(32);

export const VerifyInput = z.object({ code: Code });
export const ConfirmInput = z.object({ code: Code });
/** Starting an enrolment; a person already enrolled gives a current code (a new phone). */
export const EnrollInput = z.object({ code: Code.optional() });
export const RecoveryCodesInput = z.object({ code: Code });

export const Status = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.number().nullable(),
  recoveryCodesLeft: z.int(),
  /** What the asking session still owes: the code, the enrolment, or nothing. */
  pending: z.enum(["second_factor", "enrollment"]).nullable(),
});
export type Status = z.infer<typeof Status>;

export const Enrollment = z.object({
  /** The secret in base32, for typing it in by hand. */
  secret: z.string(),
  /** The `otpauth://totp/...` URI the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
  /** Until when (epoch ms) a code from it may confirm the enrolment. */
  until: z.number(),
});
export type Enrollment = z.infer<typeof Enrollment>;
