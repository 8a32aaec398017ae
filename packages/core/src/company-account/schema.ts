import * as z from "zod";

/**
 * Company accounts' inputs and bounds (issue 31 item 5; browser-safe, zod only: the account
 * pages import it). Every text is bounded before any pattern runs.
 */
export const PENDING_INVITES_MAX = 20;
export const INVITE_DAYS = 7;
/** Invitation e-mails a company may send per hour (each is a costly write and a send). */
export const INVITES_PER_HOUR = 30;
export const COMMENT_MAX = 500;
/** The largest threshold the owner may set, PLN net (a bound, not a business rule). */
export const THRESHOLD_MAX = 10_000_000;

const id = z.string().trim().min(1).max(64);

export const CreateInput = z.void();
export const InviteInput = z.object({
  email: z.string().trim().min(3).max(254).pipe(z.email()),
  /** The invitation e-mail's language; the inviter's when absent. */
  locale: z.enum(["pl", "en", "de"]).optional(),
});
export const AcceptInput = z.object({ token: z.string().trim().min(20).max(100) });
export const InviteIdInput = z.object({ inviteId: id });
export const MemberInput = z.object({ userId: id });
/** A net PLN amount as typed ("1000", "1 000,50"), or null: no approval needed. */
export const ThresholdInput = z.object({
  threshold: z
    .string()
    .trim()
    .max(20)
    .transform((v) => v.replace(/\s/g, "").replace(",", "."))
    .refine((v) => /^\d{1,8}(?:\.\d{1,2})?$/.test(v), { error: "companyAccount.threshold_invalid" })
    .nullable(),
  version: z.int().min(1),
});
export const ApprovalIdInput = z.object({ approvalId: id });
export const RejectInput = z.object({
  approvalId: id,
  comment: z.string().trim().min(1).max(COMMENT_MAX),
});

export type Role = "owner" | "buyer";
