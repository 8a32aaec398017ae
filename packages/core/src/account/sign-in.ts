import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { recordSecurityEvent } from "../security/index";
import type { Stage } from "../session/policy";
import { staffRoles, type Role } from "../permissions/index";
import { hashClassFull, verifyAgainstNothing, verifyPassword, withHashSlot } from "./password";
import { claimSignIn, hit, recordSignInSuccess, releaseSignIn } from "./throttle";
import * as Captcha from "./captcha";
import { normalizeEmail, renewConfirmation } from "./register";
import type { LinkContext } from "../email/links";

/**
 * New confirmation links a sign-in may send for one e-mail (the password reset's per-account
 * limit): past it, no e-mail and the same answer.
 */
export const CONFIRM_RESEND_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

/**
 * Issue 28 fault 8. Signing in before confirming the e-mail: no account exists yet (it is created
 * when the link is opened), only the registration that waits. With that registration's password, a
 * new confirmation link replaces the old one (register.ts `renewConfirmation`, throttled by
 * CONFIRM_RESEND_LIMIT). Every failed sign-in gets the one answer ("wrong e-mail or password; if
 * this e-mail waits for its confirmation, we have sent a new link"); an unknown e-mail and a
 * waiting registration with a wrong password do the same work (two lookups, one password hash, one
 * throttle claim), so the answer does not tell whether anything was registered or sent. (Only the
 * renewal itself, for the right password, adds its write and the e-mail's.)
 */
async function resendConfirmation(
  email: string,
  send: boolean,
  ctx: Partial<Pick<LinkContext, "locale" | "origin">>,
): Promise<void> {
  try {
    await hit("confirm#resend", email, CONFIRM_RESEND_LIMIT);
    if (send && ctx.origin)
      await renewConfirmation(email, { locale: ctx.locale ?? "pl", origin: ctx.origin });
  } catch (error) {
    // Throttled, or the registration expired or was confirmed meanwhile: nothing to tell.
    if (!(error instanceof AppError)) throw error;
  }
}

export const signInSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  /** An ALTCHA payload: asked for after a few failed attempts on the account (`account.captcha_required`). */
  captcha: z.string().max(4000).optional(),
});

/**
 * The stage of the session a right password opens: staff still owe their second factor, or, with
 * none enrolled, its enrolment. The password alone never opens the back office, and there is no
 * switch that lets it.
 */
function stageAfterPassword(user: { role: Role; secondFactorAt?: number | null }): Stage {
  if (!(staffRoles as readonly string[]).includes(user.role)) return "customer";
  return user.secondFactorAt ? "second_factor" : "enrollment";
}

/** The security log's kind of a refused attempt. */
const refusalKind = (error: unknown) =>
  error instanceof AppError && error.kind === "rate_limited"
    ? ("sign_in.throttled" as const)
    : error instanceof AppError && error.code === "account.captcha_required"
      ? ("sign_in.captcha_required" as const)
      : ("sign_in.failure" as const);

/**
 * Checks credentials. Each attempt is claimed against the throttles before anything else (one
 * conditional write each, see throttle.ts): an address in its delay gets 429, an account past its
 * free attempts asks for the captcha; then the hash, in the fair queue of hash slots, where an
 * attempt on an existing account has slots of its own (password.ts). Every failure answers the same
 * "wrong e-mail or password", and an unknown e-mail costs a hash too. Answers the stage of the
 * session to open (a staff member's second step, or a customer's whole session), and records
 * every outcome in the security log.
 */
export const signIn = fn(
  signInSchema,
  async (
    parsed,
    ctx: { ip: string } & Partial<Pick<LinkContext, "locale" | "origin">>,
  ): Promise<{ userId: string; role: Role; stage: Stage }> => {
    const email = normalizeEmail(parsed.email);
    const captcha = async () => {
      const outcome = await Captcha.verify(parsed.captcha);
      if (outcome === "ok") return true;
      if (outcome === "missing") return false;
      throw new AppError("input", "account.captcha_invalid", {
        fields: [{ field: "captcha", code: "account.captcha_invalid" }],
      });
    };
    // An attempt on an existing account has hash slots of its own (its failures are bounded by the
    // account's free attempts, past which each needs a solved captcha): a flood
    // spraying made-up e-mails from fresh addresses never holds up the shop's customers. (That an
    // e-mail is registered is no secret here: the registration form's check-email says so.) An
    // attempt on no account while the other class is full is turned away before it costs a claim.
    const { data } = await db().entities.user.query.byEmail({ email }).go({ limit: 1 });
    const found = data[0];
    // No account: perhaps a registration still waiting for its confirmation (one GetItem).
    const pending = found
      ? null
      : ((await db().entities.pendingRegistration.get({ email }).go()).data ?? null);
    const waiting = pending && pending.expiresAt * 1000 > Date.now() ? pending : null;
    const event = { address: ctx.ip, email, userId: found?.userId ?? null };
    if (!found && hashClassFull("low"))
      throw new AppError("unavailable", "server.busy", { params: { seconds: 1 } });
    try {
      await claimSignIn(email, ctx.ip, captcha);
    } catch (error) {
      await recordSecurityEvent({
        ...event,
        kind: refusalKind(error),
        detail: { code: error instanceof AppError ? error.code : "internal" },
      });
      throw error;
    }
    let registrant = false;
    const user = await withHashSlot(
      async (slot) => {
        if (waiting) {
          registrant = await verifyPassword(parsed.password, waiting.passwordHash, slot);
          return undefined;
        }
        const ok = found
          ? await verifyPassword(parsed.password, found.passwordHash, slot)
          : await verifyAgainstNothing(parsed.password, slot);
        return ok ? found : undefined;
      },
      { priority: found ? "high" : "low" },
    ).catch(async (error: unknown) => {
      // Turned away by the queue before any check: the attempt does not count.
      if (error instanceof AppError && error.code === "server.busy")
        await releaseSignIn(email, ctx.ip);
      throw error;
    });
    if (!user) {
      await recordSecurityEvent({
        ...event,
        kind: "sign_in.failure",
        detail: { code: "account.sign_in_failed", known: Boolean(found) },
      });
      if (!found) await resendConfirmation(email, registrant, ctx);
      // One answer for every failure: it says a new link went out if the e-mail waits for its
      // confirmation, whether or not anything waits (or was sent).
      throw new AppError("auth", "account.sign_in_failed");
    }
    await recordSignInSuccess(email, ctx.ip);
    const stage = stageAfterPassword(user);
    await recordSecurityEvent({ ...event, kind: "sign_in.success", detail: { stage } });
    return { userId: user.userId, role: user.role, stage };
  },
);
