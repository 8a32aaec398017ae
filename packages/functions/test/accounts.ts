import { Account, Session } from "@printshop/core";
import { staffRoles, type Role } from "@printshop/core/permissions";
import type { Stage } from "@printshop/core/session/policy";
import { db } from "@printshop/core/dynamo/db";
import { hashSessionId } from "@printshop/core/session/adapter";
import { isLocale } from "@printshop/core/i18n/locale";
import { createCaller } from "../src/root";
import { createContext } from "../src/context";

let n = 0;
export const uniqueEmail = (label = "user") =>
  `${label}-${Date.now().toString(36)}-${n++}@example.com`;

export async function makeUser(
  role: Role = "customer",
  password = "correct horse 1",
  options: { confirmed?: boolean; profile?: Record<string, string> } = {},
) {
  const email = uniqueEmail(role);
  const userId = await Account.createForTest({ email, password, role, ...options });
  return { userId, email, password };
}

/**
 * A session cookie header for the user (a session created straight in the table). Staff get a
 * whole session, as if they had given their second factor (the tests of the second factor sign
 * in through it); `stage` asks for another.
 */
export async function sessionCookieFor(
  userId: string,
  options: { stage?: Stage } = {},
): Promise<{ cookie: string; sessionId: string }> {
  const { data } = await db().entities.user.get({ userId }).go();
  const staff = (staffRoles as readonly string[]).includes(data?.role ?? "customer");
  const stage = options.stage ?? (staff ? "staff" : "customer");
  const { sessionId } = await Session.create(userId, { stage });
  return { cookie: `${Session.SESSION_COOKIE}=${sessionId}`, sessionId };
}

/** Moves a session's expiry into the past (what an expired session looks like before TTL removes it). */
export async function expireSession(sessionId: string): Promise<void> {
  await db()
    .entities.session.patch({ idHash: hashSessionId(sessionId) })
    .set({ expiresAt: Math.floor(Date.now() / 1000) - 60 })
    .go();
}

/** A request's context as the API's preparation makes it (http/prepare.ts), for createCaller. */
export function contextFor(
  headers: Record<string, string> = {},
  options: { method?: string; ip?: string } = {},
) {
  const locale = headers["x-locale"];
  return createContext({
    method: options.method ?? "POST",
    url: new URL("http://localhost/trpc"),
    headers,
    locale: isLocale(locale) ? locale : "pl",
    clientIp: options.ip ?? "203.0.113.7",
    forwardedHost: null,
    cookies: [],
  });
}

/** A tRPC caller whose request carries the given cookie header. */
export function callerWith(cookie?: string, options: { locale?: string; ip?: string } = {}) {
  const ctx = contextFor(
    {
      ...(cookie ? { cookie } : {}),
      ...(options.locale ? { "x-locale": options.locale } : {}),
      origin: "http://localhost",
    },
    { ip: options.ip },
  );
  return { caller: createCaller(ctx), ctx };
}

/** A browser-like client over HTTP with a cookie jar (blank cookies delete), an IP (X-Forwarded-For, trusted from loopback) and its Origin. */
export function browserClient(
  baseUrl: string,
  options: { ip?: string; locale?: string; origin?: string | null } = {},
) {
  const jar = new Map<string, string>();
  let lastSetCookies: string[] = [];
  async function send(path: string, init: RequestInit & { noOrigin?: boolean } = {}) {
    const headers = new Headers(init.headers);
    if (options.locale) headers.set("x-locale", options.locale);
    const origin = options.origin === undefined ? baseUrl : options.origin;
    if (origin && !init.noOrigin) headers.set("origin", origin);
    if (options.ip) headers.set("x-forwarded-for", options.ip);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.method === "POST") headers.set("content-type", "application/json");
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
    lastSetCookies = res.headers.getSetCookie();
    for (const c of lastSetCookies) {
      const [pair] = c.split(";");
      const [k, ...v] = pair!.split("=");
      const value = v.join("=");
      if (value) jar.set(k!.trim(), value);
      else jar.delete(k!.trim());
    }
    const text = await res.text();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as any) : null,
      setCookies: lastSetCookies,
    };
  }
  return {
    jar,
    query: (proc: string, input?: unknown) =>
      send(
        `/trpc/${proc}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      ),
    /** As @trpc/client's httpBatchLink sends it (a batch of one), unwrapped. */
    mutate: async (
      proc: string,
      input?: unknown,
      init: { noOrigin?: boolean; headers?: Record<string, string> } = {},
    ) => {
      const res = await send(`/trpc/${proc}?batch=1`, {
        method: "POST",
        ...init,
        body: JSON.stringify({ 0: input }),
      });
      return { ...res, body: Array.isArray(res.body) ? res.body[0] : res.body };
    },
    post: (path: string, body?: unknown) =>
      send(path, { method: "POST", ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    get: (path: string) => send(path),
  };
}

/** A solved registration/sign-in captcha, as the ALTCHA widget would submit it (challenge fetched over the API). */
export async function solvedCaptcha(client: {
  get: (path: string) => Promise<{ status: number; body: any }>;
}): Promise<string> {
  const { solve } = await import("@printshop/core/account/captcha-solver");
  const res = await client.get("/api/captcha/challenge");
  if (res.status !== 200) throw new Error(`captcha challenge: ${res.status}`);
  return solve(res.body);
}

/** A company's registration form as the shop's page sends it (a Polish company with a NIP). */
export const companyRegistration = (email: string, captcha: string) => ({
  email,
  firstName: "Jan",
  lastName: "Kowalski",
  phone: "+48 600 700 800",
  type: 1,
  billingCompany: "Etykieciarnia sp. z o.o.",
  billingTax: "PL 123-456-32-18",
  billingAddress1: "ul. Polna 5",
  billingPostcode: "00-950",
  billingCity: "Warszawa",
  password: "bardzo tajne hasło",
  password2: "bardzo tajne hasło",
  termsAccepted: true,
  marketingAccepted: false,
  captcha,
});
