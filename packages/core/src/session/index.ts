import { Lucia, TimeSpan, type Cookie } from "lucia";
import { db } from "../dynamo/db";
import type { Role } from "../entities/user";
import { dynamoAdapter, hashSessionId } from "./adapter";

/** 30 days; lucia renews a session (sliding) once less than half of that is left. */
export const SESSION_DAYS = 30;
export const SESSION_COOKIE = "session";

export const lucia = new Lucia(dynamoAdapter, {
  sessionExpiresIn: new TimeSpan(SESSION_DAYS, "d"),
  sessionCookie: { name: SESSION_COOKIE, expires: true, attributes: { sameSite: "lax", path: "/", secure: true } },
  getUserAttributes: (attributes) => ({ email: attributes.email, role: attributes.role }),
});

declare module "lucia" {
  interface Register {
    Lucia: typeof lucia;
    DatabaseUserAttributes: { email: string; role: Role };
  }
}

export interface Info {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
  /** True when the session was just created or extended: the cookie must be sent again. */
  fresh: boolean;
  expiresAt: Date;
}

const ID_PATTERN = /^[a-z0-9]{20,64}$/;

/** The session behind a cookie value, or null (unknown, expired, or its user is gone). */
export async function validate(sessionId: string | undefined | null): Promise<Info | null> {
  if (!sessionId || !ID_PATTERN.test(sessionId)) return null;
  const { session, user } = await lucia.validateSession(sessionId);
  if (!session || !user) return null;
  return { sessionId: session.id, userId: user.id, email: user.email, role: user.role, fresh: session.fresh, expiresAt: session.expiresAt };
}

/** A new session (new random id: never reuses one the browser had, so no fixation). */
export async function create(userId: string): Promise<{ sessionId: string; expiresAt: Date }> {
  const session = await lucia.createSession(userId, {});
  return { sessionId: session.id, expiresAt: session.expiresAt };
}

export const invalidate = (sessionId: string) => lucia.invalidateSession(sessionId);
export const invalidateAll = (userId: string) => lucia.invalidateUserSessions(userId);

/** Ends every session of the user except the one given (after a password change). */
export async function invalidateOthers(userId: string, keepSessionId: string): Promise<number> {
  const keep = hashSessionId(keepSessionId);
  const { data } = await db().entities.session.query.byUser({ userId }).go({ pages: "all" });
  const others = data.filter((s) => s.idHash !== keep);
  if (others.length) await db().entities.session.delete(others.map((s) => ({ idHash: s.idHash }))).go();
  return others.length;
}

/** The cookie carrying a session (HttpOnly, SameSite=Lax, Secure unless `secure: false` for localhost). */
export function cookie(sessionId: string, options: { secure: boolean }): Cookie {
  const c = lucia.createSessionCookie(sessionId);
  c.attributes.secure = options.secure;
  return c;
}

export function blankCookie(options: { secure: boolean }): Cookie {
  const c = lucia.createBlankSessionCookie();
  c.attributes.secure = options.secure;
  return c;
}
