import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Account } from "@printshop/core";
import { codeAt } from "@printshop/core/second-factor/index";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, giveCode, givePassword, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";

/** The new catalogue manager's password step (no factor yet: createStaff is not theirs). */
async function password(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await givePassword(page, "new.boss@example.com", PASSWORD);
}

describe("the staff's second factor and the access log in Chromium", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await Account.createForTest({
      email: "new.boss@example.com",
      password: PASSWORD,
      role: "catalogue",
    });
    // Enrolled already: the code step at each sign-in.
    await createStaff({ email: "auditor@example.com", password: PASSWORD, role: "administrator" });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  let recovery: string[] = [];

  it("en: a new catalogue manager sets up the app after the password (QR code, a code, ten recovery codes shown once), then works; the profile shows it and this browser's session", async () => {
    const page = await browser.newPage();
    await password(page, "/admin/en");
    await page.getByRole("heading", { name: "Set up your second sign-in factor" }).waitFor();
    // Nothing of the back office before it is done, not even by its address.
    expect(await page.getByRole("navigation", { name: "Admin sections" }).count()).toBe(0);
    await page.goto(`${server.url}/admin/en/products`);
    await page.getByRole("heading", { name: "Set up your second sign-in factor" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Admin sections" }).count()).toBe(0);
    const qr = page.getByRole("img", { name: "QR code to scan with the authenticator app" });
    await qr.waitFor();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = (await page.getByTestId("enrolment-secret").innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong code first: a sentence at the field, nothing set up.
    await page.getByLabel("Code", { exact: true }).fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("The code is wrong or has already been used").first().waitFor();
    await page.getByLabel("Code", { exact: true }).fill(codeAt(secret, Date.now()));
    await page.getByRole("button", { name: "Confirm" }).click();
    const list = page.getByRole("list", { name: "Your recovery codes" });
    await list.waitFor();
    recovery = (await list.getByRole("listitem").allInnerTexts()).map((c) => c.trim());
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const go = page.getByRole("button", { name: "Continue" });
    expect(await go.isDisabled()).toBe(true);
    await page.getByLabel("I have saved my recovery codes").check();
    await go.click();
    // The screen it was asked for (the products list) opens.
    await page.getByRole("navigation", { name: "Admin sections" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/en/products");

    await page.getByRole("link", { name: "My security" }).click();
    await page.getByRole("heading", { name: "My security" }).waitFor();
    await page.getByText("10 recovery codes left.").waitFor();
    const sessions = page.getByRole("table", { name: "Where you are signed in" });
    await sessions.getByText("(this browser)").waitFor();
    expect(await sessions.getByRole("row").count()).toBe(2);
    await page.close();
  });

  it("pl: the next sign-in asks for the code; a wrong one is refused in Polish, a recovery code lets in once and counts down", async () => {
    const page = await browser.newPage();
    await password(page, "/admin");
    await page.getByRole("heading", { name: "Podaj kod" }).waitFor();
    await page.getByLabel("Kod", { exact: true }).fill("123456");
    await page.getByRole("button", { name: "Dalej" }).click();
    await page.getByText("Kod jest nieprawidłowy lub został już użyty").first().waitFor();
    await page.getByLabel("Kod", { exact: true }).fill(recovery[0]!);
    await page.getByRole("button", { name: "Dalej" }).click();
    await page.getByRole("heading", { name: "Witaj w panelu administracyjnym" }).waitFor();
    await page.getByRole("link", { name: "Moje bezpieczeństwo" }).click();
    await page.getByText("Pozostało 9 kodów zapasowych.").waitFor();
    await page.close();

    // The same recovery code never again.
    const again = await browser.newPage();
    await password(again, "/admin");
    await again.getByLabel("Kod", { exact: true }).fill(recovery[0]!);
    await again.getByRole("button", { name: "Dalej" }).click();
    await again.getByText("Kod jest nieprawidłowy lub został już użyty").first().waitFor();
    expect(
      await again.getByRole("heading", { name: "Witaj w panelu administracyjnym" }).count(),
    ).toBe(0);
    await again.close();
  });

  it("de: a failed sign-in is in the access log at once, with its address and account", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/admin/de`);
    await visitor.getByLabel("E-mail").fill("nobody.here@example.com");
    await visitor.getByLabel("Passwort", { exact: true }).fill("wrong password 1");
    await visitor.getByRole("button", { name: "Anmelden", exact: true }).click();
    await visitor.getByRole("alert").first().waitFor();
    await visitor.close();

    const page = await browser.newPage();
    await page.goto(`${server.url}/admin/de`);
    await givePassword(page, "auditor@example.com");
    await page.getByRole("heading", { name: "Code eingeben" }).waitFor();
    await giveCode(page, "auditor@example.com");
    await page.getByRole("link", { name: "Zugriffsprotokoll" }).click();
    const table = page.getByRole("table", { name: "Zugriffsprotokoll" });
    const row = table.getByRole("row").filter({ hasText: "nobody.here@example.com" });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain("Anmeldung fehlgeschlagen");
    // Its own sign-in steps are there too.
    await table.getByRole("row").filter({ hasText: "zweiter Faktor angegeben" }).first().waitFor();
    await page.close();
  });

  it("en: an administrator resets a colleague's factor (lost phone): confirmed, audited, the colleague sets it up again at the next sign-in", async () => {
    const page = await browser.newPage();
    // Not about the sign-in: the helper gives the page a session past both factors (staff.ts).
    await signInStaff(page, "auditor@example.com", `${server.url}/admin/en`);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Users" })
      .click();
    await page.getByRole("link", { name: "new.boss@example.com" }).click();
    await page.getByText(/Authenticator app set up on/).waitFor();
    await page.getByRole("button", { name: "Reset the second factor" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Reset the second factor" }).click();
    await page.getByText("The second factor of new.boss@example.com was reset.").waitFor();
    await page.getByText("Not set up: asked to set it up at the next sign-in.").waitFor();
    await page.close();

    const colleague = await browser.newPage();
    await password(colleague, "/admin/en");
    await colleague.getByRole("heading", { name: "Set up your second sign-in factor" }).waitFor();
    await colleague.close();
  });
});
