import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { recordSecurityEvent } from "../security/index";
import type { Stage } from "../session/policy";
import { staffRoles, type Role } from "../permissions/index";
import { hashClassFull, verifyAgainstNothing, verifyPassword, withHashSlot } from "./password";
import { claimSignIn, recordSignInSuccess, releaseSignIn } from "./throttle";
import * as Captcha from "./captcha";
import { normalizeEmail } from "./register";

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
  async (parsed, ctx: { ip: string }): Promise<{ userId: string; role: Role; stage: Stage }> => {
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
    const user = await withHashSlot(
      async (slot) => {
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
      throw new AppError("auth", "account.sign_in_failed");
    }
    await recordSignInSuccess(email, ctx.ip);
    const stage = stageAfterPassword(user);
    await recordSecurityEvent({ ...event, kind: "sign_in.success", detail: { stage } });
    return { userId: user.userId, role: user.role, stage };
  },
);
