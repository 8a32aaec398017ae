import { Account, Session } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { hashSessionId } from "@printshop/core/session/adapter";
import { createCaller } from "../src/root";
import { createContext } from "../src/context";

/** Test accounts hash with a small scrypt N (see core/account/password.ts); set before any hash. */
process.env.PRINTSHOP_TEST_SCRYPT_LOG_N ??= "12";

let n = 0;
export const uniqueEmail = (label = "user") => `${label}-${Date.now().toString(36)}-${n++}@example.com`;

export async function makeUser(role: "customer" | "administrator" = "customer", password = "correct horse 1") {
  const email = uniqueEmail(role);
  const userId = await Account.createForTest({ email, password, role });
  return { userId, email, password };
}

/** A session cookie header for the user (a session created straight in the table). */
export async function sessionCookieFor(userId: string): Promise<{ cookie: string; sessionId: string }> {
  const { sessionId } = await Session.create(userId);
  return { cookie: `${Session.SESSION_COOKIE}=${sessionId}`, sessionId };
}

/** Moves a session's expiry into the past (what an expired session looks like before TTL removes it). */
export async function expireSession(sessionId: string): Promise<void> {
  await db().entities.session.patch({ idHash: hashSessionId(sessionId) }).set({ expiresAt: Math.floor(Date.now() / 1000) - 60 }).go();
}

/** A tRPC caller whose request carries the given cookie header (and its response headers, to read Set-Cookie). */
export function callerWith(cookie?: string, options: { locale?: string; ip?: string } = {}) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  if (options.locale) headers.set("x-locale", options.locale);
  headers.set("origin", "http://localhost");
  const resHeaders = new Headers();
  const ctx = createContext({ req: new Request("http://localhost/trpc", { method: "POST", headers }), resHeaders, clientIp: options.ip ?? "203.0.113.7" });
  return { caller: createCaller(ctx), resHeaders, ctx };
}
