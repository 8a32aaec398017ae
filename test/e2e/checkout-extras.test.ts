import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { Order } from "@printshop/core";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { startTestServer, useDiskStore } from "../../packages/functions/test/server";

/**
 * Issue 16, fault 8 in Chromium: paying cash on delivery switches the payment block (the courier
 * collects; the shop's fee, priced by the server) and the charges; protective packing in the
 * shipping step marks the delivery and shows or hides its price block; both reach the summary
 * and the thank-you page. Then a guest follows the thank-you page's signed link to the order's
 * upload page and attaches a file to that order; a tampered link is refused in words.
 */
let buyers = 0;
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let dir: string;

async function watched(context: BrowserContext) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

async function addBusinessCards(page: Page, prefix: string) {
  await page.goto(`${server.url}${prefix}/wizytowki`);
  await page.getByTestId("price-table").waitFor();
  await page.getByTestId("cell-100-eco").click();
  await page.getByTestId("add-to-cart").click();
  await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
}

/** The payment step: courier, then cash on delivery and back to a transfer, checking what each shows. */
async function paymentToggles(
  page: Page,
  prefix: string,
  words: { courier: string; fee: string; transfer: string },
) {
  await page.goto(`${server.url}${prefix}/order/payment`);
  await page.locator('input[name="shipping"]').first().check();
  await page.getByTestId("charges").waitFor();
  await page.locator('input[name="payment"]').nth(2).check();
  const block = page.getByTestId("payment-block");
  await expect.poll(() => block.getAttribute("data-kind")).toBe("cash");
  expect(await block.innerText()).toContain(words.courier);
  expect(await page.getByTestId("cash-fee").innerText()).toContain(words.fee);
  await page.getByTestId("charge-payment-fee").waitFor();
  const withFee = await page.getByTestId("charges-total").innerText();
  // The steps bar's total is the order's with the fee, as the charges say.
  await expect.poll(() => page.getByTestId("steps-total").innerText()).toContain(withFee);
  await page.locator('input[name="payment"]').first().check();
  await expect.poll(() => block.getAttribute("data-kind")).toBe("transfer");
  expect(await block.innerText()).toContain(words.transfer);
  expect(await page.getByTestId("cash-fee").count()).toBe(0);
  await expect.poll(() => page.getByTestId("charge-payment-fee").count()).toBe(0);
  expect(await page.getByTestId("charges-total").innerText()).not.toBe(withFee);
  await page.locator('input[name="payment"]').nth(2).check();
  await page.getByTestId("charge-payment-fee").waitFor();
}

async function fillGuest(page: Page) {
  await page.locator("#f-firstName").fill("Anna");
  await page.locator("#f-lastName").fill("Nowak");
  // Each order a buyer of its own: orders are limited per recipient e-mail (issue 24).
  await page.locator("#f-email").fill(`anna-${++buyers}@example.com`);
  await page.locator("#f-phone").fill("600 700 800");
  await page.locator("#f-billingName").fill("Anna Nowak");
  await page.locator("#f-billingAddress1").fill("ul. Długa 1");
  await page.locator("#f-billingPostcode").fill("00-001");
  await page.locator("#f-billingCity").fill("Warszawa");
}

/** The shipping step's packing: ticked shows its price block, unticked hides it; left ticked. */
async function packingToggle(page: Page, price: string) {
  await page.locator("#f-firstName").waitFor();
  const toggle = page.getByTestId("packing-toggle");
  expect(await page.getByTestId("packing-option").innerText()).toContain(price);
  expect(await page.getByTestId("charge-packing").count()).toBe(0);
  await toggle.check();
  await page.getByTestId("charge-packing").waitFor();
  await toggle.uncheck();
  await expect.poll(() => page.getByTestId("charge-packing").count()).toBe(0);
  await toggle.check();
  await page.getByTestId("charge-packing").waitFor();
  const total = await page.getByTestId("charges-total").innerText();
  await expect.poll(() => page.getByTestId("steps-total").innerText()).toContain(total);
}

