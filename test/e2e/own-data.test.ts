import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { strFromU8, unzipSync } from "../../packages/functions/test/zip";
import { Session } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { issueForOrder } from "@printshop/core/invoice/issue";
import { accountMessages } from "@printshop/core/account/messages";
import { launchBrowser } from "../browser";
import { startServerWithDiskStore } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";
import { makeUser, sessionCookieFor } from "../../packages/functions/test/accounts";
import { businessCards, guest, visitor } from "../../packages/functions/test/shop-client";
import { createStaff, signInStaff } from "./staff";

/**
 * Issue 31 item 6's must-show, in Polish: the customer downloads their data (the ZIP is opened
 * and its JSON read), deletes the account confirmed from the e-mail; then signing in fails with
 * the wrong-password message, the admin's orders list shows the anonymised buyer, and the
 * invoice's PDF still opens in the admin.
 */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
let browser: Browser;

beforeAll(async () => {
  server = await startServerWithDiskStore("e2e-owndata-", { sites: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const tokenFrom = (to: string, kind: string) => {
  const mail = sentEmails({ to, kind }).at(-1);
  const m = /#([\w-]{20,})/.exec(mail?.text ?? "");
  if (!m) throw new Error(`no ${kind} link to ${to}`);
  return m[1]!;
};

async function customerContext(userId: string): Promise<BrowserContext> {
  const { cookie } = await sessionCookieFor(userId);
  const context = await browser.newContext({ acceptDownloads: true });
  const value = cookie.slice(Session.SESSION_COOKIE.length + 1);
  await context.addCookies([{ name: Session.SESSION_COOKIE, value, url: server.url }]);
  return context;
}

/** Tries to sign in; answers whether the page said what it says for a wrong password (core's message). */
async function signInFails(page: Page, email: string, password: string): Promise<boolean> {
  await page.goto(`${server.url}/login`);
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  await page.locator("form").getByRole("button", { name: "Zaloguj się" }).click();
  const said = page.getByText(accountMessages.pl["account.sign_in_failed"]).first();
  await said.waitFor();
  return new URL(page.url()).pathname === "/login";
}

describe("the customer's own data in Chromium (Polish)", () => {
  let me: Awaited<ReturnType<typeof makeUser>>;
  let orderId = "";
  let number = "";
  let invoiceId = "";
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    me = await makeUser("customer", "correct horse 1", {
      profile: { firstName: "Ewa", lastName: "Zielińska" },
    });
    // An order placed (through the API, as the account), completed, paid and invoiced.
    const { cookie } = await sessionCookieFor(me.userId);
    const v = visitor(server.url);
    const [name, value] = cookie.split("=");
    v.jar.set(name!, value!);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: `k${crypto.randomUUID().replace(/-/g, "")}`,
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: { ...guest, email: me.email, firstName: "Ewa", lastName: "Zielińska" },
      termsAccepted: true,
      withdrawalWaiver: true,
      invoiceRequested: true,
    });
    expect(placed.status).toBe(200);
    ({ orderId, number } = placed.body.result.data as { orderId: string; number: string });
    await db()
      .entities.order.patch({ orderId })
      .set({ status: "completed", paymentStatus: "paid" })
      .go();
    invoiceId = (await issueForOrder(orderId)).invoiceId;
  }, 120_000);

  it("download my data: the e-mail's link gives a ZIP whose JSON is the person's", async () => {
    context = await customerContext(me.userId);
    page = await context.newPage();
    page.setDefaultTimeout(45_000);

    // Download my data: the e-mail's link, a press, the ZIP.
    await page.goto(`${server.url}/account`);
    await page.getByTestId("export-ask").click();
    await page.getByText("Wysłaliśmy e-mail z linkiem do pobrania").waitFor();
    await page.goto(
      `${server.url}/account/data/export#${tokenFrom(me.email, "account.data_export")}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("owndata-export-go").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(JSON.parse(strFromU8(files["account.json"]!))).toMatchObject({ email: me.email });
    const orders = JSON.parse(strFromU8(files["orders.json"]!)) as { number: string }[];
    expect(orders.map((o) => o.number)).toEqual([number]);
    expect(Object.keys(files).some((f) => f.startsWith("invoices/") && f.endsWith(".pdf"))).toBe(
      true,
    );
  }, 120_000);

  it("delete my account from the e-mail: then signing in fails like a wrong password", async () => {
    // Delete my account: the confirmation text says the invoices stay; the e-mail's link confirms.
    await page.goto(`${server.url}/account`);
    await page.getByText("Wystawione faktury pozostają bez zmian").waitFor();
    await page.getByTestId("delete-ask").click();
    await page.getByTestId("delete-send").click();
    await page.getByText("Wysłaliśmy e-mail z linkiem potwierdzającym").waitFor();
    await page.goto(`${server.url}/account/data/delete#${tokenFrom(me.email, "account.delete")}`);
    await page.getByTestId("owndata-delete-go").click();
    await page.getByText("Konto zostało usunięte").waitFor();

    // Signing in fails with the same words as a wrong password.
    const other = await makeUser();
    const fresh = await browser.newContext();
    const login = await fresh.newPage();
    login.setDefaultTimeout(45_000);
    expect(await signInFails(login, other.email, "not the password 1")).toBe(true);
    expect(await signInFails(login, me.email, me.password)).toBe(true);
    await fresh.close();

    await context.close();
  }, 120_000);

  it("the admin's orders list shows the anonymised buyer and the invoice's PDF still opens", async () => {
    // The admin: the orders list shows the pseudonym; the invoice's PDF opens.
    const desk = `desk-${Date.now()}@example.com`;
    await createStaff({ email: desk, password: "desk password 1", role: "orders" });
    const office = await browser.newContext({ acceptDownloads: true });
    const admin = await office.newPage();
    admin.setDefaultTimeout(45_000);
    await signInStaff(admin, desk, `${server.url}/admin/orders`);
    const row = admin.getByRole("row", { name: new RegExp(number) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Deleted customer #[0-9a-f]{6}/);
    expect(await row.innerText()).not.toContain("Zielińska");
    await admin.goto(`${server.url}/admin/invoices`);
    const invoiceRow = admin.getByRole("row", { name: new RegExp(invoiceId) });
    const [pdf] = await Promise.all([
      admin.waitForEvent("download"),
      invoiceRow.getByRole("button", { name: "PDF" }).click(),
    ]);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await office.close();
  }, 120_000);
});
