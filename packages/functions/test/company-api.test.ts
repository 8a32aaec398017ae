import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./server";
import { businessCards, guest } from "./shop-client";
import { browserClient, makeUser, sessionCookieFor } from "./accounts";
import { sentEmails } from "./built";

let server: Awaited<ReturnType<typeof startTestServer>>;

const W = [6, 5, 7, 2, 3, 4, 5, 6, 7];
function nip(nine: string): string {
  const sum = W.reduce((a, w, i) => a + w * Number(nine[i]), 0) % 11;
  return sum === 10 ? nip(String(Number(nine) + 1).padStart(9, "0")) : `${nine}${sum}`;
}
const companyProfile = (taxId: string) =>
  ({
    type: 2,
    billingCompany: "Etykiety Kowalski sp. z o.o.",
    billingTax: taxId,
    billingCountry: "PL",
  }) as unknown as Record<string, string>;

let ip = 60;
async function signedIn(profile?: Record<string, string>) {
  const user = await makeUser("customer", "correct horse 1", profile ? { profile } : {});
  const browser = browserClient(server.url, { ip: `192.0.2.${ip++}`, locale: "pl" });
  const r = await browser.mutate("shop.account.signIn", {
    email: user.email,
    password: user.password,
  });
  expect(r.status).toBe(200);
  return { ...user, browser };
}
type Client = Awaited<ReturnType<typeof signedIn>>["browser"];
const data = (r: { body: any }) => r.body.result.data;

async function join(owner: Client, who: Awaited<ReturnType<typeof signedIn>>) {
  expect((await owner.mutate("shop.account.companyInvite", { email: who.email })).status).toBe(200);
  const mail = sentEmails({ to: who.email, kind: "company.invite" }).at(-1)!;
  const token = /\/account\/company\/join#([\w-]+)/.exec(mail.text)![1]!;
  const accepted = await who.browser.mutate("shop.account.companyAccept", { token });
  expect(accepted.status).toBe(200);
}

async function order(browser: Client, quantity: number) {
  await browser.mutate("shop.cart.add", { config: businessCards(quantity), mode: "eco" });
  const placed = await browser.mutate("shop.checkout.place", {
    idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: guest,
    termsAccepted: true,
    // A private buyer confirms made-to-order goods have no withdrawal right (issue 31 item 6).
    withdrawalWaiver: true,
  });
  expect(placed.status).toBe(200);
  return data(placed) as {
    orderId: string;
    number: string;
    awaitingApproval: { approvalId: string; net: string } | null;
  };
}
const listed = async (b: Client) =>
  data(await b.query("shop.account.orders")) as { orderId: string; placedBy: string | null }[];

