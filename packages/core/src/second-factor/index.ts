import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { recordSecurityEvent, type SecurityKind } from "../security/index";
import { now } from "../session/clock";
import type { Pending } from "../session/policy";
import { hit } from "../account/throttle";
import { addressKey } from "../account/address";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, totpShaped } from "./codes";
import { open, seal } from "./secret";
import { ConfirmInput, EnrollInput, RecoveryCodesInput, VerifyInput, type Status } from "./schema";

export {
  ConfirmInput,
  EnrollInput,
  RecoveryCodesInput,
  VerifyInput,
  Status,
  Enrollment,
} from "./schema";
export { RECOVERY_CODE_COUNT } from "./codes";
export { enrolForTest } from "./for-test";

/**
 * The second factor of every back-office role: TOTP (RFC 6238; SHA-1, 6 digits, 30 s, as every
 * authenticator app reads an `otpauth://` QR code), with ten single-use recovery codes. Asked
 * at each staff sign-in after the password (session stage `second_factor`); a staff member
 * without one gets a session that may only enrol (`enrollment`). A code is accepted once per
 * time step (and never one of a step before the last accepted); attempts have their own
 * throttle, per account and per address.
 */
const TOTP_OPTIONS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** Codes of the step before and after are accepted too (clocks drift). */
const WINDOW = 1;
export const ISSUER = "Printshop";
/** How long an enrolment's QR code may be confirmed. */
export const ENROLL_MS = 15 * 60_000;
/**
 * Code attempts (each one, right or wrong) per account, in five minutes and in a day, and per
 * address. With 3 codes of a million valid at a time, 50 guesses a day leave someone who has the
 * password about a 1 in 20 chance a year; every failure is in the security log long before.
 */
export const CODE_LIMIT = {
  account: { limit: 10, windowSeconds: 5 * 60 },
  accountDay: { limit: 50, windowSeconds: 24 * 60 * 60 },
  ip: { limit: 20, windowSeconds: 5 * 60 },
};
/** The admin's page where the factor is enrolled (what `pnpm admin:create` prints, under the site's origin). */
export const ENROLLMENT_PATH = "/admin/second-factor";

/** Who is giving a code: the session's person and the caller's address. */
export interface Who {
  userId: string;
  email: string;
  ip: string;
  pending?: Pending | null;
}

const isConditionFailure = (e: unknown) =>
  /conditional request failed|ConditionalCheckFailed|TransactionCanceled/i.test(
    String((e as Error)?.message ?? e),
  );

const record = (who: Who, kind: SecurityKind, detail?: Record<string, string | number>) =>
  recordSecurityEvent({ kind, address: who.ip, email: who.email, userId: who.userId, detail });

async function load(userId: string) {
  return (await db().entities.secondFactor.get({ userId }).go({ consistent: true })).data;
}

/** Claims one code attempt against both throttles (429 `second_factor.throttled` past either). */
async function claimAttempt(who: Who): Promise<void> {
  try {
    await hit("2fa#account", who.userId, CODE_LIMIT.account);
    await hit("2fa#account-day", who.userId, CODE_LIMIT.accountDay);
    await hit("2fa#ip", addressKey(who.ip), CODE_LIMIT.ip);
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== "rate_limited") throw error;
    await record(who, "second_factor.throttled");
    throw new AppError("rate_limited", "second_factor.throttled", { params: error.params });
  }
}

/** The time step a TOTP code belongs to under the secret, or null when it is none of the window's. */
function stepOf(secretBase32: string, code: string): number | null {
  const timestamp = now();
  const delta = TOTP.validate({
    ...TOTP_OPTIONS,
    token: code.replace(/\s/g, ""),
    secret: Secret.fromBase32(secretBase32),
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_OPTIONS.period, timestamp }) + delta;
}

/** The code an authenticator app shows for the secret at a time (tests and tools; never sent anywhere). */
export const codeAt = (secretBase32: string, timestamp: number): string =>
  TOTP.generate({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secretBase32), timestamp });

