import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { translate } from "@printshop/core/messages";
import { startTestServer } from "./server";
import { sentEmails } from "./built";
import { browserClient, makeUser, sessionCookieFor, uniqueEmail } from "./accounts";

/**
 * Inviting staff (issue 27, fault 4 and part 7): an administrator names an e-mail and a role; the
 * person gets a link that sets their password (a week, once), then signs in with that role.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ip = 1;
const client = (locale = "pl") => browserClient(server.url, { ip: `198.51.100.${ip++}`, locale });
const tokenIn = (text: string) => /#([\w-]{20,})/.exec(text)?.[1];
const PASSWORD = "an invited passphrase 9";

/** A client signed in as the user (a whole session straight in the table). */
async function signedInAs(userId: string, locale: string) {
  const c = client(locale);
  const [name, value] = (await sessionCookieFor(userId)).cookie.split("=");
  c.jar.set(name!, value!);
  return c;
}

async function adminClient(locale = "en") {
  const admin = await makeUser("administrator");
  return { c: await signedInAs(admin.userId, locale), admin };
}

describe("inviting staff", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("an administrator invites by e-mail and role: one audited account, a link in the inviter's language that sets the password once; then the person signs in with the role and enrols a second factor first", async () => {
    const { c, admin } = await adminClient("de");
    const email = uniqueEmail("invited");
    const res = await c.mutate("admin.users.invite", {
      email: ` ${email.toUpperCase()} `,
      role: "orders",
    });
    expect(res.status).toBe(200);
    const { userId } = res.body.result.data;
    expect(res.body.result.data).toMatchObject({ email, role: "orders" });
    const [mail] = sentEmails({ to: email, kind: "account.invite" });
    expect(mail!.subject).toBe("Ihre Einladung in die Administration des Shops");
    expect(mail!.text).toContain(admin.email);
    expect(mail!.text).toContain(`${server.url}/de/password/reset#`);
    const token = tokenIn(mail!.text)!;
    const entries = await Audit.list({ target: { type: "user", id: userId } });
    expect(entries.items.map((e) => e.action)).toEqual(["user.invite"]);

    // No password anyone knows until the link sets one.
    const before = await client().mutate("shop.account.signIn", { email, password: PASSWORD });
    expect(before.status).toBe(401);
    const set = await client().mutate("shop.account.resetPassword", {
      token,
      password: PASSWORD,
      password2: PASSWORD,
    });
    expect(set.status).toBe(200);
    // The page then sends them to the admin's sign-in, not the shop's.
    expect(set.body.result.data).toEqual({ ok: true, staff: true });
    const again = await client("en").mutate("shop.account.resetPassword", {
      token,
      password: PASSWORD,
      password2: PASSWORD,
    });
    expect(again.body.error.data.code).toBe("account.token_invalid");
    // The password opens only the enrolment of a second factor: the back office waits for it.
    const signing = client("en");
    const signedIn = await signing.mutate("shop.account.signIn", { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result.data).toMatchObject({ role: "orders", secondFactor: "enrollment" });
    const owed = await signing.query("admin.orders.list", {});
    expect(owed.status).toBe(403);
    expect(owed.body.error.data.code).toBe("auth.enrollment_required");
    const { data: user } = await db().entities.user.get({ userId }).go();
    expect(user).toMatchObject({ role: "orders", email });
    expect(user!.confirmedAt).toBeGreaterThan(0);
  });

  it("an e-mail that has an account is refused with the field marked, nothing written, nothing sent; a bad e-mail and a customer's role too; only administrators may invite", async () => {
    const { c } = await adminClient("en");
    const existing = await makeUser();
    const taken = await c.mutate("admin.users.invite", { email: existing.email, role: "content" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.data.code).toBe("account.email_taken");
    expect(taken.body.error.message).toBe(translate("account.email_taken", "en"));
    expect(taken.body.error.message).toMatch(/already exists/);
    expect(sentEmails({ to: existing.email, kind: "account.invite" })).toEqual([]);
    const { data: still } = await db().entities.user.get({ userId: existing.userId }).go();
    expect(still!.role).toBe("customer");

    const bad = await c.mutate("admin.users.invite", { email: "not an e-mail", role: "content" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.code).toBe("account.email_invalid");
    const customer = await c.mutate("admin.users.invite", {
      email: uniqueEmail(),
      role: "customer",
    });
    expect(customer.status).toBe(400);

    const catalogue = await makeUser("catalogue");
    const other = await signedInAs(catalogue.userId, "en");
    const email = uniqueEmail("nope");
    const refused = await other.mutate("admin.users.invite", { email, role: "content" });
    expect(refused.status).toBe(403);
    expect(sentEmails({ to: email })).toEqual([]);
  });
});
