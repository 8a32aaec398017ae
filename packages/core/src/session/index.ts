import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { staffRoles, type Role } from "../permissions/index";
import { hashSessionId } from "./adapter";
import { now } from "./clock";
import {
  cookieNames,
  endOf,
  pendingOf,
  SESSION_POLICY,
  TOUCH_EVERY_MS,
  type Pending,
  type Stage,
} from "./policy";
import { RevokeInput, type SessionRow } from "./schema";

export { useClock } from "./clock";
export {
  cookieNames,
  SESSION_COOKIE,
  CART_COOKIE,
  SESSION_POLICY,
  stages,
  type Stage,
  type Pending,
} from "./policy";
export { SessionRow, RevokeInput, SignOutEverywhereInput } from "./schema";

/**
 * Sessions, as lucia v3's migration guide describes them (lucia itself is deprecated): a random
 * id in the cookie, its SHA-256 as the item's key (one item per session, TTL `expiresAt`, listed
 * per user on gsi2). Each ends for good at its absolute end (30 days for a customer, 12 hours for
 * staff) and, for staff, after 2 hours without a request (policy.ts); nothing extends it.
 */
export interface Info {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
  stage: Stage;
  /** What the session still owes before it may do what its role may (a staff member's second factor), or null. */
  pending: Pending | null;
  /** The absolute end (the cookie's expiry). */
  expiresAt: Date;
}

/** The cookie's attributes, in the shape the `cookie` package serialises. */
export interface Cookie {
  name: string;
  value: string;
  attributes: { httpOnly: true; secure: boolean; sameSite: "lax"; path: "/"; maxAge: number };
}

const ID_PATTERN = /^[a-z0-9]{20,64}$/;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
const toSeconds = (ms: number) => Math.floor(ms / 1000);
const isStaff = (role: string) => (staffRoles as readonly string[]).includes(role);
const isConditionFailure = (error: unknown) =>
  /conditional request failed|ConditionalCheckFailed/i.test(String((error as Error)?.message));

