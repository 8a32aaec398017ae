import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { Order } from "@printshop/core";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { launchBrowser } from "../browser";
import { startTestServer, useDiskStore } from "../../packages/functions/test/server";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Issue 28, "Must show": one run of the whole guest journey on a phone (375 × 812) in German,
 * product → cart → upload → payment → details → summary → thank-you. The buyer is a German
 * company with its EU VAT id: the courier to Germany is priced in euro before the order is
 * placed, the order is zero-rated (intra-EU supply, reverse charge: pricing.md §2, en and de),
 * and the thank-you page's total is the one the summary showed.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let dir: string;

const cents = (text: string) =>
  Math.round(Number(text.replace(/[^\d,-]/g, "").replace(",", ".")) * 100);

describe("the German guest journey on a phone", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "phone-de-"));
    useDiskStore(dir);
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    useDiskStore(null);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("a German company: VOID seals to the thank-you page, delivery in EUR shown before placing, 0 % VAT with its EU VAT id, the total charged is the total shown", async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));

      // The product: the calculator's confirmed price, then into the cart.
      await page.goto(`${server.url}/de/plomby-void`);
      await page.getByTestId("label-calculator").waitFor();
      await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
      await page.getByTestId("add-to-cart").click();
      await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();
      await page.getByTestId("go-to-cart").click();

      // The cart: in euro; zero VAT is not a checkbox here but explained for the details step.
      const cart = page.getByTestId("cart-table");
      await cart.waitFor();
      expect(await cart.innerText()).toContain("€");
      expect(await page.getByTestId("no-vat").count()).toBe(0);
      expect(await page.getByTestId("no-vat-hint").innerText()).toContain("USt-IdNr.");

      // The upload: a print-ready PDF (50 × 50 mm with its bleed).
      await page.getByTestId("cart-continue").click();
      await page.waitForURL(`${server.url}/de/order/upload`);
      await page.getByTestId("upload-line").first().waitFor();
      await page
        .getByTestId("upload-input")
        .first()
        .setInputFiles({
          name: "siegel.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from(await makePdf([54, 54])),
        });
      const verdict = page.locator('[data-testid="upload-file"] [data-testid="preflight"]');
      await verdict.waitFor();
      expect(await verdict.getAttribute("data-verdict")).toBe("ok");
      await page.getByTestId("step-continue").click();

      // The payment step: to Germany, the courier priced there in euro.
      await page.waitForURL(`${server.url}/de/order/payment`);
      await page.getByLabel("Lieferland").selectOption("DE");
      await expect
        .poll(() => page.getByTestId("shipping-price-1").innerText())
        .toBe("10,58 € netto");
      await page.locator('input[name="shipping"]').first().check();
      await page.locator('input[name="payment"]').first().check();
      await page.getByTestId("step-continue").click();

      // The details: a company in Germany; its EU VAT id in the tax-id field (with its hint).
      await page.waitForURL(`${server.url}/de/order/shipping`);
      await page.locator("#f-firstName").waitFor();
      await page.getByRole("radiogroup").getByRole("radio").nth(1).check();
      await page.locator("#f-billingTax").waitFor();
      await page.locator("#f-firstName").fill("Jana");
      await page.locator("#f-lastName").fill("Müller");
      await page.locator("#f-email").fill(`jana-phone-${Date.now()}@example.com`);
      await page.locator("#f-phone").fill("+49 30 1234567");
      await page.locator("#f-billingCompany").fill("Druckhaus Müller GmbH");
      // A wrong id is a sentence under the field, and the order stays at 23 % meanwhile.
      await page.locator("#f-billingTax").fill("DE12");
      await page.locator("#f-billingAddress1").fill("Hauptstraße 5");
      await page.locator("#f-billingPostcode").fill("10115");
      await page.locator("#f-billingCity").fill("Berlin");
      await expect.poll(() => page.getByTestId("charge-delivery").innerText()).toContain("13,01 €");
      expect(await page.getByTestId("reverse-charge").count()).toBe(0);
      await page.getByTestId("step-continue").click();
      await page
        .getByText("Bitte die USt-IdNr. der Firma im Format ihres Landes angeben", { exact: false })
        .waitFor();
      await page.locator("#f-billingTax").fill("DE 123 456 789");
      await page.getByTestId("reverse-charge").waitFor();
      await expect.poll(() => page.getByTestId("charge-delivery").innerText()).toContain("10,58 €");
      await page.getByTestId("step-continue").click();

      // The summary: delivery without VAT, the reverse-charge note, the total to pay.
      await page.waitForURL(`${server.url}/de/order/summary`);
      const table = page.getByTestId("summary-table");
      await table.waitFor();
      expect(await table.locator("tr.extra-line").first().innerText()).toContain("10,58 €");
      expect(await page.getByTestId("reverse-charge").innerText()).toContain("0 % MwSt.");
      const shown = cents(await page.getByTestId("summary-total-gross").innerText());
      expect(shown).toBeGreaterThan(1058);
      await page.getByTestId("accept-terms").check();
      // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
      if (await page.getByTestId("accept-withdrawal").count())
        await page.getByTestId("accept-withdrawal").check();
      await page.getByTestId("place-order").click();

      // The thank-you page: the total shown, the file, the note with the id; the stored order.
      await page.getByTestId("order-placed").waitFor();
      expect(cents(await page.getByTestId("order-total-gross").innerText())).toBe(shown);
      expect(await page.getByTestId("line-files").innerText()).toContain("siegel.pdf");
      expect(await page.getByTestId("reverse-charge").innerText()).toContain("DE123456789");
      const orderId = /\/order\/placed\/([\w-]+)/.exec(page.url())![1]!;
      const order = await Order.get(orderId);
      expect(order).toMatchObject({ currency: "EUR", noVat: true, vatNumber: "DE123456789" });
      expect(order!.lines.map((l) => l.vat)).toEqual([0]);
      expect(order!.totals.toPayGross).toBe(order!.totals.toPayNet);
      // Nothing on the way was wider than the phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
