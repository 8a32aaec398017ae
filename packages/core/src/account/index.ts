import { randomUUID } from "node:crypto";
import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { Role as RoleSchema, type Role } from "../permissions/index";
import { hashPassword, verifyPassword, withHashSlot } from "./password";
import { isEmail } from "./email";
import { checkRegistration, profileSchema, type Profile } from "./rules";
import { checkNewPassword } from "./new-password";
import { endResetLinks } from "./reset";
import { recordSecurityEvent } from "../security/index";
import * as Session from "../session/index";
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
export { signIn, signInSchema } from "./sign-in";
export {
  requestPasswordReset,
  resetPassword,
  endResetLinks,
  RESET_TTL_SECONDS,
  RESET_LIMIT,
  RESET_PATH,
} from "./reset";
export { isCommonPassword, checkNewPassword } from "./new-password";
export { siteLink, type LinkContext } from "../email/links";
export * as Permissions from "../permissions/index";

export const Info = z.object({
  userId: z.string(),
  email: z.string(),
  role: RoleSchema,
  profile: profileSchema,
  marketingConsent: z.boolean(),
});
export type Info = z.infer<typeof Info>;

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

/**
 * Changes the password after checking the current one, and ends the person's reset links; the
 * caller then ends every session (and opens a new one for the browser that asked).
 */
export const changePassword = fn(
  changePasswordSchema,
  async (parsed, userId: string, ctx: { ip: string } = { ip: "unknown" }): Promise<void> => {
    const fields = await checkNewPassword(parsed.password, parsed.password2);
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
    await endResetLinks(userId);
    await recordSecurityEvent({
      kind: "password.changed",
      address: ctx.ip,
      email: data.email,
      userId,
    });
  },
);

/** Who the audit log names for `pnpm admin:create`. */
export const SCRIPT_ACTOR = { userId: "script", email: "pnpm admin:create" } as const;

/**
 * `pnpm admin:create`: a new administrator, or an existing user promoted. For an existing one
 * this is the way back in: the password is set to the one given, the second factor removed
 * (the next sign-in enrols a new one) and every session ended.
 */
export async function createAdministrator(input: {
  email: string;
  password: string;
}): Promise<{ userId: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw new AppError("input", "account.email_invalid");
  const problem = (await checkNewPassword(input.password, undefined))[0];
  if (problem) throw new AppError("input", problem.code);
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
        before: { role: user?.role ?? null, secondFactorAt: user?.secondFactorAt ?? null },
        after: { role: "administrator", secondFactorAt: null, password: "set" },
      },
      ({ user: u, secondFactor }) => [
        u
          .patch({ userId: claim.userId })
          .set({ role: "administrator", passwordHash })
          .remove(["secondFactorAt"])
          .add({ version: 1 })
          .commit(),
        secondFactor.delete({ userId: claim.userId }).commit(),
      ],
    );
    await Session.invalidateAll(claim.userId);
    await endResetLinks(claim.userId);
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