/** Takes a time step for the person: only when it is later than the last one taken (one conditional write). */
async function takeStep(userId: string, step: number): Promise<boolean> {
  try {
    await db()
      .entities.secondFactor.patch({ userId })
      .set({ lastStep: step })
      .where((a, op) => `${op.notExists(a.lastStep)} OR ${op.lt(a.lastStep, step)}`)
      .go({ response: "none" });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Spends a recovery code: removed from the set only if it is still in it (one conditional write). */
async function spendRecoveryCode(userId: string, typed: string): Promise<boolean> {
  if (!normalizeRecoveryCode(typed)) return false;
  const hash = hashRecoveryCode(userId, typed);
  try {
    await db()
      .entities.secondFactor.update({ userId })
      .delete({ recoveryCodes: [hash] })
      .where((a, op) => op.contains(a.recoveryCodes, hash))
      .go({ response: "none" });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Checks a code against the person's enrolled factor: a TOTP code (taken once per step) or a
 * recovery code (spent). Records the outcome; a wrong or replayed code is `second_factor.invalid`.
 */
async function check(who: Who, typed: string): Promise<"totp" | "recovery"> {
  await claimAttempt(who);
  const item = await load(who.userId);
  if (!item?.secret) throw new AppError("forbidden", "second_factor.not_enrolled");
  let via: "totp" | "recovery" | null = null;
  if (totpShaped(typed)) {
    const step = stepOf(await open(item.secret, who.userId), typed);
    if (step !== null && (await takeStep(who.userId, step))) via = "totp";
  } else if (await spendRecoveryCode(who.userId, typed)) via = "recovery";
  if (!via) {
    await record(who, "second_factor.failure");
    throw new AppError("input", "second_factor.invalid", {
      fields: [{ field: "code", code: "second_factor.invalid" }],
    });
  }
  await record(who, via === "recovery" ? "recovery_code.used" : "second_factor.success");
  return via;
}

/** What the person has enrolled, and what the asking session still owes. */
export async function status(userId: string, pending: Pending | null = null): Promise<Status> {
  const item = await load(userId);
  return {
    enrolled: Boolean(item?.secret),
    enrolledAt: item?.secret ? (item.enrolledAt ?? null) : null,
    recoveryCodesLeft: item?.secret ? (item.recoveryCodes?.length ?? 0) : 0,
    pending,
  };
}

/** The sign-in's second step: a code from the app or a recovery code. The caller then opens a whole session. */
export const verify = fn(VerifyInput, async ({ code }, who: Who) => {
  const via = await check(who, code);
  return { via, recoveryCodesLeft: (await status(who.userId)).recoveryCodesLeft };
});

/**
 * Starts an enrolment: a new secret (160 bits), kept as pending until a code from it is
 * confirmed, as a QR code (SVG, drawn here so the admin bundle carries no QR library), its
 * `otpauth://` URI and the secret for typing. A person already enrolled gives a current code
 * first; the old factor stays valid until the new one is confirmed.
 */
export const enroll = fn(EnrollInput, async ({ code }, who: Who) => {
  const item = await load(who.userId);
  if (item?.secret) {
    if (!code)
      throw new AppError("input", "second_factor.code_required", {
        fields: [{ field: "code", code: "second_factor.code_required" }],
      });
    await check(who, code);
  }
  const secret = new Secret({ size: 20 }).base32;
  const until = now() + ENROLL_MS;
  await db()
    .entities.secondFactor.upsert({
      userId: who.userId,
      pendingSecret: await seal(secret, who.userId),
      pendingUntil: until,
    })
    .go({ response: "none" });
  const uri = new TOTP({
    ...TOTP_OPTIONS,
    issuer: ISSUER,
    label: who.email,
    secret: Secret.fromBase32(secret),
  }).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { ecc: "M", pixelSize: 6, border: 2 }), until };
});

/**
 * Confirms an enrolment with a code from the new secret: it becomes the person's factor (with
 * that code's step taken), ten new recovery codes replace any old ones, and the user records when.
 * Answers the recovery codes, the only time they are shown.
 */
export const confirm = fn(ConfirmInput, async ({ code }, who: Who) => {
  await claimAttempt(who);
  const item = await load(who.userId);
  if (!item?.pendingSecret || (item.pendingUntil ?? 0) < now())
    throw new AppError("input", "second_factor.enrollment_expired");
  const step = totpShaped(code) ? stepOf(await open(item.pendingSecret, who.userId), code) : null;
  if (step === null) {
    await record(who, "second_factor.failure", { during: "enrollment" });
    throw new AppError("input", "second_factor.invalid", {
      fields: [{ field: "code", code: "second_factor.invalid" }],
    });
  }
  const recoveryCodes = newRecoveryCodes();
  const enrolledAt = now();
  const pendingSecret = item.pendingSecret;
  let canceled: boolean;
  try {
    const result = await db()
      .transaction.write(({ secondFactor, user }) => [
        secondFactor
          .patch({ userId: who.userId })
          .set({
            secret: pendingSecret,
            enrolledAt,
            lastStep: step,
            recoveryCodes: recoveryCodes.map((c) => hashRecoveryCode(who.userId, c)),
          })
          .remove(["pendingSecret", "pendingUntil"])
          .where((a, op) => op.eq(a.pendingSecret, pendingSecret))
          .commit(),
        user.patch({ userId: who.userId }).set({ secondFactorAt: enrolledAt }).commit(),
      ])
      .go();
    canceled = result.canceled;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    canceled = true;
  }
  // Another confirmation (or a new enrolment) changed the pending secret meanwhile.
  if (canceled) throw new AppError("input", "second_factor.enrollment_expired");
  await record(who, "second_factor.enrolled");
  return { recoveryCodes };
});

/** Ten new recovery codes (the old ones end), after a current code. */
export const newCodes = fn(RecoveryCodesInput, async ({ code }, who: Who) => {
  await check(who, code);
  const recoveryCodes = newRecoveryCodes();
  await db()
    .entities.secondFactor.patch({ userId: who.userId })
    .set({ recoveryCodes: recoveryCodes.map((c) => hashRecoveryCode(who.userId, c)) })
    .go({ response: "none" });
  return { recoveryCodes };
});
