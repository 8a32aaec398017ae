import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Account, Email, Session } from "@printshop/core";
import { useClock as useThrottleClock } from "@printshop/core/account/throttle";
import { startTestServer } from "./server";
import { browserClient, makeUser, uniqueEmail } from "./accounts";

/**
 * Password reset for everyone (issue 25 part 2): the same answer whatever the e-mail, a link in
 * the person's language that works once and for an hour, every session ended, no common
 * password, requests throttled per address and (silently) per account.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ipCounter = 1;
const freshIp = () => `192.0.2.${ipCounter++}`;
const client = (locale = "pl") => browserClient(server.url, { ip: freshIp(), locale });
const tokenIn = (text: string) => /#([\w-]{20,})/.exec(text)?.[1];
const NEW_PASSWORD = "a brand new passphrase 7";

async function resetLinkFor(email: string, locale = "en") {
  const res = await client(locale).mutate("shop.account.requestPasswordReset", { email });
  expect(res.status).toBe(200);
  const mail = Email.sent({ to: email, kind: "account.reset" }).at(-1)!;
  return { mail, token: tokenIn(mail.text)! };
}

describe("password reset", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    Session.useClock();
    useThrottleClock();
  });

  it("answers the same whether the e-mail has an account or not; only an account gets a link, in the caller's language", async () => {
    const user = await makeUser();
    const nobody = uniqueEmail("nobody");
    const a = await client("de").mutate("shop.account.requestPasswordReset", {
      email: user.email,
    });
    const b = await client("de").mutate("shop.account.requestPasswordReset", { email: nobody });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(a.body.result.data).toEqual({ status: "check_email" });
    expect(Email.sent({ to: nobody })).toEqual([]);
    const [mail] = Email.sent({ to: user.email, kind: "account.reset" });
    expect(mail!.subject).toBe("Neues Passwort festlegen");
    expect(mail!.text).toContain(`${server.url}/de/password/reset#`);
    expect(tokenIn(mail!.text)).toMatch(/^[\w-]{43}$/);
  });

  it("a link sets the password once: every old session answers 401, a second use is refused", async () => {
    const user = await makeUser();
    const signedIn = client();
    await signedIn.mutate("shop.account.signIn", { email: user.email, password: user.password });
    expect((await signedIn.query("shop.account.orders")).status).toBe(200);
    const { token } = await resetLinkFor(user.email);

    const used = await client().mutate("shop.account.resetPassword", {
      token,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(used.status).toBe(200);
    const old = await signedIn.query("shop.account.orders");
    expect(old.status).toBe(401);
    expect(old.body.error.data.code).toBe("auth.required");
    const again = await client("en").mutate("shop.account.resetPassword", {
      token,
      password: "yet another passphrase 8",
      password2: "yet another passphrase 8",
    });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("The link is invalid or has expired");
    const withOld = await client().mutate("shop.account.signIn", {
      email: user.email,
      password: user.password,
    });
    expect(withOld.status).toBe(401);
    const withNew = await client().mutate("shop.account.signIn", {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(withNew.status).toBe(200);
  });

  it("refuses a common password and a link older than an hour; a reset link ends when the password changes", async () => {
    const user = await makeUser();
    const { token } = await resetLinkFor(user.email);
    expect(await Account.isCommonPassword("Password1")).toBe(true);
    const common = await client("en").mutate("shop.account.resetPassword", {
      token,
      password: "qwertyuiop",
      password2: "qwertyuiop",
    });
    expect(common.status).toBe(400);
    expect(common.body.error.data.fields).toEqual([
      {
        field: "password",
        code: "account.password_common",
        message: "This password is too common. Please choose another one",
      },
    ]);
    // The refused attempt did not use the link up; an hour and a second later it is dead.
    Session.useClock(() => Date.now() + Account.RESET_TTL_SECONDS * 1000 + 1000);
    const late = await client().mutate("shop.account.resetPassword", {
      token,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(late.status).toBe(404);
    Session.useClock();
    // A password change (signed in) ends the person's outstanding links.
    const { token: second } = await resetLinkFor(user.email);
    const signedIn = client();
    await signedIn.mutate("shop.account.signIn", { email: user.email, password: user.password });
    await signedIn.mutate("shop.account.changePassword", {
      currentPassword: user.password,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    const after = await client().mutate("shop.account.resetPassword", {
      token: second,
      password: "yet another passphrase 8",
      password2: "yet another passphrase 8",
    });
    expect(after.status).toBe(404);
  });

  it("throttles requests: per account silently (no more e-mails, the same answer), per address with 429", async () => {
    // One throttle window for the whole test, wherever the hour turns.
    const at = Date.now();
    useThrottleClock(() => at);
    const user = await makeUser();
    const answers = [];
    for (let i = 0; i < Account.RESET_LIMIT.account.limit + 2; i++)
      answers.push(
        await client().mutate("shop.account.requestPasswordReset", { email: user.email }),
      );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(Email.sent({ to: user.email, kind: "account.reset" })).toHaveLength(
      Account.RESET_LIMIT.account.limit,
    );
    const one = client();
    const statuses = [];
    for (let i = 0; i <= Account.RESET_LIMIT.ip.limit; i++)
      statuses.push(
        (
          await one.mutate("shop.account.requestPasswordReset", {
            email: uniqueEmail(`spray${i}`),
          })
        ).status,
      );
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 200));
    expect(statuses.at(-1)).toBe(429);
  });
});
