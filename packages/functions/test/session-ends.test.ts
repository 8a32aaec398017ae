import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Session } from "@printshop/core";
import { startTestServer } from "./server";
import { browserClient, makeUser, sessionCookieFor } from "./accounts";

/**
 * Sessions with an end (issue 25): staff 12 hours from the sign-in and 2 hours idle, whatever
 * happens; the person's list of sessions (device, last seen) with revoke, and "sign out
 * everywhere", in the shop's account and the admin's profile. The clock is moved, not waited for.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;
const T0 = Date.UTC(2026, 10, 20, 8, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A browser holding a whole staff session made at the clock's time. */
async function staffBrowser(role: "administrator" | "catalogue" = "catalogue") {
  const user = await makeUser(role);
  const client = browserClient(server.url, { ip: freshIp(), locale: "en" });
  const { sessionId } = await sessionCookieFor(user.userId);
  client.jar.set(Session.SESSION_COOKIE, sessionId);
  return { user, client, sessionId };
}

describe("sessions with an end", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());
  afterEach(() => Session.useClock());

  it("a staff session used every 1 h 50 min still ends 12 hours after the sign-in: 12 h 1 min old, 401", async () => {
    Session.useClock(() => T0);
    const { client, sessionId } = await staffBrowser();
    for (let at = 110 * MINUTE; at < 12 * HOUR; at += 110 * MINUTE) {
      Session.useClock(() => T0 + at);
      expect((await client.query("admin.me")).status, `${at / MINUTE} min`).toBe(200);
    }
    Session.useClock(() => T0 + 11 * HOUR + 59 * MINUTE);
    expect((await client.query("admin.me")).status).toBe(200);
    Session.useClock(() => T0 + 12 * HOUR + MINUTE);
    const late = await client.query("admin.me");
    expect(late.status).toBe(401);
    expect(late.body.error.data.code).toBe("auth.required");
    expect(late.setCookies.find((c) => c.startsWith("session="))).toMatch(/Max-Age=0/i);
    expect(await Session.validate(sessionId)).toBeNull();
  });

  it("a staff session unused for 2 hours ends; a customer's does not", async () => {
    Session.useClock(() => T0);
    const staff = await staffBrowser();
    const customer = await makeUser();
    const shopper = browserClient(server.url, { ip: freshIp() });
    shopper.jar.set(Session.SESSION_COOKIE, (await sessionCookieFor(customer.userId)).sessionId);
    Session.useClock(() => T0 + HOUR);
    expect((await staff.client.query("admin.me")).status).toBe(200);
    Session.useClock(() => T0 + 3 * HOUR - MINUTE);
    expect((await staff.client.query("admin.me")).status).toBe(200);
    Session.useClock(() => T0 + 5 * HOUR);
    expect((await staff.client.query("admin.me")).status).toBe(401);
    expect((await shopper.query("shop.account.me")).body.result.data.email).toBe(customer.email);
  });

  it("the account lists its sessions with device and last seen, revokes one, and signs out everywhere", async () => {
    const user = await makeUser();
    const signIn = async (agent: string) => {
      const c = browserClient(server.url, { ip: freshIp() });
      await c.mutate(
        "shop.account.signIn",
        { email: user.email, password: user.password },
        { headers: { "user-agent": agent } },
      );
      return c;
    };
    const laptop = await signIn("Firefox on the laptop");
    const phone = await signIn("Safari on the phone");
    const tablet = await signIn("Chrome on the tablet");
    const listed = (await laptop.query("shop.account.sessions")).body.result.data as any[];
    expect(listed.map((s) => [s.device, s.current]).sort()).toEqual([
      ["Chrome on the tablet", false],
      ["Firefox on the laptop", true],
      ["Safari on the phone", false],
    ]);
    for (const s of listed) {
      expect(s.id).toMatch(/^[0-9a-f]{64}$/);
      expect(s.lastSeenAt).toBeGreaterThan(Date.now() - 5 * MINUTE);
      expect(s.address).toMatch(/^203\.0\.113\./);
    }
    const phoneRow = listed.find((s) => s.device === "Safari on the phone");
    expect((await laptop.mutate("shop.account.revokeSession", { id: phoneRow.id })).status).toBe(
      200,
    );
    expect((await phone.query("shop.account.me")).body.result.data).toBeNull();
    // Another person's session id is nobody's to revoke.
    const other = browserClient(server.url, { ip: freshIp() });
    const stranger = await makeUser();
    await other.mutate("shop.account.signIn", {
      email: stranger.email,
      password: stranger.password,
    });
    const foreign = await other.mutate("shop.account.revokeSession", {
      id: listed.find((s) => s.current).id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.data.code).toBe("session.not_found");
    // Everywhere but here, then everywhere.
    const kept = await laptop.mutate("shop.account.signOutEverywhere", { keepCurrent: true });
    expect(kept.body.result.data).toEqual({ endedSessions: 1 });
    expect((await tablet.query("shop.account.me")).body.result.data).toBeNull();
    expect((await laptop.query("shop.account.me")).body.result.data.email).toBe(user.email);
    const all = await laptop.mutate("shop.account.signOutEverywhere", { keepCurrent: false });
    expect(all.body.result.data).toEqual({ endedSessions: 1 });
    expect(all.setCookies.find((c) => c.startsWith("session="))).toMatch(/Max-Age=0/i);
    expect((await laptop.query("shop.account.me")).body.result.data).toBeNull();
  });

  it("the admin's profile lists the staff member's own sessions and signs out everywhere", async () => {
    const { user, client } = await staffBrowser("administrator");
    const elsewhere = browserClient(server.url, { ip: freshIp() });
    elsewhere.jar.set(Session.SESSION_COOKIE, (await sessionCookieFor(user.userId)).sessionId);
    const mine = (await client.query("admin.profile.sessions")).body.result.data as any[];
    expect(mine).toHaveLength(2);
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const ended = await client.mutate("admin.profile.signOutEverywhere", { keepCurrent: false });
    expect(ended.body.result.data).toEqual({ endedSessions: 2 });
    expect((await elsewhere.query("admin.me")).status).toBe(401);
    expect((await client.query("admin.me")).status).toBe(401);
  });
});