describe("cash on delivery, packing and the guest's order link in Chromium", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "e2e-order-files-"));
    useDiskStore(dir);
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    useDiskStore(null);
    await rm(dir, { recursive: true, force: true });
  });

  it("in Polish at 1280 px: cash and packing to the thank-you page, then the signed link to this order's upload page", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, problems } = await watched(context);
      await addBusinessCards(page, "");
      await paymentToggles(page, "", {
        courier: "kurierowi",
        fee: "5,00 zł",
        transfer: "numer konta",
      });
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/order/shipping`);
      await packingToggle(page, "12,00 zł");
      await fillGuest(page);
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/order/summary`);
      const table = page.getByTestId("summary-table");
      await table.waitFor();
      expect(await table.innerText()).toContain("Opłata za pobranie");
      expect(await table.innerText()).toContain("Pakowanie ochronne");
      expect(await page.locator(".summary-review").innerText()).toContain("z pakowaniem ochronnym");
      await page.getByTestId("accept-terms").check();
      // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
      if (await page.getByTestId("accept-withdrawal").count())
        await page.getByTestId("accept-withdrawal").check();
      await page.getByTestId("place-order").click();
      await page.getByTestId("order-placed").waitFor();
      const number = await page.getByTestId("order-number").innerText();
      expect(await page.getByTestId("payment-info").getAttribute("data-kind")).toBe("cash");
      expect(await page.getByTestId("placed-cash").innerText()).toContain("kurierowi");
      expect(await page.getByTestId("order-lines").innerText()).toMatch(
        /Opłata za pobranie[\s\S]*Pakowanie ochronne/,
      );
      await page.getByTestId("placed-packing").waitFor();

      // The guest's way to this order's files: a signed link, opened in a fresh browser (no cart cookie).
      const link = page.getByTestId("order-files-link").getByRole("link");
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^\/order\/files\/[\w-]{22}\.\d{10}\.[\w-]{43}$/);
      const orderId = href.split("/").pop()!.split(".")[0]!;
      const order = (await Order.get(orderId))!;
      expect(order.number).toBe(number);
      expect(order.packing).toBe(true);
      expect(order.totals).toMatchObject({ paymentFeeNet: "5.00", packingNet: "12.00" });

      const elsewhere = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const other = await watched(elsewhere);
        await other.page.goto(`${server.url}${href}`);
        await other.page.getByTestId("order-files").waitFor();
        expect(await other.page.getByTestId("order-files-number").innerText()).toBe(number);
        const pdf = await makePdf([94, 59]);
        await other.page
          .getByTestId("upload-input")
          .first()
          .setInputFiles({
            name: "wizytowka.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from(pdf),
          });
        await other.page.getByTestId("upload-file").waitFor();
        expect(await other.page.getByTestId("upload-file").innerText()).toContain("wizytowka.pdf");
        expect((await Order.get(orderId))!.files!.map((f) => f.fileName)).toEqual([
          "wizytowka.pdf",
        ]);

        // One changed character and the link opens nothing, and says so.
        const last = href.slice(-1);
        await other.page.goto(`${server.url}${href.slice(0, -1)}${last === "A" ? "B" : "A"}`);
        expect(await other.page.getByTestId("order-files-error").innerText()).toBe(
          "Ten link do zamówienia jest nieprawidłowy. Skorzystaj z linku z e-maila z potwierdzeniem zamówienia.",
        );
        expect(await other.page.getByTestId("upload-input").count()).toBe(0);
        expect(other.problems.filter((p) => !p.includes("403"))).toEqual([]);
      } finally {
        await elsewhere.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it.each([
    [
      "/en",
      // Issue 28 fault 5: the fees in the order's currency (EUR for en and de), 5 and 12 zł at 4.2537.
      { courier: "courier", fee: "1.18 €", transfer: "account number" },
      "2,82 €",
      "Protective packing",
      "Pick-up in person",
    ],
    [
      "/de",
      { courier: "Kurier", fee: "1,18 €", transfer: "Kontonummer" },
      "2,82 €",
      "Schutzverpackung",
      "Selbstabholung",
    ],
  ])(
    "at 375 px in %s: the cash block and the packing block toggle; pick-up offers no packing",
    async (prefix, words, price, packingLabel, pickup) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      try {
        const { page, problems } = await watched(context);
        await addBusinessCards(page, prefix);
        await paymentToggles(page, prefix, words);
        await page.getByTestId("step-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/shipping`);
        await packingToggle(page, price.replace(",", /en/.test(prefix) ? "." : ","));
        expect(await page.getByTestId("charge-packing").innerText()).toContain(packingLabel);
        // Pick-up in person (transfer: cash is not offered with it) has no packing; the choice is dropped.
        await page.goto(`${server.url}${prefix}/order/payment`);
        await page.locator('input[name="shipping"]').nth(1).check();
        await page.locator('input[name="payment"]').first().check();
        await page.getByTestId("step-continue").click();
        await page.waitForURL(`${server.url}${prefix}/order/shipping`);
        expect(await page.getByTestId("packing-unavailable").innerText()).toContain(pickup);
        await page.getByTestId("charges").waitFor();
        await expect.poll(() => page.getByTestId("charge-packing").count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
