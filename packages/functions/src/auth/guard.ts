import { AppError } from "@printshop/core/error";
import type * as Session from "@printshop/core/session/index";
import { can, type Permission } from "@printshop/core/permissions";
import type { Context } from "../context";

/** What a session that still owes a step may call: the procedures of that step only. */
export interface GuardOptions {
  allow?: readonly Session.Pending[];
}

/**
 * What a staff session that still owes a step answers everywhere else: the code to give
 * (`auth.second_factor_required`, 401: not yet signed in) or the factor to enrol first
 * (`auth.enrollment_required`, 403: signed in, but only to enrol). The SPA sends them there.
 */
const owed = (pending: Session.Pending) =>
  pending === "second_factor"
    ? new AppError("auth", "auth.second_factor_required")
    : new AppError("forbidden", "auth.enrollment_required");

/** A signed-in person, or `auth` (401): no cookie, an unknown or an expired session; or the step the session still owes. */
export async function requireUser(ctx: Context, options: GuardOptions = {}): Promise<Session.Info> {
  const session = await ctx.auth();
  if (!session) throw new AppError("auth", "auth.required");
  if (session.pending && !options.allow?.includes(session.pending)) throw owed(session.pending);
  return session;
}

/** The signed-in person when the session owes nothing, else null (what public procedures that merely use an account read). */
export async function signedIn(ctx: Context): Promise<Session.Info | null> {
  const session = await ctx.auth();
  return session && !session.pending ? session : null;
}

/**
 * The one admin guard, for every `admin.*` procedure (`adminProcedure(permission)`) and every
 * `/admin/...` REST path (the route's `permission`): 401 without a (valid) session, 403 when
 * the person's role lacks the permission (core/permissions/index.ts), and for a staff session
 * that still owes its second factor or its enrolment, that step's code (except on the procedures
 * of that step, `options.allow`). The role is read from the user on every request, so a role
 * change holds at once (and ends the person's sessions).
 */
export async function requirePermission(
  ctx: Context,
  permission: Permission,
  options: GuardOptions = {},
): Promise<Session.Info> {
  const session = await requireUser(ctx, options);
  if (!can(session.role, permission)) throw new AppError("forbidden", "auth.forbidden");
  return session;
}

/** The audit log's actor of the signed-in person. */
export const actorOf = (session: Session.Info) => ({
  userId: session.userId,
  email: session.email,
});
