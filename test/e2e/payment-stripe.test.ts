import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import * as Payment from "@printshop/core/payment/index";
import { Order } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { built } from "../../packages/functions/test/built";

/**
 * Issue 29, Stripe: a business-card order in English, in EUR, paid by card through the Stripe
 * adapter (the official SDK) against the local Stripe server that `pnpm start` runs without keys
 * (packages/functions/src/local/test-gateway.ts): a declined card first, then the test card;
 * "paid" only because Stripe's signed events reached the shop's webhook route.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let gateway: Awaited<ReturnType<typeof built.startTestGatewayUnlessKeys>>;
let browser: Browser;
const STRIPE_METHOD = 4;

describe("paying by card through Stripe in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    gateway = await built.startTestGatewayUnlessKeys(0);
    browser = await launchBrowser();
    // A method taken by Stripe, as an administrator would add it (admin-settings.test.ts), offered
    // with every shipping method.
    await db()
      .entities.paymentMethod.put({
        paymentMethodId: STRIPE_METHOD,
        icon: "icon-card",
        provider: "stripe",
        translations: { pl: "Karta (Stripe)", en: "Card (Stripe)", de: "Karte (Stripe)" },
      })
      .go();
    const { data: shipping } = await db().entities.shippingMethod.query.byId({}).go();
    for (const m of shipping)
      await db()
        .entities.shippingMethod.patch({ shippingMethodId: m.shippingMethodId })
        .set({ payments: [...m.payments, STRIPE_METHOD] })
        .go();
    built.changed("checkoutMethods");
  });
  afterAll(async () => {
    await browser?.close();
    await gateway?.stop();
    await server?.close();
  });

  it("business cards in English, in EUR, paid by card: declined, then paid; timeline register → events → paid", async () => {
    expect(gateway.message).toMatch(/Stripe TEST GATEWAY .* on http:\/\/127\.0\.0\.1:\d+ /);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}/en/wizytowki`);
      await page.getByTestId("price-table").waitFor();
      // English shows EUR by default.
      await expect.poll(() => page.getByTestId("cell-100-eco").innerText()).toContain("€");
      await page.getByTestId("cell-100-eco").click();
      await page.getByTestId("add-to-cart").click();
      await page.getByTestId("go-to-checkout").click();
      await page.waitForURL(`${server.url}/en/cart`);
      await page.getByTestId("cart-table").waitFor();
      const total = await page.getByTestId("cart-total-gross").innerText();
      expect(total).toMatch(/€$/);
      await page.getByTestId("cart-continue").click();
      await page.waitForURL(`${server.url}/en/order/upload`);
      await page.getByTestId("steps-bar").waitFor();
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/en/order/payment`);
      await page.locator('input[name="shipping"]').first().check();
      await page.getByLabel("Card (Stripe)").check();
      expect(await page.getByTestId("payment-block").getAttribute("data-kind")).toBe("online");
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/en/order/shipping`);
      await page.locator("#f-firstName").fill("Emma");
      await page.locator("#f-lastName").fill("Smith");
      await page.locator("#f-email").fill(`emma-${Date.now()}@example.com`);
      await page.locator("#f-phone").fill("600 700 800");
      await page.locator("#f-billingName").fill("Emma Smith");
      await page.locator("#f-billingAddress1").fill("ul. Długa 1");
      await page.locator("#f-billingPostcode").fill("00-001");
      await page.locator("#f-billingCity").fill("Warszawa");
      await page.getByTestId("step-continue").click();
      await page.waitForURL(`${server.url}/en/order/summary`);
      await page.getByTestId("summary-table").waitFor();
      await page.getByTestId("accept-terms").check();
      // A buyer with consumer rights confirms there is no withdrawal right (issue 31 item 6).
      if (await page.getByTestId("accept-withdrawal").count())
        await page.getByTestId("accept-withdrawal").check();
      await page.getByTestId("place-order").click();

      // Stripe's hosted page (the local server's), clearly labelled, for the order's EUR amount.
      await page.waitForURL(/\/c\/pay\/cs_test_\w+$/);
      await page.getByText("TEST GATEWAY — no money moves").waitFor();
      const pay = page.getByRole("button", { name: /^Pay [\d.]+ EUR \(test\)$/ });
      const shown = (await pay.innerText()).replace(/^Pay ([\d.]+) EUR.*$/, "$1");
      expect(total.replace(/[^\d.,]/g, "").replace(",", ".")).toBe(shown);
      await page.getByLabel("Card", { exact: true }).check();
      await page.getByLabel("Card number").fill("4000 0000 0000 0002");
      await pay.click();
      await page.getByText("Your card was declined.", { exact: true }).waitFor();
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: /^Pay [\d.]+ EUR \(test\)$/ }).click();

      // Back on the shop: confirmed only because the server says so.
      await page.waitForURL(/\/en\/order\/placed\/[\w-]{22}\?payment=/);
      await page.getByTestId("payment-confirmed").waitFor();
      expect(await page.getByTestId("payment-confirmed").innerText()).toBe(
        "Payment confirmed. Thank you!",
      );
      const orderId = /\/order\/placed\/([\w-]{22})/.exec(page.url())![1]!;
      expect(await Order.get(orderId)).toMatchObject({ paymentStatus: "paid", currency: "EUR" });
      const [paid] = await Payment.ofOrder({ orderId });
      expect(paid).toMatchObject({ state: "paid", provider: "stripe", currency: "EUR" });
      expect(paid!.providerPaymentId).toMatch(/^pi_/);
      expect(paid!.events.map((e) => (e.to ? `${e.kind}:${e.to}` : e.kind))).toEqual([
        "created:new",
        "registered:pending",
        "notification", // payment_intent.payment_failed (the declined card): nothing changed
        "notification", // checkout.session.completed
        "state:paid",
        "notification", // payment_intent.succeeded: the same payment, nothing more
      ]);
      expect(paid!.events.find((e) => e.kind === "registered")!.source).toBe(
        built.STRIPE_TEST_GATEWAY_LABEL,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
