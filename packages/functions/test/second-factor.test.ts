import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Audit } from "@printshop/core";
import {
  CODE_LIMIT,
  codeAt,
  enrolForTest,
  ENROLLMENT_PATH,
} from "@printshop/core/second-factor/index";
import { startTestServer } from "./server";
import { useSessionClock } from "./built";
import { browserClient, makeUser, sessionCookieFor } from "./accounts";

/**
 * The second factor of every back-office role, over HTTP as the admin SPA calls it: enrolment
 * with a QR code, the sign-in's second step (a TOTP code once per time step, a recovery code
 * once), and an administrator's reset. The clock is fixed per test (useSessionClock), so time
 * steps are exact; codes are computed from the enrolled secret as an authenticator app does.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++}`;
const T0 = Date.UTC(2026, 10, 20, 9, 0, 0);
const STEP = 30_000;

async function signIn(user: { email: string; password: string }) {
  const client = browserClient(server.url, { ip: freshIp(), locale: "en" });
  const res = await client.mutate("shop.account.signIn", {
    email: user.email,
    password: user.password,
  });
  expect(res.status).toBe(200);
  const data = res.body.result.data;
  return { client, secondFactor: data.secondFactor as string | null, answer: data };
}
type Client = Awaited<ReturnType<typeof signIn>>["client"];

const codeOf = (res: { body: any }) => res.body.error?.data?.code as string | undefined;
/** A six-digit code that is none of the codes accepted around `at`. */
const wrongCodeFor = (secret: string, at: number) =>
  ["000000", "111111", "222222", "333333"].find(
    (c) => ![-1, 0, 1].some((d) => codeAt(secret, at + d * STEP) === c),
  )!;

/** Enrols the signed-in staff member at T0: answers the secret and the recovery codes. */
async function enrol(client: Client) {
  const started = await client.mutate("admin.secondFactor.enroll", {});
  expect(started.status).toBe(200);
  const { secret } = started.body.result.data;
  const confirmed = await client.mutate("admin.secondFactor.confirm", { code: codeAt(secret, T0) });
  expect(confirmed.status).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.body.result.data.recoveryCodes };
}

