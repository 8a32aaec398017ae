import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { Account } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { issueForOrder, ofOrder } from "@printshop/core/invoice/issue";
import { startServerWithDiskStore } from "./server";
import { businessCards, guest, visitor, type Visitor } from "./shop-client";
import { makeUser, sessionCookieFor } from "./accounts";
import { sentEmails, useSessionClock } from "./built";

/**
 * Issue 31 item 6 through the built API on DynamoDB Local: "download my data" and "delete my
 * account", each asked for signed in and confirmed by a single-use, expiring link from the
 * e-mail that opens only in the same person's session.
 */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
const key = () => `k${crypto.randomUUID().replace(/-/g, "")}`;

beforeAll(async () => {
  server = await startServerWithDiskStore("owndata-");
});
afterAll(async () => {
  useSessionClock();
  await server?.close();
});

/** A customer signed in in their own visitor, with `orders` placed orders (completed and paid). */
async function customer(orders: number, locale = "pl") {
  const u = await makeUser("customer", "correct horse 1", {
    profile: { firstName: "Ewa", lastName: "Zielińska", phone: "600111222" },
  });
  const { cookie } = await sessionCookieFor(u.userId);
  const v = visitor(server.url, locale);
  const [name, value] = cookie.split("=");
  v.jar.set(name!, value!);
  const placed: { orderId: string; number: string }[] = [];
  for (let i = 0; i < orders; i++) {
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const res = await v.mutate("shop.checkout.place", {
      idempotencyKey: key(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: { ...guest, email: u.email, firstName: "Ewa", lastName: "Zielińska" },
      termsAccepted: true,
      withdrawalWaiver: true,
      invoiceRequested: true,
    });
    expect(res.status).toBe(200);
    placed.push(res.body.result.data);
  }
  return { ...u, v, placed };
}

const finish = (orderId: string) =>
  db().entities.order.patch({ orderId }).set({ status: "completed", paymentStatus: "paid" }).go();

/** The link's token from the last e-mail of a kind to the address. */
function tokenFrom(to: string, kind: string, path: string): string {
  const mail = sentEmails({ to, kind }).at(-1);
  expect(mail, `${kind} to ${to}`).toBeTruthy();
  const m = new RegExp(`${path}#([\\w-]+)`).exec(mail!.text);
  expect(m).toBeTruthy();
  return m![1]!;
}

async function download(v: Visitor, token: string) {
  const res = await v.mutate("shop.ownData.downloadExport", { token });
  if (res.status !== 200) return { status: res.status, body: res.body, files: null };
  const { url } = res.body.result.data as { url: string };
  const zip = await fetch(url.startsWith("http") ? url : `${server.url}${url}`);
  expect(zip.status).toBe(200);
  const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
  return { status: 200, body: res.body, files };
}

describe("download my data", () => {
  it("the e-mailed link gives a ZIP of the person's own data and PDFs, and no one else's", async () => {
    const other = await customer(1);
    const me = await customer(2);
    await issueForOrder(me.placed[0]!.orderId);
    const asked = await me.v.mutate("shop.ownData.requestExport");
    expect(asked.status).toBe(200);
    const token = tokenFrom(me.email, "account.data_export", "/account/data/export");
    const { files } = await download(me.v, token);
    const json = (name: string) => JSON.parse(strFromU8(files![name]!));
    expect(json("account.json")).toMatchObject({ email: me.email, userId: me.userId });
    expect(json("account.json").passwordHash).toBeUndefined();
    const orders = json("orders.json") as { number: string; file: string }[];
    expect(orders.map((o) => o.number).sort()).toEqual(me.placed.map((p) => p.number).sort());
    const first = json(orders.find((o) => o.number === me.placed[0]!.number)!.file);
    expect(first.lines[0].title.pl).toBeTruthy();
    expect(first.customer.lastName).toBe("Zielińska");
    expect(first.timeline).toBeInstanceOf(Array);
    expect(json("consents.json").orders[0].withdrawalWaiver.version).toBe("2026-11-27");
    const pdfs = Object.keys(files!).filter((n) => n.startsWith("invoices/"));
    expect(pdfs).toHaveLength(1);
    expect(strFromU8(files![pdfs[0]!]!.slice(0, 5))).toBe("%PDF-");
    // Nothing of the other customer: not their order number, not their e-mail.
    const everything = Object.values(files!)
      .map((b) => strFromU8(b, true))
      .join("\n");
    expect(everything).not.toContain(other.placed[0]!.number);
    expect(everything).not.toContain(other.email);
  });

  it("the link is single-use, refused in another person's session, and expires after 24 hours", async () => {
    const me = await customer(0);
    const other = await customer(0);
    await me.v.mutate("shop.ownData.requestExport");
    const token = tokenFrom(me.email, "account.data_export", "/account/data/export");
    const foreign = await download(other.v, token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toContain("link");
    // Still the owner's after someone else tried it; then used up.
    expect((await download(me.v, token)).status).toBe(200);
    expect((await download(me.v, token)).status).toBe(403);

    const later = await customer(0, "de");
    await later.v.mutate("shop.ownData.requestExport");
    const old = tokenFrom(later.email, "account.data_export", "/account/data/export");
    useSessionClock(() => Date.now() + 24 * 3600 * 1000 + 60_000);
    try {
      const expired = await download(later.v, old);
      expect(expired.status).toBe(403);
      expect(expired.body.error.message).toContain("abgelaufen");
    } finally {
      useSessionClock();
    }
  });

  it("one export request an hour: a second is refused with the wait, translated", async () => {
    const me = await customer(0, "en");
    expect((await me.v.mutate("shop.ownData.requestExport")).status).toBe(200);
    const again = await me.v.mutate("shop.ownData.requestExport");
    expect(again.status).toBe(429);
    expect(again.body.error.message).toContain("once an hour");
    expect(again.body.error.message).toMatch(/in \d+ min/);
    expect(sentEmails({ to: me.email, kind: "account.data_export" })).toHaveLength(1);
  });

  it("needs a signed-in session", async () => {
    const res = await visitor(server.url).mutate("shop.ownData.requestExport");
    expect(res.status).toBe(401);
  });
});

describe("delete my account", () => {
  it("is refused while an order is open, naming it; nothing is sent", async () => {
    const me = await customer(1, "en");
    const res = await me.v.mutate("shop.ownData.requestDeletion");
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain(me.placed[0]!.number);
    expect(sentEmails({ to: me.email, kind: "account.delete" })).toHaveLength(0);
  });

  it("erases the person, keeps the orders anonymised and the invoices as issued; sign-in then fails like a wrong password", async () => {
    const me = await customer(2);
    for (const p of me.placed) await finish(p.orderId);
    const invoice = await issueForOrder(me.placed[0]!.orderId);
    await me.v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    expect((await me.v.mutate("shop.ownData.requestDeletion")).status).toBe(200);
    const token = tokenFrom(me.email, "account.delete", "/account/data/delete");
    // Another person's session cannot use it.
    const other = await customer(0);
    expect((await other.v.mutate("shop.ownData.confirmDeletion", { token })).status).toBe(403);
    const done = await me.v.mutate("shop.ownData.confirmDeletion", { token });
    expect(done.status).toBe(200);
    expect(done.body.result.data).toMatchObject({ deleted: true, orders: 2 });

    // The account, its e-mail's claim and sessions are gone.
    expect((await db().entities.user.get({ userId: me.userId }).go()).data).toBeNull();
    expect((await db().entities.emailClaim.get({ email: me.email }).go()).data).toBeNull();
    const sessions = await db().entities.session.query.byUser({ userId: me.userId }).go();
    expect(sessions.data).toHaveLength(0);
    expect((await me.v.query("shop.account.me")).body.result.data).toBeNull();

    // Orders stay, with a stable pseudonym instead of the person.
    const pseudonyms = new Set<string>();
    for (const p of me.placed) {
      const { data: order } = await db().entities.order.get({ orderId: p.orderId }).go();
      expect(order).toBeTruthy();
      expect(order!.anonymisedAt).toBeGreaterThan(0);
      expect(order!.customer.email).toBe("");
      expect(order!.customer.phone).toBe("");
      expect(order!.customer.lastName).toBe("");
      expect(order!.customer.billingAddress1).toBe("");
      expect(order!.customer.firstName).toMatch(/^Deleted customer #[0-9a-f]{6}$/);
      pseudonyms.add(order!.customer.firstName!);
      const row = (
        await db()
          .entities.orderRow.get({
            list: "orders",
            createdAt: order!.createdAt,
            orderId: p.orderId,
          })
          .go()
      ).data!;
      expect(row.name).toBe(order!.customer.firstName);
      expect(row.email).toBe("");
      expect(row.search).not.toContain(me.email);
    }
    expect(pseudonyms.size).toBe(1);
    // The invoice is exactly as issued (its buyer still named: a legal document).
    const [kept] = await ofOrder(me.placed[0]!.orderId);
    expect(kept).toMatchObject(invoice);
    expect(JSON.parse(kept!.snapshot).buyer.name).toBe("Anna Nowak");

    // Signing in says exactly what a wrong password says.
    const signIn = (email: string, password: string) =>
      visitor(server.url).mutate("shop.account.signIn", { email, password });
    const gone = await signIn(me.email, me.password);
    const known = await makeUser();
    const wrong = await signIn(known.email, "not the password 1");
    expect(gone.status).toBe(wrong.status);
    expect(gone.body.error.message).toBe(wrong.body.error.message);
    expect(gone.body.error.data.code).toBe(wrong.body.error.data.code);

    // The audit log records it without personal data.
    const { data: audit } = await db().entities.auditEntry.scan.go({ pages: "all" });
    const entry = audit.find((a) => a.action === "account.delete" && a.targetId === me.userId);
    expect(entry).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(me.email);
    expect(JSON.stringify(entry)).not.toContain("Zielińska");

    // The link is used up.
    expect((await me.v.mutate("shop.ownData.confirmDeletion", { token })).status).toBe(401);
  });

  it("erasing keeps another account untouched", async () => {
    const keep = await customer(1);
    await finish(keep.placed[0]!.orderId);
    const me = await customer(0);
    await me.v.mutate("shop.ownData.requestDeletion");
    const token = tokenFrom(me.email, "account.delete", "/account/data/delete");
    expect((await me.v.mutate("shop.ownData.confirmDeletion", { token })).status).toBe(200);
    expect(await Account.get(keep.userId)).toMatchObject({ email: keep.email });
    const { data: order } = await db()
      .entities.order.get({ orderId: keep.placed[0]!.orderId })
      .go();
    expect(order!.customer.lastName).toBe("Zielińska");
  });
});
