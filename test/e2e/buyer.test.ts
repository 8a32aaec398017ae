import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { accountMessages } from "@printshop/core/account/messages";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

/**
 * Issue 28, a first-time buyer in Chromium: the faults found on the way from a product to the
 * thank-you page, each pinned in the language where it was seen, on a desktop and on a phone.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

type Prefix = "" | "/en" | "/de";
const localeOf = (prefix: Prefix) => (prefix ? prefix.slice(1) : "pl") as "pl" | "en" | "de";

const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

async function watched(context: BrowserContext) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

async function addBusinessCards(page: Page, prefix: Prefix) {
  await page.goto(`${server.url}${prefix}/wizytowki`);
  await page.getByTestId("price-table").waitFor();
  await page.getByTestId("cell-100-eco").click();
  await page.getByTestId("add-to-cart").click();
  await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
}

/** The payment step: the courier and a bank transfer, on to the details step. */
async function toDetailsStep(page: Page, prefix: Prefix) {
  await page.goto(`${server.url}${prefix}/order/payment`);
  await page.locator('input[name="shipping"]').first().check();
  await page.locator('input[name="payment"]').first().check();
  await page.getByTestId("step-continue").click();
  await page.waitForURL(`${server.url}${prefix}/order/shipping`);
  await page.locator("#f-firstName").waitFor();
}

/** The text of a field's message, once shown. */
async function messageOf(page: Page, field: string) {
  const error = page.locator(`#f-${field}-error`);
  await error.waitFor();
  return (await error.innerText()).trim();
}

describe("issue 28: a first-time buyer in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // Fault 1: the details step showed `errors.required`, `errors.tax_invalid`, ... instead of words.
  it.each([
    ["", desktop],
    ["/en", desktop],
    ["/de", desktop],
    ["", phone],
    ["/en", phone],
    ["/de", phone],
  ] as const)(
    "fault 1 (%s, %o): the details step's messages are sentences in the page's language, never keys",
    async (prefix, device) => {
      const context = await browser.newContext(device);
      try {
        const { page, problems } = await watched(context);
        const words = accountMessages[localeOf(prefix)];
        await addBusinessCards(page, prefix);
        await toDetailsStep(page, prefix);
        // The company invoice: a tax number field.
        await page.getByRole("radiogroup").getByRole("radio").nth(1).check();
        await page.locator("#f-billingTax").waitFor();
        await page.locator("#f-firstName").fill("Anna");
        await page.locator("#f-lastName").fill("Nowak");
        await page.locator("#f-email").fill("kein-email");
        await page.locator("#f-phone").fill("12");
        await page.locator("#f-billingCompany").fill("Nowak sp. z o.o.");
        await page.locator("#f-billingTax").fill("5260250275");
        await page.locator("#f-billingPostcode").fill("30001");
        await page.getByTestId("step-continue").click();
        expect(await messageOf(page, "billingAddress1")).toBe(words["account.required"]);
        expect(await messageOf(page, "email")).toBe(words["account.email_invalid"]);
        expect(await messageOf(page, "phone")).toBe(words["account.phone_too_short"]);
        expect(await messageOf(page, "billingTax")).toBe(words["account.tax_invalid"]);
        expect(await messageOf(page, "billingPostcode")).toBe(words["account.postcode_invalid"]);
        const shown = await page.locator(".field-error").allInnerTexts();
        expect(shown.length).toBeGreaterThanOrEqual(5);
        for (const text of shown) expect(text).not.toMatch(/^[\w-]+(?:\.[\w-]+)+$/);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  // Fault 5: "Courier 0,00 zł", "+5,00 zł netto", "+12.00 zł net" on a euro order.
  it.each([
    ["", desktop, { fee: "+1,18 € netto", packing: "(+2,82 € netto)", courier: /^\d+,\d{2} €$/ }],
    ["/en", phone, { fee: "+1.18 € net", packing: "(+2.82 € net)", courier: /^\d+\.\d{2} €$/ }],
    ["/de", phone, { fee: "+1,18 € netto", packing: "(+2,82 € netto)", courier: /^\d+,\d{2} €$/ }],
  ] as const)(
    "fault 5 (%s, %o): the delivery prices and fees of a euro order in euro, in the page's notation",
    async (prefix, device, words) => {
      const context = await browser.newContext(device);
      try {
        const { page, problems } = await watched(context);
        await addBusinessCards(page, prefix);
        if (!prefix) {
          // The Polish shop starts in złoty: the buyer chooses euro in the cart.
          await page.goto(`${server.url}/cart`);
          await page.getByTestId("cart-currency").selectOption("EUR");
          await expect.poll(() => page.getByTestId("cart-total-gross").innerText()).toMatch(/€$/);
        }
        await page.goto(`${server.url}${prefix}/order/payment`);
        await page.locator('input[name="shipping"]').first().waitFor();
        const prices = page.locator(".radio-card .money");
        await expect.poll(() => prices.first().innerText()).toMatch(/€/);
        const shown = await prices.allInnerTexts();
        expect(shown.join(" ")).not.toContain("zł");
        expect(shown[0]!.trim()).toMatch(words.courier);
        // Cash on delivery's fee: 5 zł at 4.2537 is 1.18 €.
        expect(shown.map((x) => x.trim())).toContain(words.fee);
        await page.locator('input[name="shipping"]').first().check();
        await page.locator('input[name="payment"]').nth(2).check();
        expect(await page.getByTestId("cash-fee").innerText()).toContain(words.fee.slice(1));
        await page.getByTestId("step-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/shipping`);
        const packing = page.getByTestId("packing-option");
        await expect.poll(() => packing.innerText()).toContain(words.packing);
        expect(await packing.innerText()).not.toContain("zł");
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
