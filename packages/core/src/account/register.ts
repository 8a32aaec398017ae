import { createHash, randomBytes, randomUUID } from "node:crypto";
import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { translator } from "../i18n/translate";
import { accountMessages } from "./messages";
import * as Email from "../email/index";
import * as Captcha from "./captcha";
import { hashPassword, withHashSlot } from "./password";
import { checkNewPassword } from "./new-password";
import { secretLink, siteLink, type LinkContext } from "../email/links";
import { checkRegistration, profileOf, registrationSchema, type Profile } from "./rules";
import { hit } from "./throttle";
import { addressKey } from "./address";
import type { Role } from "../permissions/index";
import { fn } from "../fn";

/** The e-mails this module sends are written from the account's catalogue. */
const translate = translator(accountMessages);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
export const CONFIRM_TTL_SECONDS = 24 * 60 * 60;
/** E-mail checks allowed per IP per window. */
export const CHECK_EMAIL_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
/** Registrations accepted per IP per window (each costs a captcha check, a hash and an e-mail). */
export const REGISTER_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

const isConditionFailure = (error: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(
    String((error as Error)?.message ?? error),
  );

/** Throws the rule failures as one `input` error with field errors (translated by the API layer). */
function assertRules(errors: { field: string; code: string }[]) {
  if (errors.length) throw new AppError("input", "input.invalid", { fields: errors });
}

export async function userIdByEmail(email: string): Promise<string | null> {
  const { data } = await db().entities.emailClaim.get({ email }).go();
  return data?.userId ?? null;
}

export const checkEmailSchema = z.object({ email: z.string().trim().max(254) });

/**
 * Whether an e-mail has an account (the form's check as the person types). It tells what the
 * registration itself never tells, so it is limited per IP.
 */
export const checkEmail = fn(
  checkEmailSchema,
  async ({ email }, ctx: { ip: string }): Promise<{ exists: boolean }> => {
    await hit("checkEmail", addressKey(ctx.ip), CHECK_EMAIL_LIMIT);
    if (!email) return { exists: false };
    return { exists: (await userIdByEmail(normalizeEmail(email))) !== null };
  },
);

export type { LinkContext } from "../email/links";

/**
 * A registration: the seed's checks (and no common password), the captcha (refused when missing,
 * wrong, expired or replayed), then always the same answer. A new e-mail gets a confirmation
 * link (the account is created when it is opened); a registered one gets a note to its owner
 * instead. The password is hashed in both cases, so the timing does not tell the two apart
 * either. One registration waits per e-mail: a new one replaces the one before, whose link then
 * opens nothing (so nobody's earlier registration, with its password, can be confirmed by the
 * address's owner clicking an older link).
 */
export const register = fn(
  registrationSchema,
  async (parsed, ctx: LinkContext): Promise<{ status: "check_email" }> => {
    const ruleErrors = checkRegistration(parsed, { captchaRequired: true });
    // The common-password check only where the rules found the password itself fine.
    if (!ruleErrors.some((e) => e.field === "password"))
      ruleErrors.push(
        ...(await checkNewPassword(parsed.password, undefined)).filter(
          (e) => e.code === "account.password_common",
        ),
      );
    assertRules(ruleErrors);
    // The throttle's claim (429) and the captcha first, then the hash: a refused registration
    // spends no hash and never waits in the hash queue. A solved captcha is served first there.
    if (ctx.ip !== undefined) await hit("register", addressKey(ctx.ip), REGISTER_LIMIT);
    const outcome = await Captcha.verify(parsed.captcha);
    if (outcome !== "ok") {
      const code = outcome === "missing" ? "account.captcha_required" : "account.captcha_invalid";
      throw new AppError("input", code, { fields: [{ field: "captcha", code }] });
    }
    const passwordHash = await withHashSlot((slot) => hashPassword(parsed.password, slot), {
      priority: "high",
    });
    const email = normalizeEmail(parsed.email);
    const existing = await userIdByEmail(email);
    if (existing) {
      await Email.send({
        kind: "account.exists",
        locale: ctx.locale,
        to: email,
        subject: translate("email.exists.subject", ctx.locale),
        text: translate("email.exists.text", ctx.locale, {
          link: siteLink(ctx, "/login"),
        }),
      });
      return { status: "check_email" };
    }
    const token = randomBytes(32).toString("base64url");
    // `put`: the e-mail's earlier pending registration, if any, is replaced (its link dies).
    await db()
      .entities.pendingRegistration.put({
        tokenHash: tokenHash(token),
        email,
        passwordHash,
        profile: profileOf(parsed),
        marketingConsent: parsed.marketingAccepted,
        expiresAt: Math.floor(Date.now() / 1000) + CONFIRM_TTL_SECONDS,
      })
      .go();
    await sendConfirmation(email, token, ctx);
    return { status: "check_email" };
  },
);

/** The e-mail with a registration's confirmation link. */
function sendConfirmation(
  email: string,
  token: string,
  ctx: Pick<LinkContext, "locale" | "origin">,
) {
  return Email.send({
    kind: "account.confirm",
    locale: ctx.locale,
    to: email,
    subject: translate("email.confirm.subject", ctx.locale),
    text: translate("email.confirm.text", ctx.locale, {
      link: secretLink(ctx, "confirm", token),
    }),
  });
}

/**
 * A new confirmation link for the e-mail's registration that still waits (the admin's Outbox
 * "Resend with a new link", whose stored copy of the first e-mail no longer has its token): a
 * fresh token, valid CONFIRM_TTL_SECONDS from now, replaces the old one (whose link then opens
 * nothing), on condition that nobody replaced or used the registration meanwhile. A registration
 * confirmed, expired or gone is `account.registration_gone`, with nothing sent.
 */
export async function renewConfirmation(
  email: string,
  ctx: Pick<LinkContext, "locale" | "origin">,
): Promise<{ messageId: string }> {
  const gone = () => new AppError("not_found", "account.registration_gone");
  const { data: pending } = await db()
    .entities.pendingRegistration.get({ email })
    .go({ consistent: true });
  if (!pending || pending.expiresAt * 1000 < Date.now()) throw gone();
  const token = randomBytes(32).toString("base64url");
  try {
    await db()
      .entities.pendingRegistration.patch({ email })
      .set({
        tokenHash: tokenHash(token),
        expiresAt: Math.floor(Date.now() / 1000) + CONFIRM_TTL_SECONDS,
      })
      .where((a, op) => op.eq(a.tokenHash, pending.tokenHash))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw gone();
    throw error;
  }
  return sendConfirmation(email, token, ctx);
}

export const confirmSchema = z.object({ token: z.string().min(20).max(200) });

/**
 * Opens a confirmation link: finds the e-mail's pending registration by the token (gsi1), reads
 * it again by its key and takes it only if it still carries this token (a newer registration
 * replaced it otherwise), consuming it with a condition on the token (a second use, or a race
 * with a newer registration, finds nothing). Then creates the user and its e-mail claim in one
 * transaction (both with `create`, so a race for the same e-mail cannot make two accounts).
 * Answers the new user's id; the caller signs them in.
 */
export const confirm = fn(confirmSchema, async ({ token }): Promise<{ userId: string }> => {
  const hash = tokenHash(token);
  const invalid = () => new AppError("not_found", "account.token_invalid");
  const { data: found } = await db()
    .entities.pendingRegistration.query.byToken({ tokenHash: hash })
    .go({ limit: 1 });
  if (!found[0]) throw invalid();
  const { data: pending } = await db()
    .entities.pendingRegistration.get({ email: found[0].email })
    .go({ consistent: true });
  if (!pending || pending.tokenHash !== hash || pending.expiresAt * 1000 < Date.now())
    throw invalid();
  try {
    await db()
      .entities.pendingRegistration.delete({ email: pending.email })
      .where((a, op) => op.eq(a.tokenHash, hash))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw invalid();
    throw error;
  }
  const userId = randomUUID();
  await createUser({
    userId,
    email: pending.email,
    passwordHash: pending.passwordHash,
    profile: pending.profile,
    marketingConsent: pending.marketingConsent ?? false,
    role: "customer",
    confirmedAt: Date.now(),
  });
  return { userId };
});

export async function createUser(user: {
  userId: string;
  email: string;
  passwordHash: string;
  profile: Partial<Profile>;
  marketingConsent: boolean;
  role: Role;
  /** When the e-mail was confirmed; unset for an account whose address nobody confirmed yet. */
  confirmedAt?: number;
}): Promise<void> {
  let canceled = false;
  try {
    const result = await db()
      .transaction.write(({ user: u, emailClaim }) => [
        emailClaim.create({ email: user.email, userId: user.userId }).commit(),
        u.create(user).commit(),
      ])
      .go();
    canceled = result.canceled;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    canceled = true;
  }
  if (canceled) throw new AppError("conflict", "account.email_taken");
}