describe("the second factor for staff", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());
  afterEach(() => useSessionClock());

  it("a catalogue user without a second factor may only enrol: every other admin procedure answers auth.enrollment_required until then", async () => {
    useSessionClock(() => T0);
    const user = await makeUser("catalogue", undefined, { profile: { firstName: "Ewa" } });
    const { client, secondFactor, answer } = await signIn(user);
    expect(secondFactor).toBe("enrollment");
    // Nothing of the person but who signs in before the second step.
    expect(answer).toMatchObject({ email: user.email, role: "catalogue" });
    expect(answer.profile.firstName).toBe("");
    for (const path of ["admin.me", "admin.products.list", "admin.profile.sessions"]) {
      const refused = await client.query(path, path === "admin.products.list" ? {} : undefined);
      expect(refused.status, path).toBe(403);
      expect(codeOf(refused), path).toBe("auth.enrollment_required");
      expect(refused.body.error.message).toBe(
        "Set up your second sign-in factor (an authenticator app) first.",
      );
    }
    // Not signed in as far as the shop is concerned either.
    expect((await client.query("shop.account.me")).body.result.data).toBeNull();
    expect((await client.query("admin.secondFactor.status")).body.result.data).toEqual({
      enrolled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      pending: "enrollment",
    });

    const started = await client.mutate("admin.secondFactor.enroll", {});
    const { secret, uri, qrSvg } = started.body.result.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Printshop:${encodeURIComponent(user.email)}?issuer=Printshop&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);
    // A wrong code does not confirm; a code from the secret does, and answers ten recovery codes.
    const wrong = await client.mutate("admin.secondFactor.confirm", {
      code: wrongCodeFor(secret, T0),
    });
    expect(wrong.status).toBe(400);
    expect(codeOf(wrong)).toBe("second_factor.invalid");
    const confirmed = await client.mutate("admin.secondFactor.confirm", {
      code: codeAt(secret, T0),
    });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.result.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The session became whole (a new id): the back office opens.
    expect((await client.query("admin.me")).body.result.data).toMatchObject({
      email: user.email,
      role: "catalogue",
    });
    expect((await client.query("admin.products.list", {})).status).toBe(200);
    expect(ENROLLMENT_PATH).toBe("/admin/second-factor");
  });

  it("asks for the code after the password; a code is accepted once per time step, a recovery code once", async () => {
    useSessionClock(() => T0);
    const user = await makeUser("orders");
    const { secret, recoveryCodes } = await enrol((await signIn(user)).client);

    const first = await signIn(user);
    expect(first.secondFactor).toBe("second_factor");
    const owed = await first.client.query("admin.me");
    expect(owed.status).toBe(401);
    expect(codeOf(owed)).toBe("auth.second_factor_required");
    // The enrolment's code, in its own time step: a replay, refused.
    const replay = await first.client.mutate("admin.secondFactor.verify", {
      code: codeAt(secret, T0),
    });
    expect(replay.status).toBe(400);
    expect(codeOf(replay)).toBe("second_factor.invalid");
    expect(replay.body.error.data.fields).toEqual([
      {
        field: "code",
        code: "second_factor.invalid",
        message: "The code is wrong or has already been used",
      },
    ]);
    // The next step's code is accepted, once.
    useSessionClock(() => T0 + STEP);
    const ok = await first.client.mutate("admin.secondFactor.verify", {
      code: codeAt(secret, T0 + STEP),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data).toEqual({ via: "totp", recoveryCodesLeft: 10 });
    expect((await first.client.query("admin.me")).body.result.data.role).toBe("orders");
    const second = await signIn(user);
    const again = await second.client.mutate("admin.secondFactor.verify", {
      code: codeAt(secret, T0 + STEP),
    });
    expect(codeOf(again)).toBe("second_factor.invalid");

    // A recovery code (typed in capitals, without its dash) works once.
    const typed = recoveryCodes[0].replace("-", "").toUpperCase();
    const recovered = await second.client.mutate("admin.secondFactor.verify", { code: typed });
    expect(recovered.body.result.data).toEqual({ via: "recovery", recoveryCodesLeft: 9 });
    const third = await signIn(user);
    const reused = await third.client.mutate("admin.secondFactor.verify", {
      code: recoveryCodes[0],
    });
    expect(reused.status).toBe(400);
    expect(codeOf(reused)).toBe("second_factor.invalid");
  });

  it("code attempts have their own throttle: past the account's attempts in five minutes, 429", async () => {
    useSessionClock(() => T0);
    const user = await makeUser("content");
    // Enrolled straight in the table (the browser tests' helper): no confirmation attempt spent.
    const { secret } = await enrolForTest(user.userId);
    const { client, secondFactor } = await signIn(user);
    expect(secondFactor).toBe("second_factor");
    const wrong = wrongCodeFor(secret, T0);
    for (let i = 0; i < CODE_LIMIT.account.limit; i++)
      expect(
        codeOf(await client.mutate("admin.secondFactor.verify", { code: wrong })),
        `attempt ${i + 1}`,
      ).toBe("second_factor.invalid");
    const throttled = await client.mutate("admin.secondFactor.verify", {
      code: codeAt(secret, T0),
    });
    expect(throttled.status).toBe(429);
    expect(codeOf(throttled)).toBe("second_factor.throttled");
  });

  it("an administrator resets another's second factor: audited, their sessions end, the next sign-in enrols again", async () => {
    useSessionClock(() => T0);
    const admin = await makeUser("administrator");
    const adminCookie = (await sessionCookieFor(admin.userId)).cookie;
    const user = await makeUser("catalogue");
    const enrolled = await signIn(user);
    await enrol(enrolled.client);
    expect((await enrolled.client.query("admin.me")).status).toBe(200);

    const adminClient = browserClient(server.url, { ip: freshIp(), locale: "en" });
    adminClient.jar.set("session", adminCookie.split("=")[1]!);
    const row = (await adminClient.query("admin.users.get", { id: user.userId })).body.result.data;
    expect(row.secondFactorAt).toBe(T0);
    const reset = await adminClient.mutate("admin.users.resetSecondFactor", {
      id: user.userId,
      version: row.version,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.result.data.secondFactorAt).toBeNull();
    expect((await enrolled.client.query("admin.me")).status).toBe(401);
    expect((await signIn(user)).secondFactor).toBe("enrollment");
    const { items } = await Audit.list({ target: { type: "user", id: user.userId } });
    expect(items[0]).toMatchObject({
      action: "user.resetSecondFactor",
      actor: { id: admin.userId, email: admin.email },
      before: { secondFactorAt: T0 },
      after: { secondFactorAt: null },
    });
    // A stale version changes nothing.
    const stale = await adminClient.mutate("admin.users.resetSecondFactor", {
      id: user.userId,
      version: row.version,
    });
    expect(codeOf(stale)).toBe("conflict.stale");
  });
});
