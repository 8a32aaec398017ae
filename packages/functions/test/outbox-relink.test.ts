import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit, Email } from "@printshop/core";
import { database } from "@printshop/core/dynamo/db";
import { translate } from "@printshop/core/messages";
import { startTestServer } from "./server";
import { sentEmails } from "./built";
import {
  browserClient,
  companyRegistration,
  makeUser,
  sessionCookieFor,
  solvedCaptcha,
  uniqueEmail,
} from "./accounts";
import { businessCards, guest, visitor } from "./shop-client";

/**
 * The Outbox's "Resend with a new link" (admin.outbox.resendLink) through the built API: the
 * Outbox shows a message's link without its secret, and the administrator sends a NEW message
 * with a new one: a registration's confirmation, a password reset, a staff invitation, a guest's
 * order confirmation. The new link works, the old account links stop working, and what cannot be
 * renewed is refused with a translated message.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let ip = 1;
const client = (locale = "en") => browserClient(server.url, { ip: `203.0.113.${ip++}`, locale });
const tokenIn = (text: string) => /#([\w-]{20,})/.exec(text)?.[1];

async function admin(locale = "en") {
  const person = await makeUser("administrator");
  const c = client(locale);
  const [name, value] = (await sessionCookieFor(person.userId)).cookie.split("=");
  c.jar.set(name!, value!);
  return { c, person };
}

/** The one Outbox message of a kind to an address, as the Outbox shows it. */
async function shown(c: ReturnType<typeof client>, to: string, kind: string) {
  const list = await c.query("admin.outbox.list", { search: to, filters: { kind } });
  expect(list.body.result.data.total).toBe(1);
  const messageId = list.body.result.data.items[0].messageId as string;
  return (await c.query("admin.outbox.get", { messageId })).body.result.data;
}

/** The last e-mail of a kind to an address, as it went out (the built API's memory transport). */
const lastMail = (to: string, kind: string) => sentEmails({ to, kind }).at(-1)!;

