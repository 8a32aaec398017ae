import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { Account, Session } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { hashSessionId } from "@printshop/core/session/adapter";
import { startTestServer } from "./server";
import { handleApi, useClock, useSessionClock } from "./built";
import { browserClient, makeUser, sessionCookieFor, solvedCaptcha } from "./accounts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++}`;

const sessionIdOf = (jar: Map<string, string>) => jar.get(Session.SESSION_COOKIE);

describe("sign-in, sessions and cookies over HTTP", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("signs in with a session cookie that is HttpOnly, SameSite=Lax, 30 days, without Secure on localhost", async () => {
    const user = await makeUser();
    const client = browserClient(server.url, { ip: freshIp() });
    const res = await client.mutate("shop.account.signIn", {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ email: user.email, role: "customer" });
    const cookie = res.setCookies.find((c) => c.startsWith(`${Session.SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 86400);
    expect(maxAge).toBeLessThanOrEqual(30 * 86400);
    expect((await client.query("shop.account.me")).body.result.data.email).toBe(user.email);
  });

  it("names the cookies __Host-session and __Host-cart, Secure, outside localhost", async () => {
    const user = await makeUser();
    const res = await handleApi(
      new Request("https://shop.example.com/trpc/shop.account.signIn", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://shop.example.com" },
        body: JSON.stringify({ email: user.email, password: user.password }),
      }),
      { clientIp: freshIp() },
    );
    expect(res!.status).toBe(200);
    const cookies = res!.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("__Host-session="))).toMatch(/; Secure/i);
    expect(cookies.find((c) => c.startsWith("__Host-cart="))).toMatch(/; Secure/i);
    for (const c of cookies) {
      expect(c).toMatch(/^__Host-/);
      expect(c).toMatch(/Path=\//);
      expect(c).not.toMatch(/Domain=/i);
    }
    expect(Session.cookieNames({ secure: true })).toEqual({
      session: "__Host-session",
      cart: "__Host-cart",
    });
    expect(Session.cookieNames({ secure: false })).toEqual({ session: "session", cart: "cart" });
  });

  it("gives a new session id at sign-in and ends the one the browser had (no fixation)", async () => {
    const user = await makeUser();
    const planted = await sessionCookieFor((await makeUser()).userId);
    const client = browserClient(server.url, { ip: freshIp() });
    client.jar.set(Session.SESSION_COOKIE, planted.sessionId);
    await client.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const after = sessionIdOf(client.jar);
    expect(after).toBeTruthy();
    expect(after).not.toBe(planted.sessionId);
    expect(await Session.validate(planted.sessionId)).toBeNull();
    expect((await Session.validate(after))?.userId).toBe(user.userId);
  });

  it("signs out: the session ends on the server and the cookie is cleared", async () => {
    const user = await makeUser();
    const client = browserClient(server.url, { ip: freshIp() });
    await client.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const id = sessionIdOf(client.jar)!;
    const res = await client.mutate("shop.account.signOut");
    expect(res.status).toBe(200);
    expect(res.setCookies.find((c) => c.startsWith("session="))).toMatch(/Max-Age=0/i);
    expect(await Session.validate(id)).toBeNull();
    expect((await client.query("shop.account.me")).body.result.data).toBeNull();
  });

  it("a customer's session ends 30 days after the sign-in however much it is used (no renewal)", async () => {
    const user = await makeUser();
    const start = Date.now();
    onTestFinished(() => useSessionClock());
    useSessionClock(() => start);
    const { sessionId, cookie } = await sessionCookieFor(user.userId);
    const me = () =>
      handleApi(new Request("http://localhost/trpc/shop.account.me", { headers: { cookie } }));
    // Used every 10 days: still valid at 29 days, no cookie sent again, gone at 30.
    for (const day of [10, 20, 29]) {
      useSessionClock(() => start + day * 86_400_000);
      const res = (await me())!;
      expect(((await res.json()) as any).result.data.email, `day ${day}`).toBe(user.email);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    useSessionClock(() => start + 30 * 86_400_000 + 1000);
    const after = (await me())!;
    expect(((await after.json()) as any).result.data).toBeNull();
    expect(after.headers.getSetCookie().find((c) => c.startsWith("session="))).toMatch(
      /Max-Age=0/i,
    );
    expect(await Session.validate(sessionId)).toBeNull();
  });

  it("answers the same generic message for a wrong password and an unknown e-mail", async () => {
    const user = await makeUser();
    const client = browserClient(server.url, { ip: freshIp(), locale: "en" });
    const wrong = await client.mutate("shop.account.signIn", {
      email: user.email,
      password: "not the password",
    });
    const unknown = await client.mutate("shop.account.signIn", {
      email: "nobody-here@example.com",
      password: "not the password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toMatch(/^Wrong e-mail or password\. /);
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
    expect(unknown.body.error.data.code).toBe(wrong.body.error.data.code);
  });

  it("after 3 failures on an account a sign-in asks for the captcha, not a wait: the right password with a solved captcha gets in, from any address", async () => {
    const user = await makeUser();
    const client = browserClient(server.url, { ip: freshIp(), locale: "en" });
    for (let i = 0; i < 3; i++)
      expect(
        (await client.mutate("shop.account.signIn", { email: user.email, password: "wrong" }))
          .status,
      ).toBe(401);
    const asked = await client.mutate("shop.account.signIn", {
      email: user.email,
      password: user.password,
    });
    expect(asked.status).toBe(400);
    expect(asked.body.error.data.code).toBe("account.captcha_required");
    expect(asked.body.error.data.fields).toEqual([
      {
        field: "captcha",
        code: "account.captcha_required",
        message: "Please confirm you are not a robot",
      },
    ]);
    // From another address too: the account asks, and a wrong captcha is refused as such.
    const elsewhere = browserClient(server.url, { ip: freshIp(), locale: "de" });
    expect(
      (
        await elsewhere.mutate("shop.account.signIn", {
          email: user.email,
          password: user.password,
        })
      ).body.error.data.code,
    ).toBe("account.captcha_required");
    const forged = await elsewhere.mutate("shop.account.signIn", {
      email: user.email,
      password: user.password,
      captcha: Buffer.from("{}").toString("base64"),
    });
    expect(forged.body.error.data.fields[0]).toMatchObject({
      field: "captcha",
      code: "account.captcha_invalid",
      message: "Die Überprüfung ist fehlgeschlagen. Bitte erneut versuchen",
    });
    // Ten more failures by someone else, each with a captcha, lock nobody out.
    const attacker = browserClient(server.url, { ip: freshIp() });
    for (let i = 0; i < 3; i++)
      expect(
        (
          await attacker.mutate("shop.account.signIn", {
            email: user.email,
            password: "wrong",
            captcha: await solvedCaptcha(attacker),
          })
        ).status,
      ).toBe(401);
    const owner = browserClient(server.url, { ip: freshIp() });
    const solved = await owner.mutate("shop.account.signIn", {
      email: user.email,
      password: user.password,
      captcha: await solvedCaptcha(owner),
    });
    expect(solved.status).toBe(200);
    // The success forgets the account's failures: the next sign-in needs no captcha.
    expect(
      (
        await browserClient(server.url, { ip: freshIp() }).mutate("shop.account.signIn", {
          email: user.email,
          password: user.password,
        })
      ).status,
    ).toBe(200);
    expect(Account.delayAfter(5, Account.SIGN_IN_POLICY.ip)).toBe(2);
    expect(Account.delayAfter(6, Account.SIGN_IN_POLICY.ip)).toBe(4);
    expect(Account.delayAfter(50, Account.SIGN_IN_POLICY.ip)).toBe(15 * 60);
  });

  it("throttles an IP that fails on many accounts", async () => {
    const ip = freshIp();
    const at = Date.now();
    useClock(() => at);
    onTestFinished(() => useClock());
    const client = browserClient(server.url, { ip });
    for (let i = 0; i < Account.SIGN_IN_POLICY.ip.free; i++)
      await client.mutate("shop.account.signIn", {
        email: `guess-${i}@example.com`,
        password: "wrong",
      });
    const victim = await makeUser();
    expect(
      (
        await client.mutate("shop.account.signIn", {
          email: victim.email,
          password: victim.password,
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await browserClient(server.url, { ip: freshIp() }).mutate("shop.account.signIn", {
          email: victim.email,
          password: victim.password,
        })
      ).status,
    ).toBe(200);
  });

  it("refuses a cookie-carrying write without a matching Origin (403), allows it with one", async () => {
    const user = await makeUser();
    const client = browserClient(server.url, { ip: freshIp() });
    await client.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const none = await client.mutate("shop.account.signOut", undefined, { noOrigin: true });
    expect(none.status).toBe(403);
    const foreign = await browserClient(server.url, { origin: "https://evil.example" });
    foreign.jar.set("session", sessionIdOf(client.jar)!);
    const bad = await foreign.mutate("shop.account.signOut");
    expect(bad.status).toBe(403);
    expect(bad.body.error.code).toBe("auth.origin");
    // REST writes too.
    const rest = await foreign.post("/api/register/check-email", "a@example.com");
    expect(rest.status).toBe(403);
    // Reads and cookie-less writes are not affected.
    expect((await client.query("shop.account.me")).status).toBe(200);
    expect(
      (
        await browserClient(server.url, { origin: null, ip: freshIp() }).mutate(
          "shop.account.signOut",
        )
      ).status,
    ).toBe(200);
    expect(await Session.validate(sessionIdOf(client.jar)!)).not.toBeNull();
    expect((await client.mutate("shop.account.signOut")).status).toBe(200);
  });

  it("changing the password ends every session of the person; this browser goes on with a new one", async () => {
    const user = await makeUser();
    const here = browserClient(server.url, { ip: freshIp() });
    const there = browserClient(server.url, { ip: freshIp() });
    await here.mutate("shop.account.signIn", { email: user.email, password: user.password });
    await there.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const before = sessionIdOf(here.jar)!;
    const wrongCurrent = await here.mutate("shop.account.changePassword", {
      currentPassword: "nope",
      password: "new password 2",
      password2: "new password 2",
    });
    expect(wrongCurrent.status).toBe(400);
    const res = await here.mutate("shop.account.changePassword", {
      currentPassword: user.password,
      password: "new password 2",
      password2: "new password 2",
    });
    expect(res.body.result.data.endedSessions).toBe(2);
    expect((await there.query("shop.account.me")).body.result.data).toBeNull();
    expect(await Session.validate(before)).toBeNull();
    expect(sessionIdOf(here.jar)).not.toBe(before);
    expect((await here.query("shop.account.me")).body.result.data.email).toBe(user.email);
    const again = browserClient(server.url, { ip: freshIp() });
    expect(
      (await again.mutate("shop.account.signIn", { email: user.email, password: "new password 2" }))
        .status,
    ).toBe(200);
  });

  it("my data: edits with the registration's rules, refuses what they refuse", async () => {
    const user = await makeUser();
    const client = browserClient(server.url, { ip: freshIp(), locale: "de" });
    await client.mutate("shop.account.signIn", { email: user.email, password: user.password });
    const profile = {
      firstName: "Anna",
      lastName: "Nowak",
      phone: "600700800",
      type: 1,
      billingCompany: "Etykiety sp. z o.o.",
      billingTax: "PL1234563218",
      billingAddress1: "ul. Długa 1",
      billingPostcode: "00-001",
      billingCity: "Warszawa",
    };
    const ok = await client.mutate("shop.account.update", { profile });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data.profile).toMatchObject({
      firstName: "Anna",
      billingTax: "PL1234563218",
      billingCountry: "PL",
    });
    const bad = await client.mutate("shop.account.update", {
      profile: { ...profile, billingTax: "1234563217" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.fields).toEqual([
      { field: "billingTax", code: "account.tax_invalid", message: "Ungültige Steuernummer (NIP)" },
    ]);
    expect(
      (await browserClient(server.url).mutate("shop.account.update", { profile })).status,
    ).toBe(401);
  });

  it("sessions without lucia: the same items (hash of a 40-character base32 id, user, expiry) and a session item lucia wrote still signs in", async () => {
    const user = await makeUser();
    const { sessionId } = await Session.create(user.userId, { stage: "customer" });
    expect(sessionId).toMatch(/^[a-z2-7]{40}$/);
    const { data: item } = await db()
      .entities.session.get({ idHash: hashSessionId(sessionId) })
      .go();
    expect(item).toMatchObject({ idHash: hashSessionId(sessionId), userId: user.userId });
    expect(item!.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 29 * 86400);
    // An item as lucia's adapter wrote it: a 40-character id of lucia's alphabet, 20 days left.
    const luciaId = "abcdefghijklmnopqrstuvwxyz23456723456723";
    await db()
      .entities.session.create({
        idHash: hashSessionId(luciaId),
        userId: user.userId,
        expiresAt: Math.floor(Date.now() / 1000) + 20 * 86400,
      })
      .go();
    const info = await Session.validate(luciaId);
    expect(info).toMatchObject({
      sessionId: luciaId,
      userId: user.userId,
      email: user.email,
      role: "customer",
      stage: "customer",
      pending: null,
    });
    const me = await handleApi(
      new Request("http://localhost/trpc/shop.account.me", {
        headers: { cookie: `session=${luciaId}` },
      }),
    );
    expect(((await me!.json()) as any).result.data.email).toBe(user.email);
    // An expired one is deleted and refused, as lucia did.
    await db()
      .entities.session.patch({ idHash: hashSessionId(luciaId) })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect(await Session.validate(luciaId)).toBeNull();
    expect(
      (
        await db()
          .entities.session.get({ idHash: hashSessionId(luciaId) })
          .go()
      ).data,
    ).toBeNull();
  });
});
