import { recordSecurityEvent, type SecurityKind } from "@printshop/core/security/index";
import type { Context } from "../context";

/**
 * For the HTTP pipeline: records a refused request in the security log, once per refusal — a
 * 401 (`http.unauthorized`), a 403 (`http.forbidden`, including `auth.enrollment_required`) or
 * a refused Origin (`origin.refused`, with the Origin sent). The account is the session's when
 * the request had one (read through the request's context, already validated for the guard,
 * so it costs nothing more). Never throws; never records a cookie, a body or a query string.
 * A flood of refusals from one address is recorded at most FLOOD_PER_MINUTE times a minute
 * per process (core/security).
 */
export async function recordRefusal(
  refusal: {
    kind: Extract<SecurityKind, "http.unauthorized" | "http.forbidden" | "origin.refused">;
    address: string;
    method: string;
    /** The path without its query string. */
    path: string;
    /** The error code answered (`auth.required`, `auth.forbidden`, `auth.origin`, ...). */
    code: string;
    /** The Origin header of a refused-origin request. */
    origin?: string | null;
  },
  ctx?: Pick<Context, "auth"> | null,
): Promise<void> {
  const session = ctx ? await ctx.auth().catch(() => null) : null;
  await recordSecurityEvent({
    kind: refusal.kind,
    address: refusal.address,
    email: session?.email ?? null,
    userId: session?.userId ?? null,
    detail: {
      method: refusal.method,
      path: refusal.path,
      code: refusal.code,
      origin: refusal.origin ?? undefined,
    },
  });
}
