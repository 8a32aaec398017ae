import { AppError, type Session } from "@printshop/core";
import type { Context } from "../context";

/** A signed-in person, or `auth` (401): no cookie, an unknown or an expired session. */
export async function requireUser(ctx: Context): Promise<Session.Info> {
  const session = await ctx.auth();
  if (!session) throw new AppError("auth", "auth.required");
  return session;
}

/**
 * The one admin guard, for every `admin.*` procedure and every `/admin/...` REST path:
 * 401 without a (valid) session, 403 for anyone whose role is not administrator.
 */
export async function requireAdmin(ctx: Context): Promise<Session.Info> {
  const session = await requireUser(ctx);
  if (session.role !== "administrator") throw new AppError("forbidden", "auth.forbidden");
  return session;
}
