import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

/** Picks a value in a searchable select the way a person does: type to filter, Enter takes the first match. */
async function choose(page: Page, label: string, typed: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await box.press("Enter");
}

async function openMenuIfCollapsed(page: Page) {
  const toggle = page.locator(".menu-toggle");
  if (await toggle.isVisible()) await toggle.click();
}

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function magazineToPlacedOrder(page: Page) {
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${server.url}/czasopisma`);
  await page.getByRole("heading", { name: "Czasopisma", level: 1 }).waitFor();
  await page.getByTestId("price-table").waitFor();

  // A conflict: Offset paper cannot take a laminated cover.
  await choose(page, "Okładka", "250");
  await choose(page, "Folia na okładce", "błysk");
  await choose(page, "Papier środka", "Offset");
  const conflict = page.getByTestId("price-error");
  await conflict.waitFor();
  expect(await conflict.innerText()).toContain("Papier środka: Offset 80 g + Folia na okładce: Folia błysk");
  expect(await page.getByTestId("price-table").count()).toBe(0);
  expect(await page.getByTestId("add-to-cart").isDisabled()).toBe(true);

  // Resolved: the table is back.
  await choose(page, "Folia na okładce", "Brak");
  await page.getByTestId("price-table").waitFor();
  expect(await page.getByTestId("price-error").count()).toBe(0);
  expect(await page.getByTestId("add-to-cart").isDisabled()).toBe(true);

  // Pick a cell: it and its row are highlighted, the summary follows.
  const cell = page.getByTestId("cell-100-standard");
  await cell.click();
  expect(await cell.getAttribute("aria-pressed")).toBe("true");
  expect(await page.getByTestId("summary-quantity").innerText()).toBe("100");
  expect(await page.getByTestId("summary-mode").innerText()).toBe("Standard");
  const netPln = await page.getByTestId("summary-net").innerText();
  expect(netPln).toMatch(/zł$/);
  await page.getByTestId("add-to-cart").click();
  await page.getByTestId("go-to-checkout").waitFor();
  await expect.poll(() => page.getByTestId("cart-count").innerText()).toBe("1");

  // EUR, then English.
  await page.getByTestId("currency-select").selectOption("EUR");
  await expect.poll(() => page.getByTestId("summary-net").innerText()).toMatch(/€$/);
  await openMenuIfCollapsed(page);
  await page.getByRole("link", { name: "EN", exact: true }).click();
  await page.waitForURL(`${server.url}/en/czasopisma`);
  await page.getByRole("heading", { name: "Magazines", level: 1 }).waitFor();
  await page.getByTestId("price-table").waitFor();

  // Checkout as a guest.
  await page.getByTestId("go-to-checkout").click();
  await page.waitForURL(`${server.url}/en/cart`);
  await page.getByTestId("cart-table").waitFor();
  expect(await page.getByTestId("cart-total-gross").innerText()).toMatch(/€$/);
  expect(await page.getByTestId("cart-table").innerText()).toContain("Magazines");
  await page.getByTestId("cart-continue").click();
  await page.waitForURL(`${server.url}/en/order/payment`);
  await page.getByLabel("Courier").check();
  await page.getByLabel("Bank transfer").check();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}/en/order/shipping`);
  // The shipping step is a lazy chunk: until it renders, the payment step (and its Continue) stays
  // on screen, so wait for the form before pressing Continue.
  await page.getByLabel("First name *").waitFor();
  // An empty form is refused inline, and kept.
  await page.getByTestId("step-continue").click();
  await page.getByText("The field cannot be empty").first().waitFor();
  await fill(page, "First name *", "Anna");
  await fill(page, "Last name *", "Nowak");
  await fill(page, "E-mail *", "anna@example.com");
  await fill(page, "Phone *", "600 700 800");
  await fill(page, "Full name *", "Anna Nowak");
  await fill(page, "Street and number *", "ul. Długa 1");
  await fill(page, "Postcode *", "00-001");
  await fill(page, "City *", "Warszawa");
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}/en/order/upload`);
  await page.getByTestId("upload-line").first().waitFor();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}/en/order/summary`);
  await page.getByTestId("summary-table").waitFor();
  expect(await page.getByTestId("summary-total-gross").innerText()).toMatch(/€$/);
  await page.getByTestId("place-order").click();
  await page.getByTestId("order-placed").waitFor();
  expect(await page.getByTestId("order-number").innerText()).toMatch(/^\d{8}-[0-9A-Z]{5}$/);
  await expect.poll(() => page.getByTestId("cart-count").innerText()).toBe("0");
  expect(errors).toEqual([]);
}

describe("a magazine from configuration to a placed order in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("on a desktop: conflict and fix, a cell, add to cart, EUR and English, guest checkout", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await magazineToPlacedOrder(await context.newPage());
    } finally {
      await context.close();
    }
  });

  it("the same on a 375 px wide phone", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await magazineToPlacedOrder(page).catch(async (e) => {
        await page.screenshot({ path: "/tmp/mobile-fail.png", fullPage: true });
        throw e;
      });
    } finally {
      await context.close();
    }
  }, 60_000);
});
