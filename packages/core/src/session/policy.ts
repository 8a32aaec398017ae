/**
 * How long a session lives, by what it is (pure: no storage). A customer's session ends 30 days
 * after the sign-in, whatever happens; a back-office session 12 hours after it, or after 2 hours
 * without a request, whichever comes first. A staff member whose password was right but whose
 * second factor is still to be given (or enrolled) holds a short session that can do only that.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What a session may do:
 * - `customer`: a customer's session (customers have no second factor);
 * - `second_factor`: a staff member past the password, asked for the code (`auth.second_factor_required`);
 * - `enrollment`: a staff member past the password without an enrolled factor: may only enrol
 *   (`auth.enrollment_required`);
 * - `staff`: a staff member past both factors.
 */
export const stages = ["customer", "second_factor", "enrollment", "staff"] as const;
export type Stage = (typeof stages)[number];
/** The stages that still owe something before the session may do what its role may. */
export type Pending = Extract<Stage, "second_factor" | "enrollment">;

export interface Lifetime {
  /** From the sign-in (or the step that made the session), whatever happens. */
  absoluteMs: number;
  /** Without a request for this long, the session ends; null: no idle limit. */
  idleMs: number | null;
}

export const SESSION_POLICY: Readonly<Record<Stage, Lifetime>> = {
  customer: { absoluteMs: 30 * DAY, idleMs: null },
  staff: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
  second_factor: { absoluteMs: 10 * MINUTE, idleMs: null },
  enrollment: { absoluteMs: 30 * MINUTE, idleMs: null },
};

/**
 * `lastSeenAt` is written at most this often: the idle limit is kept to the minute without a
 * write per request.
 */
export const TOUCH_EVERY_MS = MINUTE;

export const pendingOf = (stage: Stage): Pending | null =>
  stage === "second_factor" || stage === "enrollment" ? stage : null;

/**
 * When a session stops being valid: its absolute end, or its idle end when that comes first.
 * `lastSeenAt` is the last request the session served (its creation before any).
 */
export function endOf(
  session: { stage: Stage; endsAt: number; lastSeenAt: number },
  policy: Readonly<Record<Stage, Lifetime>> = SESSION_POLICY,
): number {
  const idle = policy[session.stage].idleMs;
  return idle === null ? session.endsAt : Math.min(session.endsAt, session.lastSeenAt + idle);
}

/** The plain names (localhost over http, where the `__Host-` prefix cannot be used). */
export const SESSION_COOKIE = "session";
export const CART_COOKIE = "cart";

/**
 * THE choice of cookie names: on a secure origin (https), `__Host-session` and `__Host-cart`, so a
 * browser accepts them only with Secure, Path=/ and no Domain (a sibling subdomain or a plain-http
 * page cannot plant or shadow them); else (localhost over http) `session` and `cart`.
 */
export function cookieNames(options: { secure: boolean }): { session: string; cart: string } {
  return options.secure
    ? { session: `__Host-${SESSION_COOKIE}`, cart: `__Host-${CART_COOKIE}` }
    : { session: SESSION_COOKIE, cart: CART_COOKIE };
}
