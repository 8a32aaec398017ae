import { randomBytes } from "node:crypto";
import { db } from "../dynamo/db";
import type { Role } from "../entities/user";
import { hashSessionId } from "./adapter";

/**
 * Sessions, as lucia v3's migration guide describes them (lucia itself is deprecated): a random
 * id in the cookie, its SHA-256 as the item's key (one item per session, TTL `expiresAt`, listed
 * per user on gsi2), 30 days, renewed (sliding) once less than half is left. The items are the
 * ones lucia's adapter wrote, so sessions survive the switch.
 */
export const SESSION_DAYS = 30;
export const SESSION_COOKIE = "session";
const EXPIRES_IN_MS = SESSION_DAYS * 24 * 3600 * 1000;

export interface Info {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
  /** True when the session was just created or extended: the cookie must be sent again. */
  fresh: boolean;
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

/** The session behind a cookie value, or null (unknown, expired, or its user is gone). */
export async function validate(sessionId: string | undefined | null): Promise<Info | null> {
  if (!sessionId || !ID_PATTERN.test(sessionId)) return null;
  const idHash = hashSessionId(sessionId);
  const { data: session } = await db().entities.session.get({ idHash }).go();
  if (!session) return null;
  const { data: user } = await db().entities.user.get({ userId: session.userId }).go();
  if (!user || session.expiresAt * 1000 <= Date.now()) {
    await db().entities.session.delete({ idHash }).go();
    return null;
  }
  let expiresAt = session.expiresAt * 1000;
  let fresh = false;
  if (expiresAt - EXPIRES_IN_MS / 2 <= Date.now()) {
    expiresAt = Date.now() + EXPIRES_IN_MS;
    fresh = true;
    await db()
      .entities.session.patch({ idHash })
      .set({ expiresAt: toSeconds(expiresAt) })
      .go()
      .catch((error: unknown) => {
        // The session was deleted meanwhile (signed out elsewhere): nothing to extend.
        if (!String((error as Error)?.message).includes("conditional request failed")) throw error;
      });
  }
  return {
    sessionId,
    userId: user.userId,
    email: user.email,
    role: user.role,
    fresh,
    expiresAt: new Date(expiresAt),
  };
}

/** A new session (new random id: never reuses one the browser had, so no fixation). */
export async function create(userId: string): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = newSessionId();
  const expiresAt = Date.now() + EXPIRES_IN_MS;
  await db()
    .entities.session.create({
      idHash: hashSessionId(sessionId),
      userId,
      expiresAt: toSeconds(expiresAt),
    })
    .go();
  return { sessionId, expiresAt: new Date(expiresAt) };
}

export async function invalidate(sessionId: string): Promise<void> {
  await db()
    .entities.session.delete({ idHash: hashSessionId(sessionId) })
    .go();
}

export async function invalidateAll(userId: string): Promise<void> {
  const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: "all" });
  if (data.length)
    await db()
      .entities.session.delete(data.map((s) => ({ idHash: s.idHash })))
      .go();
}

/** Ends every session of the user except the one given (after a password change). */
export async function invalidateOthers(userId: string, keepSessionId: string): Promise<number> {
  const keep = hashSessionId(keepSessionId);
  const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: "all" });
  const others = data.filter((s) => s.idHash !== keep);
  if (others.length)
    await db()
      .entities.session.delete(others.map((s) => ({ idHash: s.idHash })))
      .go();
  return others.length;
}

/** The cookie carrying a session (HttpOnly, SameSite=Lax, 30 days, Secure unless `secure: false` for localhost). */
export function cookie(sessionId: string, options: { secure: boolean }): Cookie {
  return {
    name: SESSION_COOKIE,
    value: sessionId,
    attributes: {
      httpOnly: true,
      secure: options.secure,
      sameSite: "lax",
      path: "/",
      maxAge: EXPIRES_IN_MS / 1000,
    },
  };
}

export function blankCookie(options: { secure: boolean }): Cookie {
  return {
    name: SESSION_COOKIE,
    value: "",
    attributes: { httpOnly: true, secure: options.secure, sameSite: "lax", path: "/", maxAge: 0 },
  };
}