describe("admin.outbox.resendLink", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("a registration's confirmation: the Outbox hides the token; a new link confirms, the old one no longer does; once confirmed, a translated refusal", async () => {
    const { c, person } = await admin("de");
    const email = uniqueEmail("relink");
    const shopper = client("en");
    const reg = await shopper.mutate(
      "shop.account.register",
      companyRegistration(email, await solvedCaptcha(shopper)),
    );
    expect(reg.status).toBe(200);
    const first = tokenIn(lastMail(email, "account.confirm").text)!;
    const message = await shown(c, email, "account.confirm");
    expect(message.text).toContain(`${server.url}/en/register/confirm#…`);
    expect(JSON.stringify(message)).not.toContain(first);
    expect(message.relink).toBe(true);

    const res = await c.mutate("admin.outbox.resendLink", { messageId: message.messageId });
    expect(res.status).toBe(200);
    const mail = lastMail(email, "account.confirm");
    expect(mail.subject).toBe("Confirm your registration"); // the shopper's language, not the admin's
    const second = tokenIn(mail.text)!;
    expect(second).not.toBe(first);
    expect((await client().mutate("shop.account.confirm", { token: first })).status).toBe(404);
    expect((await client().mutate("shop.account.confirm", { token: second })).status).toBe(200);

    const gone = await c.mutate("admin.outbox.resendLink", { messageId: message.messageId });
    expect(gone.status).toBe(404);
    expect(gone.body.error.data.code).toBe("account.registration_gone");
    expect(gone.body.error.message).toBe(translate("account.registration_gone", "de"));
    const entries = await Audit.list({ target: { type: "email", id: message.messageId } });
    expect(entries.items).toEqual([
      expect.objectContaining({
        action: "email.resendLink",
        actor: expect.objectContaining({ id: person.userId }),
        after: { kind: "account.confirm", resentAs: res.body.result.data.messageId },
      }),
    ]);
  });

  it("a password reset and a staff invitation: a new link that sets the password, the earlier link ended; a deleted account is refused", async () => {
    const { c, person } = await admin("pl");
    const customer = await makeUser();
    await client("de").mutate("shop.account.requestPasswordReset", { email: customer.email });
    const resetToken = tokenIn(lastMail(customer.email, "account.reset").text)!;
    const reset = await shown(c, customer.email, "account.reset");
    expect(reset.text).toContain(`${server.url}/de/password/reset#…`);
    expect((await c.mutate("admin.outbox.resendLink", { messageId: reset.messageId })).status).toBe(
      200,
    );
    const renewed = lastMail(customer.email, "account.reset");
    expect(renewed.subject).toBe("Neues Passwort festlegen");
    const password = { password: "another long passphrase", password2: "another long passphrase" };
    const old = await client().mutate("shop.account.resetPassword", {
      token: resetToken,
      ...password,
    });
    expect(old.body.error.data.code).toBe("account.token_invalid");
    const ok = await client().mutate("shop.account.resetPassword", {
      token: tokenIn(renewed.text),
      ...password,
    });
    expect(ok.status).toBe(200);

    const invitee = uniqueEmail("invitee");
    const invited = await c.mutate("admin.users.invite", { email: invitee, role: "content" });
    expect(invited.status).toBe(200);
    const invitation = await shown(c, invitee, "account.invite");
    expect(invitation.text).toContain(`${server.url}/password/reset#…`);
    const other = await admin("en");
    await other.c.mutate("admin.outbox.resendLink", { messageId: invitation.messageId });
    const again = lastMail(invitee, "account.invite");
    expect(again.text).toContain(other.person.email); // from the administrator who resent it
    expect(again.text).not.toContain(person.email);
    expect(tokenIn(again.text)).not.toBe(tokenIn(sentEmails({ to: invitee })[0]!.text));

    const removed = await c.mutate("admin.users.remove", {
      id: invited.body.result.data.userId,
      version: 1,
    });
    expect(removed.status).toBe(200);
    const gone = await c.mutate("admin.outbox.resendLink", { messageId: invitation.messageId });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(translate("account.account_gone", "pl"));
  });

  it("a guest's order confirmation: stored without its link, sent again with the signed link that opens the order", async () => {
    const { c } = await admin("en");
    const shopper = visitor(server.url, "de");
    const customer = { ...guest }; // `guest.email` is a new address at each read
    await shopper.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const placed = await shopper.mutate("shop.checkout.place", {
      idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer,
      termsAccepted: true,
      withdrawalWaiver: true,
      locale: "de",
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.result.data.orderId as string;
    const link = (await shopper.query("shop.checkout.order", { orderId })).body.result.data
      .uploadToken as string;
    expect(lastMail(customer.email, "order.confirm").text).toContain(`/de/order/files/${link}`);
    // The table holds the order's link nowhere in the outbox: the message is sent, its copy redacted.
    const raw = await database().client.call<{ Items: Record<string, { S?: string }>[] }>("Scan", {
      TableName: database().config.table,
    });
    const outbox = raw.Items.filter((item) => item.kind?.S === "order.confirm");
    expect(outbox.length).toBeGreaterThan(0);
    expect(JSON.stringify(outbox)).not.toContain(link);

    const message = await shown(c, orderId, "order.confirm");
    expect(message.text).toContain(`${server.url}/de/order/files/…`);
    const res = await c.mutate("admin.outbox.resendLink", { messageId: message.messageId });
    expect(res.status).toBe(200);
    const mail = lastMail(customer.email, "order.confirm");
    expect(mail.subject).toContain(placed.body.result.data.number);
    const signed = /\/order\/files\/([\w.-]+)/.exec(mail.text)![1]!;
    const opened = await visitor(server.url, "de").query("shop.orderFiles.list", { token: signed });
    expect(opened.body.result.data.orderId).toBe(orderId);
  });

  it("a message without a hidden link, or one still pending, is refused; only administrators may resend", async () => {
    const { c } = await admin("en");
    // Written by this test's own core (its memory transport, or none that works): same table.
    const plain = await Email.send({
      kind: "order.status",
      to: uniqueEmail("plain"),
      subject: "Shipped",
      text: `Your order is on its way.\n${server.url}/en/account`,
    });
    Email.useTransport({
      name: "ses",
      send: () => Promise.reject(new Error("Service unavailable")),
    });
    const pending = await Email.send({
      kind: "account.reset",
      to: uniqueEmail("pending"),
      subject: "Reset",
      text: `${server.url}/password/reset#${"x".repeat(43)}`,
    });
    Email.useTransport(undefined);
    for (const messageId of [plain.messageId, pending.messageId]) {
      const refused = await c.mutate("admin.outbox.resendLink", { messageId });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(translate("email.no_link_to_renew", "en"));
    }
    expect((await c.query("admin.outbox.get", pending)).body.result.data).toMatchObject({
      state: "pending",
      relink: false,
    });

    const staff = await makeUser("orders");
    const s = client("en");
    const [name, value] = (await sessionCookieFor(staff.userId)).cookie.split("=");
    s.jar.set(name!, value!);
    const forbidden = await s.mutate("admin.outbox.resendLink", pending);
    expect(forbidden.status).toBe(403);
  });
});
