import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Account } from "@printshop/core";
import * as Product from "@printshop/core/product/index";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

process.env.PRINTSHOP_TEST_SCRYPT_LOG_N ??= "12";

/**
 * The back office's forms on the kit (packages/ui/src/form), as an owner uses them: two tabs on
 * one record, where the second save is stale; leaving a screen with unsaved changes; and the
 * "correct the marked fields" sentence, which never stands without a marked field.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";
const PRODUCT = 10;

async function signIn(page: Page, email = "owner@example.com") {
  await page.goto(`${server.url}/admin/en`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Welcome to the administration panel" }).waitFor();
}

const polishName = (page: Page) =>
  page.getByRole("textbox", { name: "Name (Polish)", exact: true });

describe("the back office's forms in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await Account.createForTest({
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
});

async function stored() {
  const p = await Product.Admin.get({ productId: PRODUCT });
  return { title: p.title, discount: Number(p.discount) };
}
