import { createHash, randomBytes, randomUUID } from "node:crypto";
import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { Locale } from "../i18n/locale";
import { translator } from "../i18n/translate";
import { emailMessages } from "../email/messages";
import * as Email from "../email/index";
import * as Captcha from "./captcha";
import { hashPassword, withHashSlot } from "./password";
import { checkRegistration, profileOf, registrationSchema, type Profile } from "./rules";
import { hit } from "./throttle";
import { addressKey } from "./address";
import type { Role } from "./permissions";
import { fn } from "../fn";

/** The e-mails this module sends are written from the e-mail catalogue. */
const translate = translator(emailMessages);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
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

async function userIdByEmail(email: string): Promise<string | null> {
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

export interface LinkContext {
  locale: Locale;
  /** The site's origin (`https://shop.example`), for the links in the e-mails. */
  origin: string;
  /** The caller's IP: registrations are limited per IP (claimed before the captcha, hash and e-mail). */
  ip?: string;
}
const prefix = (locale: Locale) => (locale === "pl" ? "" : `/${locale}`);

/**
 * A registration: the seed's checks, the captcha (refused when missing, wrong, expired or
 * replayed), then always the same answer. A new e-mail gets a confirmation link (the account is
 * created when it is opened); a registered one gets a note to its owner instead. The password is
 * hashed in both cases, so the timing does not tell the two apart either.
 */
export const register = fn(
  registrationSchema,
  async (parsed, ctx: LinkContext): Promise<{ status: "check_email" }> => {
    assertRules(checkRegistration(parsed, { captchaRequired: true }));
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
          link: `${ctx.origin}${prefix(ctx.locale)}/login`,
        }),
      });
      return { status: "check_email" };
    }
    const token = randomBytes(32).toString("base64url");
    await db()
      .entities.pendingRegistration.create({
        tokenHash: tokenHash(token),
        email,
        passwordHash,
        profile: profileOf(parsed),
        marketingConsent: parsed.marketingAccepted,
        expiresAt: Math.floor(Date.now() / 1000) + CONFIRM_TTL_SECONDS,
      })
      .go();
    await Email.send({
      kind: "account.confirm",
      locale: ctx.locale,
      to: email,
      subject: translate("email.confirm.subject", ctx.locale),
      text: translate("email.confirm.text", ctx.locale, {
        link: `${ctx.origin}${prefix(ctx.locale)}/register/confirm#${token}`,
      }),
    });
    return { status: "check_email" };
  },
);

export const confirmSchema = z.object({ token: z.string().min(20).max(200) });

/**
 * Opens a confirmation link: creates the user and its e-mail claim in one transaction (both with
 * `create`, so a second confirmation or a race for the same e-mail cannot make two accounts).
 * Answers the new user's id; the caller signs them in.
 */
export const confirm = fn(confirmSchema, async ({ token }): Promise<{ userId: string }> => {
  const hash = tokenHash(token);
  const { data: pending } = await db().entities.pendingRegistration.get({ tokenHash: hash }).go();
  if (!pending || pending.expiresAt * 1000 < Date.now())
    throw new AppError("not_found", "account.token_invalid");
  const userId = randomUUID();
  try {
    await createUser({
      userId,
      email: pending.email,
      passwordHash: pending.passwordHash,
      profile: pending.profile,
      marketingConsent: pending.marketingConsent ?? false,
      role: "customer",
      confirmedAt: Date.now(),
    });
  } finally {
    await db().entities.pendingRegistration.delete({ tokenHash: hash }).go();
  }
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
