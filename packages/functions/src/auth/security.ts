import { recordSecurityEvent, type SecurityKind } from "@printshop/core/security/index";
import type { Context } from "../context";

/**
 * For the HTTP pipeline: records a refused request in the security log, once per refusal — a
 * 401 (`http.unauthorized`), a 403 (`http.forbidden`, including `auth.enrollment_required`) or
 * a refused Origin (`origin.refused`, with the Origin sent). The account is the session's when
 * the request had one (read through the request's context, already validated for the guard,
 * so it costs nothing more). Never throws; never records a cookie, a body or a query string.
 *
 * A flood of refusals from one address is kept to REFUSALS_PER_MINUTE events per address and
 * kind and minute in each process (a flood must not turn into as many writes); the first event
 * of the next minute says how many were left out (`suppressed`).
 */
export const REFUSALS_PER_MINUTE = 30;
const recent = new Map<string, { minute: number; count: number; suppressed: number }>();

function admit(key: string, minute: number): { ok: boolean; suppressed: number } {
  const entry = recent.get(key);
  if (!entry || entry.minute !== minute) {
    if (recent.size > 10_000) recent.clear();
    const suppressed = entry?.suppressed ?? 0;
    recent.set(key, { minute, count: 1, suppressed: 0 });
    return { ok: true, suppressed };
  }
  if (entry.count >= REFUSALS_PER_MINUTE) {
    entry.suppressed++;
    return { ok: false, suppressed: 0 };
  }
  entry.count++;
  return { ok: true, suppressed: 0 };
}

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
  const { ok, suppressed } = admit(
    `${refusal.kind}\u0000${refusal.address}`,
    Math.floor(Date.now() / 60_000),
  );
  if (!ok) return;
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
      suppressed: suppressed || undefined,
    },
  });
}
