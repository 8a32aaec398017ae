import { randomUUID } from "node:crypto";
import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { Role as RoleSchema, type Role } from "./permissions";
import {
  hashClassFull,
  hashPassword,
  verifyAgainstNothing,
  verifyPassword,
  withHashSlot,
} from "./password";
import { isEmail } from "./email";
import { checkRegistration, PASSWORD_MIN, profileSchema, type Profile } from "./rules";
import { claimSignIn, recordSignInSuccess, releaseSignIn } from "./throttle";
import * as Captcha from "./captcha";
import { createUser, normalizeEmail } from "./register";
import * as Audit from "../audit/write";
import { fn } from "../fn";

export {
  register,
  confirm,
  checkEmail,
  normalizeEmail,
  CONFIRM_TTL_SECONDS,
  CHECK_EMAIL_LIMIT,
  REGISTER_LIMIT,
} from "./register";
export { isValidNip, normalizeNip } from "./nip";
export * as Rules from "./rules";
export { Captcha };
export { hashPassword, verifyPassword, hashStats, hashConcurrency } from "./password";
export { SIGN_IN_POLICY, delayAfter } from "./throttle";
export * as Permissions from "./permissions";

export const Info = z.object({
  userId: z.string(),
  email: z.string(),
  role: RoleSchema,
  profile: profileSchema,
  marketingConsent: z.boolean(),
});
export type Info = z.infer<typeof Info>;

export const signInSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  /** An ALTCHA payload: asked for after a few failed attempts on the account (`account.captcha_required`). */
  captcha: z.string().max(4000).optional(),
});

/**
 * Checks credentials. Each attempt is claimed against the throttles before anything else (one
 * conditional write each, see throttle.ts): an address in its delay gets 429, an account past its
 * free attempts asks for the captcha; then the hash, in the fair queue of hash slots, where an
 * attempt on an existing account has slots of its own (password.ts). Every failure answers the same
 * "wrong e-mail or password", and an unknown e-mail costs a hash too.
 */
export const signIn = fn(
  signInSchema,
  async (parsed, ctx: { ip: string }): Promise<{ userId: string; role: Role }> => {
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
    if (!found && hashClassFull("low"))
      throw new AppError("unavailable", "server.busy", { params: { seconds: 1 } });
    await claimSignIn(email, ctx.ip, captcha);
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
      throw new AppError("auth", "account.sign_in_failed");
    }
    await recordSignInSuccess(email, ctx.ip);
    return { userId: user.userId, role: user.role };
  },
);

export async function get(userId: string): Promise<Info> {
  const { data } = await db().entities.user.get({ userId }).go();
  if (!data) throw new AppError("auth", "auth.required");
  return {
    userId: data.userId,
    email: data.email,
    role: data.role,
    profile: profileSchema.parse(data.profile ?? {}),
    marketingConsent: data.marketingConsent ?? false,
  };
}

export const updateSchema = z.object({
  profile: profileSchema,
  marketingConsent: z.boolean().optional(),
});

/** "My data": the registration's rules again (without passwords, terms and captcha); the e-mail stays. */
export const update = fn(updateSchema, async (parsed, userId: string): Promise<Info> => {
  const current = await get(userId);
  const errors = checkRegistration(
    { ...parsed.profile, email: current.email },
    { passwords: false },
  );
  if (errors.length) throw new AppError("input", "input.invalid", { fields: errors });
  await db()
    .entities.user.patch({ userId })
    .set({
      profile: parsed.profile,
      ...(parsed.marketingConsent === undefined
        ? {}
        : { marketingConsent: parsed.marketingConsent }),
    })
    .add({ version: 1 })
    .go();
  return get(userId);
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  password: z.string().max(200),
  password2: z.string().max(200),
});

/** Changes the password after checking the current one; the caller then ends the other sessions. */
export const changePassword = fn(
  changePasswordSchema,
  async (parsed, userId: string): Promise<void> => {
    const fields: { field: string; code: string }[] = [];
    if ([...parsed.password].length < PASSWORD_MIN)
      fields.push({ field: "password", code: "account.password_too_short" });
    if (parsed.password !== parsed.password2)
      fields.push({ field: "password2", code: "account.password_mismatch" });
    if (fields.length) throw new AppError("input", "input.invalid", { fields });
    const { data } = await db().entities.user.get({ userId }).go();
    if (!data) throw new AppError("auth", "auth.required");
    // Both hashes in one slot: the second does not queue again behind others.
    const passwordHash = await withHashSlot(async (slot) => {
      if (!(await verifyPassword(parsed.currentPassword, data.passwordHash, slot))) {
        throw new AppError("input", "account.current_password_wrong", {
          fields: [{ field: "currentPassword", code: "account.current_password_wrong" }],
        });
      }
      return hashPassword(parsed.password, slot);
    });
    await db().entities.user.patch({ userId }).set({ passwordHash }).add({ version: 1 }).go();
  },
);

/** Who the audit log names for `pnpm admin:create`. */
export const SCRIPT_ACTOR = { userId: "script", email: "pnpm admin:create" } as const;

/** `pnpm admin:create`: a new administrator, or an existing user promoted (password reset to the one given). */
export async function createAdministrator(input: {
  email: string;
  password: string;
}): Promise<{ userId: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw new AppError("input", "account.email_invalid");
  if ([...input.password].length < PASSWORD_MIN)
    throw new AppError("input", "account.password_too_short");
  const passwordHash = await hashPassword(input.password);
  const { data: claim } = await db().entities.emailClaim.get({ email }).go();
  const target = (id: string) => ({ type: "user", id });
  if (claim) {
    const { data: user } = await db().entities.user.get({ userId: claim.userId }).go();
    await Audit.write(
      SCRIPT_ACTOR,
      {
        action: "user.setRole",
        target: target(claim.userId),
        ...Audit.diff(user ?? {}, { role: "administrator" }),
      },
      ({ user: u }) => [
        u
          .patch({ userId: claim.userId })
          .set({ role: "administrator", passwordHash })
          .add({ version: 1 })
          .commit(),
      ],
    );
    return { userId: claim.userId, created: false };
  }
  const userId = randomUUID();
  await createUser({
    userId,
    email,
    passwordHash,
    profile: {},
    marketingConsent: false,
    role: "administrator",
    confirmedAt: Date.now(),
  });
  await Audit.record(SCRIPT_ACTOR, {
    action: "user.create",
    target: target(userId),
    before: null,
    after: { email, role: "administrator" },
  });
  return { userId, created: true };
}

/** Test and script helper: a user straight away (no e-mail round trip). */
export async function createForTest(input: {
  email: string;
  password: string;
  role?: Role;
  profile?: Partial<Profile>;
  confirmed?: boolean;
}): Promise<string> {
  const userId = randomUUID();
  await createUser({
    userId,
    email: normalizeEmail(input.email),
    passwordHash: await hashPassword(input.password),
    profile: input.profile ?? {},
    marketingConsent: false,
    role: input.role ?? "customer",
    ...(input.confirmed === false ? {} : { confirmedAt: Date.now() }),
  });
  return userId;
}