/** 25 random bytes (200 bits) in lower-case base32 without padding: 40 characters, as lucia made them. */
function newSessionId(): string {
  const bytes = randomBytes(25);
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

interface Stored {
  stage?: Stage | null;
  endsAt?: number | null;
  lastSeenAt?: number | null;
  createdAt?: number | null;
  expiresAt: number;
}
/**
 * A stored session's stage and ends. Sessions written before stages (lucia's, then ours) are
 * customers' sessions, ending 30 days after their creation or at their stored expiry if sooner.
 */
function timesOf(s: Stored) {
  const stage = s.stage ?? "customer";
  const createdAt = s.createdAt ?? 0;
  const endsAt = s.endsAt ?? createdAt + SESSION_POLICY[stage].absoluteMs;
  const lastSeenAt = s.lastSeenAt ?? createdAt;
  const end = Math.min(endOf({ stage, endsAt, lastSeenAt }), s.expiresAt * 1000);
  return { stage, endsAt, lastSeenAt, end };
}

/**
 * The session behind a cookie value, or null: unknown, past its absolute or idle end, its user
 * gone, or a stage its user's role does not fit (a customer's session of someone now staff, and
 * the reverse: role changes end sessions anyway, this holds for any left over).
 */
export async function validate(sessionId: string | undefined | null): Promise<Info | null> {
  if (!sessionId || !ID_PATTERN.test(sessionId)) return null;
  const idHash = hashSessionId(sessionId);
  const { data: session } = await db().entities.session.get({ idHash }).go();
  if (!session) return null;
  const { data: user } = await db().entities.user.get({ userId: session.userId }).go();
  const t = now();
  const { stage, endsAt, lastSeenAt, end } = timesOf(session);
  const fits = user && (isStaff(user.role) ? stage !== "customer" : stage === "customer");
  if (!user || !fits || end <= t) {
    await db().entities.session.delete({ idHash }).go();
    return null;
  }
  if (t - lastSeenAt >= TOUCH_EVERY_MS) {
    await db()
      .entities.session.patch({ idHash })
      .set({ lastSeenAt: t, expiresAt: toSeconds(endOf({ stage, endsAt, lastSeenAt: t })) })
      .go({ response: "none" })
      .catch((error: unknown) => {
        // The session was deleted meanwhile (signed out elsewhere): nothing to touch.
        if (!isConditionFailure(error)) throw error;
      });
  }
  return {
    sessionId,
    userId: user.userId,
    email: user.email,
    role: user.role,
    stage,
    pending: pendingOf(stage),
    expiresAt: new Date(endsAt),
  };
}

export interface CreateOptions {
  stage: Stage;
  /** The browser's User-Agent. */
  device?: string | null;
  address?: string | null;
}

/** A new session (new random id: never reuses one the browser had, so no fixation). */
export async function create(
  userId: string,
  options: CreateOptions,
): Promise<{ sessionId: string; expiresAt: Date; maxAgeSeconds: number }> {
  const sessionId = newSessionId();
  const t = now();
  const { absoluteMs } = SESSION_POLICY[options.stage];
  const endsAt = t + absoluteMs;
  await db()
    .entities.session.create({
      idHash: hashSessionId(sessionId),
      userId,
      stage: options.stage,
      createdAt: t,
      endsAt,
      lastSeenAt: t,
      expiresAt: toSeconds(endOf({ stage: options.stage, endsAt, lastSeenAt: t })),
      device: (options.device ?? "").slice(0, 200),
      address: (options.address ?? "").slice(0, 64),
    })
    .go();
  return { sessionId, expiresAt: new Date(endsAt), maxAgeSeconds: toSeconds(absoluteMs) };
}

export async function invalidate(sessionId: string): Promise<void> {
  await db()
    .entities.session.delete({ idHash: hashSessionId(sessionId) })
    .go();
}

/** Ends every session of the person (password reset or change, role change, second-factor reset, "sign out everywhere"); answers how many. */
export async function invalidateAll(
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  const keep = options.except ? hashSessionId(options.except) : null;
  const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: "all" });
  const ended = data.filter((s) => s.idHash !== keep);
  if (ended.length)
    await db()
      .entities.session.delete(ended.map((s) => ({ idHash: s.idHash })))
      .go();
  return ended.length;
}

/** The person's sessions still valid, the one last seen first. */
export async function list(userId: string, currentSessionId?: string): Promise<SessionRow[]> {
  const current = currentSessionId ? hashSessionId(currentSessionId) : null;
  const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: "all" });
  const t = now();
  return data
    .map((s) => ({ s, times: timesOf(s) }))
    .filter(({ times }) => times.end > t)
    .map(({ s, times }) => ({
      id: s.idHash,
      current: s.idHash === current,
      device: s.device ?? "",
      address: s.address ?? "",
      createdAt: s.createdAt ?? 0,
      lastSeenAt: times.lastSeenAt,
      expiresAt: times.end,
    }))
    .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
}

/** Ends one of the person's sessions by its listed id; someone else's or an unknown one is `session.not_found`. */
export const revoke = fn(RevokeInput, async ({ id }, userId: string): Promise<void> => {
  try {
    await db()
      .entities.session.delete({ idHash: id })
      .where((a, op) => op.eq(a.userId, userId))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new AppError("not_found", "session.not_found");
  }
});

/** Whether a listed id is the session of that cookie value. */
export const isSession = (id: string, sessionId: string) => hashSessionId(sessionId) === id;

/** The cookie carrying a session (HttpOnly, SameSite=Lax, until the session's absolute end; Secure and `__Host-` unless `secure: false` for localhost). */
export function cookie(
  sessionId: string,
  options: { secure: boolean; maxAgeSeconds: number },
): Cookie {
  return {
    name: cookieNames(options).session,
    value: sessionId,
    attributes: {
      httpOnly: true,
      secure: options.secure,
      sameSite: "lax",
      path: "/",
      maxAge: options.maxAgeSeconds,
    },
  };
}

export function blankCookie(options: { secure: boolean }): Cookie {
  return {
    name: cookieNames(options).session,
    value: "",
    attributes: { httpOnly: true, secure: options.secure, sameSite: "lax", path: "/", maxAge: 0 },
  };
}
