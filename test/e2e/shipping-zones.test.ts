import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { Order } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

/**
 * Issue 28, fault 4, in German: a German company's order to Germany shows the courier's price to
 * Germany in euro before it is placed (the cart, the payment step, the details step's charges,
 * the summary), and the placed order's total is the total the summary showed.
 * The seed's courier to the EU neighbours: 45 zł net, 55.35 zł gross; at 4.2537 zł/€: 10.58 € net,
 * 13.01 € gross (pricing.md §2: each figure converted and rounded). Once the company gives its EU
 * VAT id the order is an intra-EU supply (0 % VAT, reverse charge): the delivery is 10.58 € gross.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

/** An amount as the German page shows it ("1.234,56 €") in whole cents. */
const cents = (text: string) =>
  Math.round(Number(text.replace(/[^\d,-]/g, "").replace(",", ".")) * 100);

describe("issue 28, fault 4: delivery priced for the destination before the order is placed", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a German company's order to Germany: the courier's price in EUR on every step, and the order's total is the one shown", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      await page.goto(`${server.url}/de/wizytowki`);
      await page.getByTestId("price-table").waitFor();
      await page.getByTestId("cell-100-eco").click();
      await page.getByTestId("add-to-cart").click();
      await page.locator('[data-testid="cart-count"]', { hasText: "1" }).waitFor();

      // The cart: where to, and what each method costs there.
      await page.goto(`${server.url}/de/cart`);
      await page.getByTestId("cart-table").waitFor();
      const prices = page.getByTestId("delivery-prices");
      await expect.poll(() => prices.innerText()).toContain("0,00 € netto");
      await page.getByLabel("Lieferland").selectOption("DE");
      await expect
        .poll(() => page.getByTestId("delivery-price-1").innerText())
        .toContain("10,58 € netto");
      expect(await prices.innerText()).toContain("Deutschland");
      expect(await prices.innerText()).not.toContain("zł");

      // The payment step: the destination kept, the courier priced for it.
      await page.goto(`${server.url}/de/order/payment`);
      expect(await page.getByLabel("Lieferland").inputValue()).toBe("DE");
      await expect
        .poll(() => page.getByTestId("shipping-price-1").innerText())
        .toBe("10,58 € netto");
      await page.locator('input[name="shipping"]').first().check();
      await page.locator('input[name="payment"]').first().check();
      await expect.poll(() => page.getByTestId("charge-delivery").innerText()).toContain("13,01 €");
      await page.getByTestId("step-continue").click();

      // The details step: a company in Germany (the country came with the destination).
      await page.waitForURL(`${server.url}/de/order/shipping`);
      await page.locator("#f-firstName").waitFor();
      await page.getByRole("radiogroup").getByRole("radio").nth(1).check();
      await page.locator("#f-billingTax").waitFor();
      expect(await page.locator("#f-billingCountry").inputValue()).toBe("DE");
      await page.locator("#f-firstName").fill("Jana");
      await page.locator("#f-lastName").fill("Müller");
      await page.locator("#f-email").fill(`jana-${Date.now()}@example.com`);
      await page.locator("#f-phone").fill("+49 30 1234567");
      await page.locator("#f-billingCompany").fill("Druckhaus Müller GmbH");
      await page.locator("#f-billingTax").fill("DE123456789");
      await page.locator("#f-billingAddress1").fill("Hauptstraße 5");
      await page.locator("#f-billingPostcode").fill("10115");
      await page.locator("#f-billingCity").fill("Berlin");
      expect(await page.getByTestId("abroad-block").innerText()).not.toContain("E-Mail");
      // With its EU VAT id the company is zero-rated: the charges say so and drop the VAT.
      await page.getByTestId("reverse-charge").waitFor();
      await expect.poll(() => page.getByTestId("charge-delivery").innerText()).toContain("10,58 €");
      await page.getByTestId("step-continue").click();

      // The summary: the delivery line and the total to pay, before placing.
      await page.waitForURL(`${server.url}/de/order/summary`);
      const table = page.getByTestId("summary-table");
      await table.waitFor();
      const delivery = table.locator("tr.extra-line").first();
      expect(await delivery.innerText()).toContain("10,58 €");
      expect(await delivery.innerText()).not.toContain("13,01 €");
      expect(await page.getByTestId("reverse-charge").innerText()).toContain("Reverse Charge");
      const shown = cents(await page.getByTestId("summary-total-gross").innerText());
      expect(shown).toBeGreaterThan(1058);
      await page.getByTestId("accept-terms").check();
      // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
      if (await page.getByTestId("accept-withdrawal").count())
        await page.getByTestId("accept-withdrawal").check();
      await page.getByTestId("place-order").click();

      // Placed: the thank-you page's total and the stored order's are what the summary showed.
      await page.getByTestId("order-placed").waitFor();
      expect(cents(await page.getByTestId("order-total-gross").innerText())).toBe(shown);
      const orderId = /\/order\/placed\/([\w-]+)/.exec(page.url())![1]!;
      const order = await Order.get(orderId);
      expect(order).toMatchObject({
        currency: "EUR",
        locale: "de",
        noVat: true,
        vatNumber: "DE123456789",
      });
      expect(order!.totals).toMatchObject({ shippingNet: "45.00", shippingGross: "45.00" });
      const rate = Number(order!.rate);
      const eur = (pln: string) => Math.round((Number(pln) / rate) * 100);
      expect(eur(order!.totals.grossAfterDiscount!) + eur(order!.totals.shippingGross!)).toBe(
        shown,
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
