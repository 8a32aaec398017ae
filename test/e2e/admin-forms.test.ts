import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Pages } from "@printshop/core";
import * as Product from "@printshop/core/product/index";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

/**
 * The back office's forms on the kit (packages/ui/src/form), as an owner uses them: two tabs on
 * one record, where the second save is stale; leaving a screen with unsaved changes; and the
 * "correct the marked fields" sentence, which never stands without a marked field.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";
const PRODUCT = 10;

/** Signs the owner in on the English sign-in page (password, then the code). */
async function signIn(page: Page) {
  await signInStaff(page, "owner@example.com", `${server.url}/admin/en`);
  // The home: the dashboard for who may see orders, a welcome for the catalogue and content roles.
  await page
    .getByRole("heading", { name: /^(?:Dashboard|Welcome to the administration panel)$/, level: 1 })
    .waitFor();
}

const polishName = (page: Page) =>
  page.getByRole("textbox", { name: "Name (Polish)", exact: true });

// A long timeout: each test walks several screens, slow on a loaded machine (signInStaff itself
// no longer waits for an authenticator's code: staff.ts).
describe("the back office's forms in Chromium", { timeout: 90_000 }, () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "owner@example.com",
      password: PASSWORD,
      role: "administrator",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("two tabs edit one product: the second save is told it is stale, keeps what was typed beside the newer values, and saves on purpose", async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    for (const page of [first, second]) {
      page.setDefaultTimeout(15_000);
      await page.goto(`${server.url}/admin/en/products/${PRODUCT}`);
      await polishName(page).waitFor();
    }
    const before = await polishName(second).inputValue();

    await polishName(first).fill("Ulotki z pierwszej karty");
    await first.getByLabel("Discount (%)").fill("3");
    await first.getByRole("button", { name: "Save", exact: true }).click();
    await first.getByText("Saved.").waitFor();

    await polishName(second).fill("Ulotki z drugiej karty");
    await second.getByRole("button", { name: "Save", exact: true }).click();
    const conflict = second.getByTestId("form-conflict");
    await conflict.getByText("Someone else saved this record in the meantime.").waitFor();
    // What this tab typed stays, the other tab's name beside it; the discount, which only the
    // other tab changed, is taken (saving again does not silently undo it).
    expect(await polishName(second).inputValue()).toBe("Ulotki z drugiej karty");
    expect(await second.locator(".field-theirs").allInnerTexts()).toEqual([
      expect.stringContaining("Saved meanwhile: PL: “Ulotki z pierwszej karty”"),
    ]);
    expect(await second.getByLabel("Discount (%)").inputValue()).toBe("3");
    expect(before).not.toBe("Ulotki z pierwszej karty");
    expect(await stored()).toEqual({
      title: expect.objectContaining({ pl: "Ulotki z pierwszej karty" }),
      discount: 3,
    });

    // Saving again now is a choice made knowing the newer version: it is saved over it.
    await second.getByRole("button", { name: "Save", exact: true }).click();
    await second.getByText("Saved.").waitFor();
    await conflict.waitFor({ state: "detached" });
    expect(await stored()).toEqual({
      title: expect.objectContaining({ pl: "Ulotki z drugiej karty" }),
      discount: 3,
    });
    await context.close();
  });

  it("a sidebar click with unsaved changes asks before leaving; staying keeps the typing, leaving goes", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page);
    await page.goto(`${server.url}/admin/en/products/${PRODUCT}`);
    await polishName(page).fill("Nie zapisane");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await nav.getByRole("link", { name: "Products" }).click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Stay and keep editing" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(page.url()).toBe(`${server.url}/admin/en/products/${PRODUCT}`);
    expect(await polishName(page).inputValue()).toBe("Nie zapisane");

    await nav.getByRole("link", { name: "Products" }).click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL(`${server.url}/admin/en/products`);
    // A saved form leaves without a question.
    await page.goto(`${server.url}/admin/en/products/${PRODUCT}`);
    await polishName(page).fill("Zapisane");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved.").waitFor();
    await nav.getByRole("link", { name: "Products" }).click();
    await page.waitForURL(`${server.url}/admin/en/products`);
    expect(await ask.isVisible()).toBe(false);
    await page.close();
  });

  it("a CMS page edited in two tabs: the second save keeps its typed body and shows the newer title beside its own", async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    const title = (page: Page) =>
      page.getByRole("textbox", { name: "Title (Polish)", exact: true });
    for (const page of [first, second]) {
      page.setDefaultTimeout(15_000);
      await page.goto(`${server.url}/admin/en/pages/1`);
      await title(page).waitFor();
    }
    await title(first).fill("Regulamin (pierwsza karta)");
    await first.getByRole("button", { name: "Save", exact: true }).click();
    await first.getByText("Saved.").waitFor();

    await title(second).fill("Regulamin (druga karta)");
    const body = second.getByRole("textbox", { name: "Content (pl)" });
    await body.click();
    await second.keyboard.press("Control+End");
    await second.keyboard.type(" Dopisane w drugiej karcie.");
    await second.getByRole("button", { name: "Save", exact: true }).click();
    await second.getByTestId("form-conflict").waitFor();
    expect(await title(second).inputValue()).toBe("Regulamin (druga karta)");
    expect(await body.innerText()).toContain("Dopisane w drugiej karcie.");
    await second
      .locator(".field-theirs")
      .getByText("Saved meanwhile: PL: “Regulamin (pierwsza karta)”")
      .waitFor();
    // Taking theirs for the title keeps the typed body; the save then goes through.
    await second.getByRole("button", { name: "Use this value" }).click();
    expect(await title(second).inputValue()).toBe("Regulamin (pierwsza karta)");
    await second.getByRole("button", { name: "Save", exact: true }).click();
    await second.getByText("Saved.").waitFor();
    const page = await Pages.get({ id: 1 });
    expect(page.title.pl).toBe("Regulamin (pierwsza karta)");
    expect(page.body.pl).toContain("Dopisane w drugiej karcie.");
    await context.close();
  });

  it("'Please correct the marked fields' names a marked field: change all by −150 % or 'abc', a negative shipping price; the test bench marks a number being typed", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page);
    await page.goto(`${server.url}/admin/en/prices/${PRODUCT}`);
    await page.getByRole("button", { name: "Change all prices" }).click();
    const dialog = page.getByRole("dialog", { name: "Change all prices" });
    for (const typed of ["-150", "abc"]) {
      await dialog.getByLabel("Value (%)").fill(typed);
      await dialog.getByRole("button", { name: "Preview" }).click();
      const value = dialog.getByLabel("Value (%)");
      await expect.poll(() => value.getAttribute("aria-invalid")).toBe("true");
      const error = dialog.locator(`#${await value.getAttribute("aria-describedby")}`);
      expect(await error.innerText()).toBe(
        "Enter a percentage from 0 to 100 (decrease) or up to 1000 (increase).",
      );
      const summary = dialog.getByTestId("form-summary");
      expect(await summary.innerText()).toBe("Please correct the marked fields: Value (%)");
      expect(await dialog.getByRole("button", { name: "Apply" }).isDisabled()).toBe(true);
    }
    // The summary's field name takes the person to the field.
    await dialog.getByTestId("form-summary").getByRole("button", { name: "Value (%)" }).click();
    expect(await dialog.getByLabel("Value (%)").evaluate((e) => e === document.activeElement)).toBe(
      true,
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`${server.url}/admin/en/settings/shipping`);
    await page
      .getByRole("table", { name: "Shipping methods" })
      .getByRole("row")
      .filter({ hasText: "Pick-up in person" })
      .getByRole("button", { name: "Edit" })
      .click();
    const panel = page.getByRole("region", { name: "Edit shipping method" });
    await panel.getByLabel("Net price to Poland (PLN)").fill("-5");
    await panel.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => panel.getByLabel("Net price to Poland (PLN)").getAttribute("aria-invalid"))
      .toBe("true");
    expect(await panel.getByTestId("form-summary").innerText()).toBe(
      "Please correct the marked fields: Net price to Poland (PLN)",
    );

    await page.goto(`${server.url}/admin/en/calculators/6`);
    const bench = page.locator(".test-bench");
    const number = bench.locator("input[inputmode=decimal]").first();
    await number.fill("-");
    await bench.getByText("Enter a number.").waitFor();
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    // The last valid selection stays quoted: no refusal without a marked field.
    expect(await page.getByText("correct the marked").count()).toBe(0);
    await page.close();
  });
});

async function stored() {
  const p = await Product.Admin.get({ productId: PRODUCT });
  return { title: p.title, discount: Number(p.discount) };
}