describe("company accounts over the shop's API", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(() => server?.close());

  it("two buyers see each other's orders; another company's order is the same 404 as a foreign one", async () => {
    const owner = await signedIn(companyProfile(nip("555444333")));
    expect((await owner.browser.mutate("shop.account.companyCreate")).status).toBe(200);
    const [anna, jan] = [await signedIn(), await signedIn()];
    await join(owner.browser, anna);
    await join(owner.browser, jan);

    const annaOrder = await order(anna.browser, 100);
    const janOrder = await order(jan.browser, 250);
    expect((await listed(jan.browser)).find((o) => o.orderId === annaOrder.orderId)?.placedBy).toBe(
      anna.email,
    );
    expect((await listed(anna.browser)).find((o) => o.orderId === janOrder.orderId)?.placedBy).toBe(
      jan.email,
    );
    expect((await listed(owner.browser)).map((o) => o.orderId).sort()).toEqual(
      [annaOrder.orderId, janOrder.orderId].sort(),
    );
    const seen = await jan.browser.query("shop.account.order", { orderId: annaOrder.orderId });
    expect(seen.status).toBe(200);
    expect(data(seen)).toMatchObject({ mine: false, lines: [{ quantity: 100 }] });
    expect(
      (await jan.browser.query("shop.account.invoices", { orderId: annaOrder.orderId })).status,
    ).toBe(200);

    // Another company's owner, and a person of no company: the same "not found" as a foreign order.
    const other = await signedIn(companyProfile(nip("999888777")));
    await other.browser.mutate("shop.account.companyCreate");
    const loner = await signedIn();
    for (const b of [other.browser, loner.browser]) {
      const r = await b.query("shop.account.order", { orderId: annaOrder.orderId });
      expect(r.status).toBe(404);
      expect(r.body.error.message).toBe("Nie znaleziono zamówienia.");
      expect((await b.query("shop.account.invoices", { orderId: annaOrder.orderId })).status).toBe(
        404,
      );
      expect((await listed(b)).map((o) => o.orderId)).not.toContain(annaOrder.orderId);
    }
    // A buyer who leaves stops seeing the company's orders.
    expect((await anna.browser.mutate("shop.account.companyLeave", {})).status).toBe(200);
    expect(
      (await anna.browser.query("shop.account.order", { orderId: janOrder.orderId })).status,
    ).toBe(404);
  }, 120_000);

  it("a buyer's order above the threshold waits; the owner approves and it is placed for both", async () => {
    const owner = await signedIn(companyProfile(nip("321654987")));
    await owner.browser.mutate("shop.account.companyCreate");
    const buyer = await signedIn();
    await join(owner.browser, buyer);
    const view = data(await owner.browser.query("shop.account.company"));
    const set = await owner.browser.mutate("shop.account.companyThreshold", {
      threshold: "10",
      version: view.version,
    });
    expect(set.status).toBe(200);
    // A version seen before is refused (another tab changed it).
    expect(
      (
        await owner.browser.mutate("shop.account.companyThreshold", {
          threshold: "20",
          version: view.version,
        })
      ).status,
    ).toBe(409);

    const held = await order(buyer.browser, 500);
    expect(held.orderId).toBe("");
    expect(held.awaitingApproval?.approvalId).toMatch(/^[\w-]{22}$/);
    expect(await listed(buyer.browser)).toEqual([]);
    expect(sentEmails({ to: owner.email, kind: "company.approval" })).toHaveLength(1);
    // The buyer can neither approve nor see the others' pending requests.
    const byBuyer = await buyer.browser.mutate("shop.account.companyApprove", {
      approvalId: held.awaitingApproval!.approvalId,
    });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.error.message).toBe("Tylko właściciel konta firmy może to zrobić.");
    // The owner's own order above it needs nothing.
    const own = await order(owner.browser, 500);
    expect(own.awaitingApproval).toBeNull();

    const approved = await owner.browser.mutate("shop.account.companyApprove", {
      approvalId: held.awaitingApproval!.approvalId,
    });
    expect(approved.status).toBe(200);
    const { orderId } = data(approved);
    expect(orderId).toBe(held.awaitingApproval!.approvalId);
    expect((await listed(buyer.browser)).map((o) => o.orderId)).toContain(orderId);
    expect((await listed(owner.browser)).find((o) => o.orderId === orderId)?.placedBy).toBe(
      buyer.email,
    );
    expect(data(await buyer.browser.query("shop.account.order", { orderId }))).toMatchObject({
      mine: true,
      status: "new",
      lines: [{ quantity: 500 }],
    });
    expect(sentEmails({ to: buyer.email, kind: "company.approved" })).toHaveLength(1);
    // Approving again: decided, nothing placed twice.
    const twice = await owner.browser.mutate("shop.account.companyApprove", {
      approvalId: orderId,
    });
    expect(twice.status).toBe(409);

    // The back office's customer page shows the company and its people (read-only).
    const staff = browserClient(server.url, { ip: "192.0.2.201", locale: "pl" });
    const clerk = await makeUser("orders");
    staff.jar.set("session", (await sessionCookieFor(clerk.userId)).sessionId);
    const customer = await staff.query("admin.customers.get", { customerKey: `u${owner.userId}` });
    expect(customer.status).toBe(200);
    expect(data(customer).companyAccount).toMatchObject({
      nip: nip("321654987"),
      role: "owner",
      threshold: "10",
    });
    expect(
      data(customer)
        .companyAccount.members.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual([owner.email, buyer.email].sort());

    // Rejected with a comment: nothing placed, the buyer is told.
    const second = await order(buyer.browser, 1000);
    const rejected = await owner.browser.mutate("shop.account.companyReject", {
      approvalId: second.awaitingApproval!.approvalId,
      comment: "Za drogo",
    });
    expect(rejected.status).toBe(200);
    expect(sentEmails({ to: buyer.email, kind: "company.rejected" }).at(-1)?.text).toContain(
      "Za drogo",
    );
    expect((await listed(buyer.browser)).map((o) => o.orderId)).not.toContain(
      second.awaitingApproval!.approvalId,
    );
  }, 120_000);

  it("bounds every input and refuses a NIP that already has a company, naming whom to ask", async () => {
    const taxId = nip("135792468");
    const owner = await signedIn(companyProfile(taxId));
    await owner.browser.mutate("shop.account.companyCreate");
    const late = await signedIn(companyProfile(taxId));
    const refused = await late.browser.mutate("shop.account.companyCreate");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Konto firmy o NIP ${taxId} już istnieje. Poproś jego właściciela (${owner.email[0]}***@example.com) o zaproszenie.`,
    );
    expect(data(await late.browser.query("shop.account.company"))).toBeNull();
    const bad = [
      ["shop.account.companyInvite", { email: `${"a".repeat(300)}@example.com` }],
      ["shop.account.companyInvite", { email: "not an e-mail" }],
      ["shop.account.companyAccept", { token: "x".repeat(1000) }],
      ["shop.account.companyReject", { approvalId: "a", comment: "x".repeat(501) }],
      ["shop.account.companyThreshold", { threshold: "1".repeat(30), version: 1 }],
      ["shop.account.companyRemove", { userId: "u".repeat(65) }],
    ] as const;
    for (const [proc, input] of bad)
      expect((await owner.browser.mutate(proc, input)).status, proc).toBe(400);
    const threshold = await owner.browser.mutate("shop.account.companyThreshold", {
      threshold: "abc",
      version: 1,
    });
    expect(threshold.body.error.data.fields[0].message).toBe(
      "Podaj kwotę netto w PLN, np. 1000 albo 1000,50, albo zostaw pole puste.",
    );
    // Signed out: every procedure asks for a sign-in.
    const visitor = browserClient(server.url, { ip: "192.0.2.200" });
    expect((await visitor.query("shop.account.company")).status).toBe(401);
  }, 120_000);
});
