import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solve } from "@printshop/core/account/captcha-solver";
import { Email } from "./built";
import { startTestServer } from "./server";
import { browserClient, companyRegistration, uniqueEmail } from "./accounts";

/**
 * Issue 28 fault 8: signing in before confirming the e-mail answered only "wrong e-mail or
 * password", with no way to a new link. Now, with the registration's password, a new confirmation
 * link goes out and replaces the old one; every failure answers the same sentence (which says a
 * new link was sent if the e-mail waits for its confirmation), so an unknown e-mail, a wrong
 * password and a waiting registration cannot be told apart; the links are throttled per e-mail.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ip = 40;
const client = (locale = "pl") => browserClient(server.url, { ip: `192.0.2.${ip++}`, locale });
const linkIn = (text: string) => /#([\w-]{20,})/.exec(text)?.[1];

async function registered(locale: string) {
  const email = uniqueEmail(`unconfirmed-${locale}`);
  const c = client(locale);
  const captcha = await solve((await c.get("/api/captcha/challenge")).body);
  const form = companyRegistration(email, captcha);
  const res = await c.mutate("shop.account.register", form);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, password: form.password as string };
}

describe("signing in before confirming the e-mail (issue 28 fault 8)", () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["pl", "en", "de"] as const)(
    "%s: the right password sends a new link that replaces the old; unknown e-mails and wrong passwords get the same answer and no e-mail",
    async (locale) => {
      const { email, password } = await registered(locale);
      const first = Email.sent({ to: email, kind: "account.confirm" });
      expect(first).toHaveLength(1);
      const oldToken = linkIn(first[0]!.text)!;

      const c = client(locale);
      const waiting = await c.mutate("shop.account.signIn", { email, password });
      const wrong = await c.mutate("shop.account.signIn", { email, password: "not the password" });
      const unknown = await c.mutate("shop.account.signIn", {
        email: uniqueEmail("nobody"),
        password,
      });
      for (const res of [waiting, wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body.error.data.code).toBe("account.sign_in_failed");
        expect(res.body.error.message).toBe(waiting.body.error.message);
      }
      expect(waiting.body.error.message).toMatch(
        { pl: /nowy link/, en: /new confirmation link/, de: /neuen Bestätigungslink/ }[locale],
      );

      // One new link, for the right password only; it replaces the old one.
      const sent = Email.sent({ to: email, kind: "account.confirm" });
      expect(sent).toHaveLength(2);
      const newToken = linkIn(sent[1]!.text)!;
      expect(newToken).not.toBe(oldToken);
      expect(
        (await client(locale).mutate("shop.account.confirm", { token: oldToken })).status,
      ).toBe(404);
      const confirmed = await client(locale).mutate("shop.account.confirm", { token: newToken });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.result.data.email).toBe(email);
    },
    60_000,
  );

  it("throttled per e-mail like the other e-mail-sending routes: past the limit, the same answer and no e-mail", async () => {
    const { email, password } = await registered("en");
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client("en").mutate("shop.account.signIn", { email, password });
      // The sign-in's own throttle may ask for a captcha on the fifth; the resend limit is the point.
      if (res.body.error.data.code === "account.sign_in_failed")
        answers.push(res.body.error.message);
    }
    expect(new Set(answers).size).toBe(1);
    // The registration's first link, then at most three new ones an hour.
    expect(Email.sent({ to: email, kind: "account.confirm" })).toHaveLength(4);
  }, 60_000);
});
