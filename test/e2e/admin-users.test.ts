import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Account, Email } from "@printshop/core";
import { sentEmails } from "../../packages/functions/test/built";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";

/** Signs in on the English sign-in page (password, then the code). */
async function signIn(page: Page, email: string) {
  await signInStaff(page, email, `${server.url}/admin/en`);
  // The home: the dashboard for who may see orders, a welcome for the catalogue and content roles.
  await page
    .getByRole("heading", { name: /^(?:Dashboard|Welcome to the administration panel)$/, level: 1 })
    .waitFor();
  // A marker that survives only while the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
}
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload === 1);

// A long timeout: each test walks several screens, slow on a loaded machine (signInStaff itself
// no longer waits for an authenticator's code: staff.ts).
describe("the admin shell and the users screen in Chromium", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "boss@example.com",
      password: PASSWORD,
      role: "administrator",
    });
    await createStaff({
      email: "writer@example.com",
      password: PASSWORD,
      role: "content",
    });
    await Account.createForTest({
      email: "anna.customer@example.com",
      password: PASSWORD,
      profile: { firstName: "Anna", lastName: "Nowak" },
    });
    await Account.createForTest({
      email: "gone.customer@example.com",
      password: PASSWORD,
      confirmed: false,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("an administrator finds a user, changes the role, and sees it in the record's history and the audit log, without a reload", async () => {
    const page = await browser.newPage();
    await signIn(page, "boss@example.com");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.getByRole("link", { name: "Users" }).click();
    await page.getByRole("heading", { name: "Users" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/en/users");

    await page.getByLabel("Search (e-mail or name)").fill("anna.customer");
    await page.waitForURL((u) => u.searchParams.get("q") === "anna.customer");
    const table = page.getByRole("table", { name: "Users" });
    // The previous page stays on screen while the filtered one loads: wait until it is replaced.
    await table.getByRole("link", { name: "boss@example.com" }).waitFor({ state: "detached" });
    await table.getByRole("link", { name: "anna.customer@example.com" }).waitFor();
    expect(await table.getByRole("row").count()).toBe(2); // header + one user

    await table.getByRole("link", { name: "anna.customer@example.com" }).click();
    await page.getByRole("heading", { name: "anna.customer@example.com" }).waitFor();
    const form = page.getByRole("form", { name: "Role" });
    await form.getByLabel("Role").selectOption("content");
    await form.getByRole("button", { name: "Save role" }).click();
    await page.getByText("anna.customer@example.com now has the role: content.").waitFor();
    const history = page.getByRole("region", { name: "History of changes" });
    await history.getByText("customer → content").waitFor();
    expect(await history.innerText()).toContain("boss@example.com");

    // Back returns to the filtered list (the list state lives in the URL), forward to the user.
    await page.goBack();
    await table.getByRole("link", { name: "anna.customer@example.com" }).waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe("anna.customer");
    // The list was marked stale by the role change: it reloads and shows the new role.
    await table.getByRole("cell", { name: "content", exact: true }).waitFor();
    await page.goForward();
    await page.getByRole("heading", { name: "anna.customer@example.com" }).waitFor();

    await nav.getByRole("link", { name: "Audit log" }).click();
    const log = page.getByRole("table", { name: "Audit log" });
    // The log reads as words (issue 27 fault 6): the action named, never its code.
    const row = log.getByRole("row").filter({ hasText: "Role changed" }).first();
    await row.waitFor();
    expect(await row.innerText()).not.toContain("user.setRole");
    expect(await row.innerText()).toContain("boss@example.com");
    expect(await row.innerText()).toContain("customer → content");
    expect(await notReloaded(page)).toBe(true);
    await page.close();
  });

  it("an administrator deletes a user through the dialog and the list updates in place", async () => {
    const page = await browser.newPage();
    await signIn(page, "boss@example.com");
    await page.goto(`${server.url}/admin/en/users?q=gone.customer`);
    const table = page.getByRole("table", { name: "Users" });
    const row = table.getByRole("row").filter({ hasText: "gone.customer@example.com" });
    await row.waitFor();
    expect(await row.innerText()).toContain("unconfirmed");
    await row.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("Confirmed gone.customer@example.com.").waitFor();
    await row.getByRole("cell", { name: "confirmed", exact: true }).waitFor();
    await row.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete the user?" });
    expect(await dialog.innerText()).toContain("gone.customer@example.com");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Deleted the user gone.customer@example.com.").waitFor();
    await table.getByText("Nothing here.").waitFor();
    await page.close();
  });

  it("a content editor does not see Users, is refused the screen by deep link, and gets 403 from a direct call", async () => {
    const page = await browser.newPage();
    await signIn(page, "writer@example.com");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    expect(await nav.getByRole("link", { name: "Users" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Audit log" }).count()).toBe(0);
    await page.goto(`${server.url}/admin/en/users`);
    await page.getByText("You have no access to this section.").waitFor();
    const status = await page.evaluate(async () => {
      const input = encodeURIComponent(JSON.stringify({ 0: {} }));
      const res = await fetch(`/trpc/admin.users.list?batch=1&input=${input}`, {
        credentials: "same-origin",
        headers: { "x-locale": "en" },
      });
      return res.status;
    });
    expect(status).toBe(403);
    await page.close();
  });

  it("at 700 px the sidebar collapses behind the menu button and still leads everywhere", async () => {
    const page = await browser.newPage({ viewport: { width: 700, height: 800 } });
    await signIn(page, "boss@example.com");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    expect(await nav.isVisible()).toBe(false);
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await nav.getByRole("link", { name: "Users" }).click();
    await page.getByRole("table", { name: "Users" }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    // The page itself does not scroll sideways (a wide table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      700,
    );
    await page.close();
  });

  it("shows the scroll-to-top button after 100 px and takes the page back up", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 300 } });
    await signIn(page, "boss@example.com");
    await page.goto(`${server.url}/admin/en/users?size=100`);
    await page.getByRole("table", { name: "Users" }).waitFor();
    await page.evaluate(() => (document.body.style.minHeight = "3000px"));
    const up = page.getByRole("button", { name: "Scroll to top" });
    expect(await up.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await up.waitFor();
    await up.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await up.waitFor({ state: "detached" });
    await page.close();
  });

  it("pl: an administrator invites a person with a role; they appear in the list and get the set-password e-mail; an e-mail with an account is refused in the dialog", async () => {
    const page = await browser.newPage();
    await signInStaff(page, "boss@example.com", `${server.url}/admin`);
    await page
      .getByRole("navigation", { name: "Sekcje panelu" })
      .getByRole("link", { name: "Użytkownicy" })
      .click();
    await page.getByRole("button", { name: "Zaproś osobę" }).click();
    const dialog = page.getByRole("dialog", { name: "Zaproś osobę do panelu administracyjnego" });
    await dialog.getByLabel("E-mail").fill("anna.customer@example.com");
    await dialog.getByLabel("Rola").selectOption("orders");
    await dialog.getByRole("button", { name: "Wyślij zaproszenie" }).click();
    await dialog.getByText("Konto z tym adresem e-mail już istnieje").first().waitFor();
    await dialog.getByLabel("E-mail").fill("new.packer@example.com");
    await dialog.getByRole("button", { name: "Wyślij zaproszenie" }).click();
    await page.getByText("Wysłano zaproszenie do new.packer@example.com (zamówienia).").waitFor();
    const row = page.getByRole("row").filter({ hasText: "new.packer@example.com" });
    await row.waitFor();
    expect(await row.innerText()).toContain("zamówienia");
    const [mail] = sentEmails({ to: "new.packer@example.com", kind: "account.invite" });
    expect(mail!.subject).toBe("Zaproszenie do panelu administracyjnego");
    expect(mail!.text).toMatch(/\/password\/reset#[\w-]{43}/);
    await page.close();
  });

  // A sign-in and a resend each: 120 s, as the longer e2e flows get (a loaded machine took 30 s).
  it("the Outbox shows a reset e-mail's link without its token and sends a new link", async () => {
    const to = "anna.customer@example.com";
    const asked = await fetch(`${server.url}/trpc/shop.account.requestPasswordReset?batch=1`, {
      method: "POST",
      headers: { origin: server.url, "x-locale": "en", "content-type": "application/json" },
      body: JSON.stringify({ 0: { email: to } }),
    });
    expect(asked.status).toBe(200);
    const tokenOf = (text: string) => /\/password\/reset#([\w-]{43})/.exec(text)![1]!;
    const first = tokenOf(sentEmails({ to, kind: "account.reset" })[0]!.text);

    const page = await browser.newPage();
    await signIn(page, "boss@example.com");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.getByRole("link", { name: "Outbox" }).click();
    await page.getByLabel("Search: recipient, subject").fill("anna.customer");
    const table = page.getByRole("table", { name: "E-mails, newest first" });
    await table.getByRole("link", { name: "Set a new password" }).click();
    const message = page.getByRole("article", { name: "Set a new password" });
    await message.getByText(`${server.url}/en/password/reset#…`).waitFor();
    await message.getByText("The secret part of this message's link is hidden (…)").waitFor();
    const firstUrl = page.url();
    const shown = async () =>
      `${await message.innerText()} ${await message.locator("iframe").getAttribute("srcdoc")}`;
    expect(await shown()).not.toContain(first);

    const shownFirst = await message.elementHandle();
    await message.getByRole("button", { name: "Resend with a new link" }).click();
    await page.getByText(`A new link was sent to ${to}.`).waitFor();
    // The Outbox opens the new message (the first one's panel goes), its link hidden too.
    await page.waitForURL((url) => url.href !== firstUrl && url.pathname.includes("/outbox/"));
    await page.waitForFunction((el) => !el?.isConnected, shownFirst);
    await message.getByText(`${server.url}/en/password/reset#…`).waitFor();
    const mails = sentEmails({ to, kind: "account.reset" });
    expect(mails).toHaveLength(2);
    const second = tokenOf(mails[1]!.text);
    expect(second).not.toBe(first);
    expect(await shown()).not.toContain(second);
    await page.close();
  }, 120_000);

  it("the Outbox refuses a new link for a registration that no longer waits, and says why", async () => {
    // A confirmation e-mail for an address whose registration no longer waits (none was made).
    const page = await browser.newPage();
    await signIn(page, "boss@example.com");
    const { messageId } = await Email.send({
      kind: "account.confirm",
      to: "nobody.waiting@example.com",
      locale: "en",
      subject: "Confirm your registration",
      text: `Open this link:\n${server.url}/en/register/confirm#${"a".repeat(43)}`,
    });
    await page.goto(`${server.url}/admin/en/outbox/${messageId}`);
    const confirm = page.getByRole("article", { name: "Confirm your registration" });
    await confirm.getByRole("button", { name: "Resend with a new link" }).click();
    await confirm
      .getByRole("alert")
      .getByText("This registration no longer waits for confirmation")
      .waitFor();
    expect(sentEmails({ to: "nobody.waiting@example.com" })).toHaveLength(1);
    await page.close();
  }, 120_000);
});
