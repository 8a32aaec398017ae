import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Session } from "@printshop/core";
import { FLOOD_PER_MINUTE } from "@printshop/core/security/index";
import { recordRefusal } from "../src/auth/security";
import { startTestServer } from "./server";
import { useSecuritySink, useSessionClock } from "./built";
import { browserClient, makeUser, sessionCookieFor } from "./accounts";

/**
 * The security log (issue 25 part 7): a structured stdout line and an Access log entry per
 * sign-in outcome, reset and refusal, with the address and the account, never a secret;
 * `admin.access.list` for administrators with filters account, address, kind, from, to.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ipCounter = 1;
const freshIp = () => `198.18.0.${ipCounter++}`;

async function adminClient(role: "administrator" | "catalogue" = "administrator") {
  const admin = await makeUser(role);
  const c = browserClient(server.url, { ip: freshIp(), locale: "en" });
  c.jar.set(Session.SESSION_COOKIE, (await sessionCookieFor(admin.userId)).sessionId);
  return c;
}

describe("the security log and the Access log", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    useSecuritySink();
    useSessionClock();
  });

  it("lists a failed sign-in with its address and account at once, and writes one JSON line without the password", async () => {
    const lines: string[] = [];
    useSecuritySink((l) => lines.push(l));
    const user = await makeUser();
    const ip = freshIp();
    const guess = "not-the-password-42";
    const failed = await browserClient(server.url, { ip }).mutate("shop.account.signIn", {
      email: user.email.toUpperCase(),
      password: guess,
    });
    expect(failed.status).toBe(401);
    const admin = await adminClient();
    const listed = await admin.query("admin.access.list", { filters: { address: ip } });
    expect(listed.status).toBe(200);
    expect(listed.body.result.data.items).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        kind: "sign_in.failure",
        email: user.email,
        userId: user.userId,
        address: ip,
        detail: { code: "account.sign_in_failed", known: true },
      },
    ]);
    expect(Date.now() - Date.parse(listed.body.result.data.items[0].at)).toBeLessThan(60_000);
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.address === ip);
    expect(line).toMatchObject({ log: "security", kind: "sign_in.failure", email: user.email });
    expect(lines.join("\n")).not.toContain(guess);
  });

  it("filters by account (e-mail or user id), kind and time; a success records its stage", async () => {
    const user = await makeUser("catalogue");
    const ip = freshIp();
    const c = browserClient(server.url, { ip });
    await c.mutate("shop.account.signIn", { email: user.email, password: "wrong one 1" });
    await c.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const admin = await adminClient();
    const list = async (filters: Record<string, string>) =>
      (await admin.query("admin.access.list", { filters })).body.result.data;
    const byEmail = await list({ account: user.email });
    expect(byEmail.items.map((e: any) => e.kind)).toEqual(["sign_in.success", "sign_in.failure"]);
    expect(byEmail.items[0].detail).toEqual({ stage: "enrollment" });
    expect((await list({ account: user.userId })).total).toBe(2);
    expect((await list({ account: user.email, kind: "sign_in.failure" })).total).toBe(1);
    expect((await list({ address: ip, kind: "sign_in.success" })).items[0].email).toBe(user.email);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await list({ account: user.email, to: past })).total).toBe(0);
    // The unfiltered log (the days of the range) has them too.
    const all = await admin.query("admin.access.list", { pageSize: 100 });
    expect(all.body.result.data.items.some((e: any) => e.address === ip)).toBe(true);
    const searched = await admin.query("admin.access.list", { search: user.email.split("@")[0] });
    expect(searched.body.result.data.items.map((e: any) => e.email)).toEqual([
      user.email,
      user.email,
    ]);
  });

  it("records the refusals the HTTP pipeline answers (401, 403, a foreign Origin), with the session's account and the path without its query", async () => {
    const user = await makeUser();
    const ip = freshIp();
    const customer = browserClient(server.url, { ip });
    customer.jar.set(Session.SESSION_COOKIE, (await sessionCookieFor(user.userId)).sessionId);
    expect((await customer.query("admin.users.list", {})).status).toBe(403);
    const anonymous = browserClient(server.url, { ip });
    expect((await anonymous.query("shop.account.orders")).status).toBe(401);
    const foreign = browserClient(server.url, { ip, origin: "https://evil.example" });
    foreign.jar.set(Session.SESSION_COOKIE, "whatever");
    expect((await foreign.mutate("shop.account.signOut")).status).toBe(403);

    const admin = await adminClient();
    const items = (await admin.query("admin.access.list", { filters: { address: ip } })).body.result
      .data.items;
    const byKind = [...items].sort((a: any, b: any) => b.kind.localeCompare(a.kind));
    expect(byKind.map((e: any) => [e.kind, e.email, e.detail])).toEqual([
      [
        "origin.refused",
        null,
        {
          method: "POST",
          path: "/trpc/shop.account.signOut",
          code: "auth.origin",
          origin: "https://evil.example",
        },
      ],
      [
        "http.unauthorized",
        null,
        { method: "GET", path: "/trpc/shop.account.orders", code: "auth.required" },
      ],
      [
        "http.forbidden",
        user.email,
        { method: "GET", path: "/trpc/admin.users.list", code: "auth.forbidden" },
      ],
    ]);
  });

  it("records a flood of refusals from one address at most FLOOD_PER_MINUTE times a minute", async () => {
    const ip = freshIp();
    // Two whole minutes ago (the list reads up to now).
    const minute = Math.floor(Date.now() / 60_000) * 60_000 - 120_000;
    useSessionClock(() => minute + 1000);
    const refuse = () =>
      recordRefusal({
        kind: "http.unauthorized",
        address: ip,
        method: "GET",
        path: "/trpc/admin.me",
        code: "auth.required",
      });
    for (let i = 0; i < FLOOD_PER_MINUTE + 5; i++) await refuse();
    useSessionClock(() => minute + 61_000);
    await refuse();
    useSessionClock();
    const admin = await adminClient();
    const listed = (
      await admin.query("admin.access.list", { filters: { address: ip }, pageSize: 100 })
    ).body.result.data;
    expect(listed.total).toBe(FLOOD_PER_MINUTE + 1);
    expect(listed.items[0].detail.suppressed).toBe(5);
  });

  it("is the administrator's only", async () => {
    const catalogue = await adminClient("catalogue");
    const refused = await catalogue.query("admin.access.list", {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.data.code).toBe("auth.forbidden");
  });
});
