import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { Account } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

/**
 * The audit log's person filter is a combobox suggesting people as one types, and its dates are
 * days in Warsaw (issue 27): Piotr is found by part of his surname, picked with the keyboard, and
 * the log then lists his entries only; a winter and a summer day each hold the entry of their
 * first half hour in Warsaw (23:30 / 22:30 UTC the day before) and not that of the next day's
 * (which a UTC day would hold) — whatever the browser's own zone (New York here).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const ADMIN = "anna.person@example.com";
let piotrId: string;

/** A role change by Piotr of the customer `name` at the instant `at` (the log's writes are "now"). */
async function changeAt(at: string, name: [string, string]) {
  const target = await Account.createForTest({
    email: `${name.join(".").toLowerCase()}@example.com`,
    password: "customer password 1",
    profile: { firstName: name[0], lastName: name[1] },
  });
  await db()
    .entities.auditEntry.create({
      auditId: randomUUID(),
      month: at.slice(0, 7),
      at,
      actorId: piotrId,
      actorEmail: "piotr.person@example.com",
      action: "user.setRole",
      targetType: "user",
      targetId: target,
      before: JSON.stringify({ role: "customer" }),
      after: JSON.stringify({ role: "content" }),
    })
    .go();
}

describe("the audit log's person combobox and Warsaw days", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: ADMIN,
      password: "audit password 1",
      role: "administrator",
      profile: { firstName: "Anna", lastName: "Nowak" },
    });
    piotrId = await createStaff({
      email: "piotr.person@example.com",
      password: "audit password 2",
      role: "orders",
      profile: { firstName: "Piotr", lastName: "Zieliński" },
    });
    // 00:30 in Warsaw on 15 January (CET) and 15 July (CEST), and 00:30 on the day after each.
    await changeAt("2026-01-14T23:30:00.000Z", ["Winter", "First"]);
    await changeAt("2026-01-15T23:30:00.000Z", ["Winter", "Next"]);
    await changeAt("2026-07-14T22:30:00.000Z", ["Summer", "First"]);
    await changeAt("2026-07-15T22:30:00.000Z", ["Summer", "Next"]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("en: 'zieli' suggests Piotr, arrows and Enter pick him, the log lists his changes; a winter and a summer day are Warsaw's", async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: "America/New_York",
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signInStaff(page, ADMIN, `${server.url}/admin/en/audit`);
      const person = page.getByRole("combobox", { name: "Person (name or e-mail)" });
      await person.waitFor();
      expect(await person.getAttribute("maxlength")).toBe("100");

      // One character asks nothing; two or more suggest, and the count is announced.
      await person.pressSequentially("z");
      await page.waitForTimeout(600);
      expect(await person.getAttribute("aria-expanded")).toBe("false");
      await person.pressSequentially("ieli");
      const list = page.getByRole("listbox", { name: "People found" });
      const piotr = list.getByRole("option", { name: /Piotr Zieliński/ });
      await piotr.waitFor();
      expect(await list.getByRole("option").count()).toBe(1);
      expect(await piotr.innerText()).toContain("piotr.person@example.com · staff");
      await expect
        .poll(() => page.getByRole("status").allInnerTexts())
        .toContain("People found: 1");
      expect(await person.getAttribute("aria-expanded")).toBe("true");

      // Escape closes; the arrow opens again and marks the option; Enter picks it.
      await person.press("Escape");
      await expect.poll(() => person.getAttribute("aria-expanded")).toBe("false");
      await person.press("ArrowDown");
      await expect.poll(() => piotr.getAttribute("aria-selected")).toBe("true");
      expect(await person.getAttribute("aria-activedescendant")).toBe(
        await piotr.getAttribute("id"),
      );
      await person.press("Enter");
      await page.waitForURL(new RegExp(`f\\.actor=${piotrId}`));
      expect(await person.inputValue()).toBe("Piotr Zieliński");
      const rows = page.locator("main table tbody tr");
      await expect.poll(() => rows.count()).toBe(4);
      expect(await rows.allInnerTexts()).toEqual(
        ["Summer Next", "Summer First", "Winter Next", "Winter First"].map((n) =>
          expect.stringContaining(`Role changed — ${n} (by Piotr Zieliński)`),
        ),
      );

      // 15 January in Warsaw: from 23:00 UTC on the 14th to 23:00 UTC on the 15th.
      await page.getByRole("textbox", { name: "From", exact: true }).fill("2026-01-15");
      await page.getByRole("textbox", { name: "To", exact: true }).fill("2026-01-15");
      await expect
        .poll(() => rows.allInnerTexts())
        .toEqual([expect.stringContaining("Role changed — Winter First (by Piotr Zieliński)")]);
      // 15 July in Warsaw (summer time): from 22:00 UTC on the 14th to 22:00 UTC on the 15th.
      await page.getByRole("textbox", { name: "To", exact: true }).fill("2026-07-15");
      await page.getByRole("textbox", { name: "From", exact: true }).fill("2026-07-15");
      await expect
        .poll(() => rows.allInnerTexts())
        .toEqual([expect.stringContaining("Role changed — Summer First (by Piotr Zieliński)")]);

      // Free text still filters by name or e-mail: Enter without a suggestion chosen.
      await person.fill("nobody-at-all");
      await person.press("Enter");
      await page.waitForURL(/f\.person=nobody-at-all/);
      expect(page.url()).not.toContain("f.actor=");
      await page.getByRole("cell", { name: "Nothing here." }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});
