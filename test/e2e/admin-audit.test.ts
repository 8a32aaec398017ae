import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Account, User } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

/**
 * The audit log reads as sentences (issue 27 fault 6): an administrator's role change shows as
 * "Role changed — Jan Kowalski (by Anna Nowak)" with a date in the admin's format, never a code,
 * a UUID or epoch milliseconds; the filter finds a person by name, not by id; the person's own
 * page tells the same in its history. In English and Polish.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const ADMIN = "anna.audit@example.com";
const OTHER = "piotr.audit@example.com";
let janId: string;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function openAudit(page: Page, url: string, email: string) {
  await signInStaff(page, email, url);
  await page.locator("main h1").first().waitFor();
}

/** The log's row that tells of the role change. */
const roleRow = (page: Page, action: string) =>
  page.getByRole("row").filter({ hasText: action }).filter({ hasText: "Jan Kowalski" });

describe("the audit log in words", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const annaId = await createStaff({
      email: ADMIN,
      password: "audit password 1",
      role: "administrator",
      profile: { firstName: "Anna", lastName: "Nowak" },
    });
    await createStaff({
      email: OTHER,
      password: "audit password 2",
      role: "administrator",
      profile: { firstName: "Piotr", lastName: "Zieliński" },
    });
    janId = await Account.createForTest({
      email: "jan.audit@example.com",
      password: "customer password 1",
      profile: { firstName: "Jan", lastName: "Kowalski" },
    });
    await User.setRole(
      { id: janId, version: 1, role: "content" },
      { userId: annaId, email: ADMIN },
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("en: a role change reads as a sentence with the person's name and a formatted date; the filter finds the person by name", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      page.setDefaultNavigationTimeout(60_000);
      await openAudit(page, `${server.url}/admin/en/audit`, ADMIN);
      const row = roleRow(page, "Role changed");
      await row.waitFor();
      const cells = await row.locator("td").allInnerTexts();
      expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
      expect(cells[1]).toBe("Role changed — Jan Kowalski (by Anna Nowak)");
      expect(cells[2]).toBe("Role: customer → content");
      const table = await page.locator("main table").innerText();
      expect(table).not.toMatch(UUID);
      expect(table).not.toContain("user.setRole");
      expect(table).not.toMatch(/\d{13}/);

      const person = page.getByLabel("Person (name or e-mail)");
      await person.fill("Nowak");
      await roleRow(page, "Role changed").waitFor();
      await person.fill("Zieliński");
      await roleRow(page, "Role changed").waitFor({ state: "detached" });
      await page.getByRole("cell", { name: "Nothing here." }).waitFor();

      await page.goto(`${server.url}/admin/en/users/${janId}`);
      const history = page.getByRole("region", { name: "History of changes" });
      await history.getByText("Role changed — Jan Kowalski (by Anna Nowak)").waitFor();
      expect(await history.innerText()).not.toMatch(UUID);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("pl: the same change in Polish, filtered by e-mail", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      page.setDefaultNavigationTimeout(60_000);
      await openAudit(page, `${server.url}/admin/audit`, OTHER);
      const row = roleRow(page, "Zmiana roli");
      await row.waitFor();
      const cells = await row.locator("td").allInnerTexts();
      expect(cells[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
      expect(cells[1]).toBe("Zmiana roli — Jan Kowalski (osoba: Anna Nowak)");
      expect(cells[2]).toBe("Rola: klient → treści");
      await page.getByLabel("Osoba (imię, nazwisko lub e-mail)").fill("anna.audit@");
      await roleRow(page, "Zmiana roli").waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
