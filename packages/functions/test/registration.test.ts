import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Account, Session } from "@printshop/core";
import { solve } from "@printshop/core/account/captcha-solver";
import { Email } from "./built";
import { startTestServer } from "./server";
import { browserClient, companyRegistration, makeUser, uniqueEmail } from "./accounts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let ip = 1;
const client = (locale = "pl") => browserClient(server.url, { ip: `192.0.2.${ip++}`, locale });

async function solvedCaptcha(c = client()): Promise<string> {
  const res = await c.get("/api/captcha/challenge");
  expect(res.status).toBe(200);
  return solve(res.body);
}

const company = companyRegistration;

const linkIn = (text: string) => /#([\w-]{20,})/.exec(text)?.[1];

describe("registration", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("answers the same for a new and a taken e-mail, and e-mails each owner what applies", async () => {
    const taken = await makeUser();
    const fresh = uniqueEmail("new");
    const a = await client().mutate("shop.account.register", company(fresh, await solvedCaptcha()));
    const b = await client().mutate(
      "shop.account.register",
      company(taken.email, await solvedCaptcha()),
    );
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(a.setCookies).toEqual([]);
    expect(b.setCookies).toEqual([]);
    expect(Email.sent({ to: fresh }).map((m) => m.kind)).toEqual(["account.confirm"]);
    expect(Email.sent({ to: taken.email }).map((m) => m.kind)).toEqual(["account.exists"]);
    expect(Email.sent({ to: taken.email })[0]!.text).toContain(`${server.url}/login`);
  });

  it("creates the account when the e-mailed link is opened, signs in, and refuses the link a second time", async () => {
    const email = uniqueEmail("confirm");
    const c = client("en");
    await c.mutate("shop.account.register", company(email, await solvedCaptcha()));
    const mail = Email.sent({ to: email, kind: "account.confirm" })[0]!;
    expect(mail.subject).toBe("Confirm your registration");
    expect(mail.text).toContain(`${server.url}/en/register/confirm#`);
    const token = linkIn(mail.text)!;
    const confirmed = await c.mutate("shop.account.confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.data).toMatchObject({
      email,
      role: "customer",
      profile: { billingCompany: "Etykieciarnia sp. z o.o.", billingCountry: "PL" },
    });
    expect(await Session.validate(c.jar.get("session"))).toMatchObject({ email });
    const again = await client("en").mutate("shop.account.confirm", { token });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("The link is invalid or has expired");
  });

  it("keeps one pending registration per e-mail: a newer one replaces the older, whose link then opens nothing", async () => {
    const email = uniqueEmail("twice");
    const c = client("en");
    await c.mutate("shop.account.register", {
      ...company(email, await solvedCaptcha()),
      password: "the attacker's password",
      password2: "the attacker's password",
    });
    await c.mutate("shop.account.register", company(email, await solvedCaptcha()));
    const [older, newer] = Email.sent({ to: email, kind: "account.confirm" }).map((m) =>
      linkIn(m.text)!,
    );
    expect(older).toBeTruthy();
    expect(newer).not.toBe(older);
    const refused = await client("en").mutate("shop.account.confirm", { token: older });
    expect(refused.status).toBe(404);
    expect(refused.body.error.data.code).toBe("account.token_invalid");
    const confirmed = await client("en").mutate("shop.account.confirm", { token: newer });
    expect(confirmed.status).toBe(200);
    // The account carries the newer registration's password, not the older one's.
    const signIn = (password: string) =>
      client().mutate("shop.account.signIn", { email, password });
    expect((await signIn("the attacker's password")).status).toBe(401);
    expect((await signIn("bardzo tajne hasło")).status).toBe(200);
  });

  it("refuses a missing, wrong, expired and replayed captcha", async () => {
    const email = uniqueEmail("captcha");
    const missing = await client("en").mutate("shop.account.register", company(email, ""));
    expect(missing.status).toBe(400);
    expect(missing.body.error.data.fields).toContainEqual({
      field: "captcha",
      code: "account.captcha_required",
      message: "Please confirm you are not a robot",
    });

    const good = await solvedCaptcha();
    const decoded = JSON.parse(Buffer.from(good, "base64").toString());
    decoded.solution.counter += 1;
    decoded.solution.derivedKey = "00".repeat(32);
    const wrong = await client("en").mutate(
      "shop.account.register",
      company(email, Buffer.from(JSON.stringify(decoded)).toString("base64")),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.data.code).toBe("account.captcha_invalid");
    const garbage = await client("en").mutate(
      "shop.account.register",
      company(email, "bm90IGEgcGF5bG9hZA=="),
    );
    expect(garbage.body.error.data.code).toBe("account.captcha_invalid");

    const expiredChallenge = await Account.Captcha.challenge({ expiresInSeconds: 1 });
    const expiredPayload = await solve(expiredChallenge);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await client("en").mutate(
      "shop.account.register",
      company(email, expiredPayload),
    );
    expect(expired.body.error.data.code).toBe("account.captcha_invalid");
    expect(await Account.Captcha.verify(expiredPayload)).toBe("expired");

    const first = await client("en").mutate("shop.account.register", company(email, good));
    expect(first.status).toBe(200);
    const replay = await client("en").mutate(
      "shop.account.register",
      company(uniqueEmail("replay"), good),
    );
    expect(replay.status).toBe(400);
    expect(replay.body.error.data.code).toBe("account.captcha_invalid");
    expect(await Account.Captcha.verify(good)).toBe("replayed");
  });

  it("runs the seed's checks on the server too, in the caller's language, before the captcha", async () => {
    const bad = {
      ...company(uniqueEmail("bad"), ""),
      billingTax: "1234563217",
      phone: "12 34",
      password2: "different",
    };
    const res = await client("de").mutate("shop.account.register", bad);
    expect(res.status).toBe(400);
    expect(res.body.error.data.fields).toEqual([
      {
        field: "phone",
        code: "account.phone_too_short",
        message: "Die Telefonnummer ist zu kurz (mind. 9 Ziffern)",
      },
      {
        field: "password2",
        code: "account.password_mismatch",
        message: "Die Passwörter stimmen nicht überein",
      },
      { field: "billingTax", code: "account.tax_invalid", message: "Ungültige Steuernummer (NIP)" },
      {
        field: "captcha",
        code: "account.captcha_required",
        message: "Bitte bestätigen Sie, dass Sie kein Roboter sind",
      },
    ]);
  });

  it("POST /api/register/check-email says whether an e-mail is taken, and is limited per IP", async () => {
    const taken = await makeUser();
    const c = client();
    expect((await c.post("/api/register/check-email", taken.email.toUpperCase())).body).toBe(true);
    expect(
      (await c.post("/api/register/check-email", { email: "free-one@example.com" })).body,
    ).toBe(false);
    expect(
      (await c.query("shop.account.checkEmail", { email: taken.email })).body.result.data,
    ).toEqual({ exists: true });
    let last = 0;
    for (let i = 0; i < Account.CHECK_EMAIL_LIMIT.limit; i++)
      last = (await c.post("/api/register/check-email", `x${i}@example.com`)).status;
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await client().post("/api/register/check-email", taken.email)).status).toBe(200);
  });
});
