import { randomBytes } from "node:crypto";
import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { translator } from "../i18n/translate";
import { accountMessages } from "./messages";
import * as Email from "../email/index";
import { recordSecurityEvent } from "../security/index";
import * as Session from "../session/index";
import { now } from "../session/clock";
import { hashPassword, withHashSlot } from "./password";
import { checkNewPassword } from "./new-password";
import { hit } from "./throttle";
import { addressKey } from "./address";
import { isEmail } from "./email";
import { RESET_PATH, secretLink, type LinkContext } from "../email/links";
import { normalizeEmail, tokenHash, userIdByEmail } from "./register";

/** The reset e-mail is written from the account's catalogue. */
const translate = translator(accountMessages);

/**
 * Password reset, for customers and staff alike. A request always answers the same, whether the
 * e-mail has an account or not; an account gets a link with a single-use token (only its
 * SHA-256 is stored) valid one hour. Using it sets the password, ends every session of the
 * person and every other reset link; staff still give their second factor at the next sign-in.
 */
export const RESET_TTL_SECONDS = 60 * 60;
/** Requests per address (answered 429) and per account (past it, silently no e-mail: the answer must not tell). */
export const RESET_LIMIT = {
  ip: { limit: 10, windowSeconds: 60 * 60 },
  account: { limit: 3, windowSeconds: 60 * 60 },
};
/** The shop's page the link opens (the token follows `#`, so it never reaches a server log). */
export { RESET_PATH };

const isRateLimited = (e: unknown) => e instanceof AppError && e.kind === "rate_limited";
const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((e as Error)?.message ?? e));

export const requestResetSchema = z.object({ email: z.string().trim().max(254) });

export const requestPasswordReset = fn(
  requestResetSchema,
  async (parsed, ctx: LinkContext & { ip: string }): Promise<{ status: "check_email" }> => {
    const answer = { status: "check_email" as const };
    const email = normalizeEmail(parsed.email);
    const throttled = (by: string) =>
      recordSecurityEvent({
        kind: "password.reset_throttled",
        address: ctx.ip,
        email,
        detail: { by },
      });
    try {
      await hit("reset#ip", addressKey(ctx.ip), RESET_LIMIT.ip);
    } catch (error) {
      // The address's own limit may show (429): it says nothing about any account.
      if (isRateLimited(error)) await throttled("address");
      throw error;
    }
    if (!isEmail(email)) return answer;
    try {
      await hit("reset#account", email, RESET_LIMIT.account);
    } catch (error) {
      if (!isRateLimited(error)) throw error;
      // The account's limit must not show: the same answer, and no e-mail.
      await throttled("account");
      return answer;
    }
    const userId = await userIdByEmail(email);
    await recordSecurityEvent({
      kind: "password.reset_requested",
      address: ctx.ip,
      email,
      userId,
      detail: { known: userId !== null },
    });
    if (!userId) return answer;
    await sendResetLink(userId, email, ctx);
    return answer;
  },
);

/** A new single-use reset link (valid RESET_TTL_SECONDS, only its hash stored) and its e-mail. */
async function sendResetLink(
  userId: string,
  email: string,
  ctx: Pick<LinkContext, "locale" | "origin">,
): Promise<{ messageId: string }> {
  const token = randomBytes(32).toString("base64url");
  await db()
    .entities.passwordReset.create({
      tokenHash: tokenHash(token),
      userId,
      expiresAt: Math.floor(now() / 1000) + RESET_TTL_SECONDS,
    })
    .go();
  return Email.send({
    kind: "account.reset",
    locale: ctx.locale,
    to: email,
    subject: translate("email.reset.subject", ctx.locale),
    text: translate("email.reset.text", ctx.locale, { link: secretLink(ctx, "reset", token) }),
  });
}

/**
 * A new reset link for the account of an e-mail (the admin's Outbox "Resend with a new link",
 * whose stored copy of the first e-mail no longer has its token). The person's earlier links end
 * first: the new one is sent because the old is taken to be lost, and only one should open. An
 * e-mail without an account any more is `account.account_gone`, with nothing sent.
 */
export async function renewResetLink(
  email: string,
  ctx: Pick<LinkContext, "locale" | "origin">,
): Promise<{ messageId: string }> {
  const userId = await userIdByEmail(email);
  if (!userId) throw new AppError("not_found", "account.account_gone");
  await endResetLinks(userId);
  return sendResetLink(userId, email, ctx);
}

/** Ends every reset link of the person (after a reset, or a password change). */
export async function endResetLinks(userId: string): Promise<void> {
  const { data } = await db().entities.passwordReset.query.byUser({ userId }).go({ pages: "all" });
  if (data.length)
    await db()
      .entities.passwordReset.delete(data.map((r) => ({ tokenHash: r.tokenHash })))
      .go();
}

export const resetSchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().max(200),
  password2: z.string().max(200),
});

/**
 * Sets a new password with a reset link. The link is checked before the hash (a made-up token
 * costs no hash), then consumed with a condition (of two uses at once, one wins: the other is
 * `account.token_invalid`, as is any later use). Every session of the person ends.
 */
export const resetPassword = fn(
  resetSchema,
  async (parsed, ctx: { ip: string }): Promise<{ ok: true; staff: boolean }> => {
    const hash = tokenHash(parsed.token);
    const invalid = () => new AppError("not_found", "account.token_invalid");
    const { data: link } = await db()
      .entities.passwordReset.get({ tokenHash: hash })
      .go({ consistent: true });
    if (!link || link.expiresAt * 1000 <= now()) throw invalid();
    const { data: user } = await db().entities.user.get({ userId: link.userId }).go();
    if (!user) throw invalid();
    const fields = await checkNewPassword(parsed.password, parsed.password2);
    if (fields.length) throw new AppError("input", "input.invalid", { fields });
    const passwordHash = await withHashSlot((slot) => hashPassword(parsed.password, slot), {
      priority: "high",
    });
    try {
      await db()
        .entities.passwordReset.delete({ tokenHash: hash })
        .where((a, op) => op.eq(a.userId, link.userId))
        .go();
      await db()
        .entities.user.patch({ userId: link.userId })
        .set({ passwordHash })
        .add({ version: 1 })
        .go();
    } catch (error) {
      if (isConditionFailure(error)) throw invalid();
      throw error;
    }
    const ended = await Session.invalidateAll(link.userId);
    await endResetLinks(link.userId);
    await recordSecurityEvent({
      kind: "password.reset",
      address: ctx.ip,
      email: user.email,
      userId: user.userId,
      detail: { sessions: ended },
    });
    // The page says where to sign in now: the shop, or (an invited staff member) the admin.
    return { ok: true, staff: user.role !== "customer" };
  },
);
