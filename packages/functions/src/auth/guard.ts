import { AppError } from "@printshop/core/error";
import type * as Session from "@printshop/core/session/index";
import { can, type Permission } from "@printshop/core/account/permissions";
import type { Context } from "../context";

/** A signed-in person, or `auth` (401): no cookie, an unknown or an expired session. */
export async function requireUser(ctx: Context): Promise<Session.Info> {
  const session = await ctx.auth();
  if (!session) throw new AppError("auth", "auth.required");
  return session;
}

/**
 * The one admin guard, for every `admin.*` procedure (`adminProcedure(permission)`) and every
 * `/admin/...` REST path (the route's `permission`): 401 without a (valid) session, 403 when
 * the person's role lacks the permission (core/account/permissions.ts). The role is read from
 * the user on every request, so a role change holds at once.
 */
export async function requirePermission(
  ctx: Context,
  permission: Permission,
): Promise<Session.Info> {
  const session = await requireUser(ctx);
  if (!can(session.role, permission)) throw new AppError("forbidden", "auth.forbidden");
  return session;
}

/** The audit log's actor of the signed-in person. */
export const actorOf = (session: Session.Info) => ({
  userId: session.userId,
  email: session.email,
});
