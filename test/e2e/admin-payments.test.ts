import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Audit } from "@printshop/core";
import * as Payment from "@printshop/core/payment/index";
import { getOrder, getPayment } from "@printshop/core/payment/store";
import { placeTestOrder } from "@printshop/core/payment/testing/orders";
import { LocalPrzelewy24 } from "@printshop/core/payment/testing/przelewy24.server";
import { przelewy24 } from "@printshop/core/payment/przelewy24";
import { db } from "@printshop/core/dynamo/db";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { built } from "../../packages/functions/test/built";
import { NOTIFY_ROUTE } from "../../packages/functions/src/rest/payment-table";
import { createStaff, signInStaff } from "./staff";

/**
 * Issue 29, items 6 and 7, as an administrator does them in Chromium: a partial refund of an
 * order paid through the local Przelewy24 server (set up as payments-api.test.ts does: the
 * built API and this test's core on one table, one local provider that sends its signed refund
 * notification to the shop's notify route by itself), in Polish; and a three-row bank statement
 * whose one match is confirmed, in English.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let p24: LocalPrzelewy24;
let browser: Browser;
const PASSWORD = "payments desk password 1";
const DESK = "payments.desk@example.com";

describe("the back office's side of payments in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    p24 = await new LocalPrzelewy24({ autoNotify: true }).start();
    const gateway = { ...p24.config, timeoutMs: 5_000 };
    built.configurePayments({ gateway: built.przelewy24(gateway), origin: server.url });
    Payment.configurePayments({ gateway: przelewy24(gateway), origin: server.url });
    for (const m of [
      {
        paymentMethodId: 1,
        icon: "icon-transfer",
        translations: { pl: "Przelew", en: "Bank transfer", de: "Überweisung" },
      },
      {
        paymentMethodId: 2,
        icon: "icon-card",
        translations: { pl: "Płatność online", en: "Online", de: "Online" },
      },
    ])
      await db().entities.paymentMethod.put(m).go();
    await createStaff({ email: DESK, password: PASSWORD, role: "orders" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await p24?.stop();
    await server?.close();
  });

  async function office(url: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInStaff(page, DESK, url);
    return { page, close: () => context.close() };
  }

  it("in Polish: a partial refund of a paid Przelewy24 order; over the maximum refused in the dialog; then partially refunded", async () => {
    const order = await placeTestOrder();
    const { paymentId } = await Payment.create({ orderId: order.orderId });
    const notified = await fetch(`${server.url}${NOTIFY_ROUTE}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: p24.pay(paymentId),
    });
    expect(notified.status).toBe(200);
    expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "paid" });

    const { page, close } = await office(`${server.url}/admin`);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}/admin/orders/${order.orderId}`);
      await page.getByRole("heading", { name: `Zamówienie ${order.number}` }).waitFor();
      const payment = page.getByTestId("order-payment");
      expect(await payment.getAttribute("data-state")).toBe("paid");
      await payment.getByRole("button", { name: "Zwrot" }).click();

      const dialog = page.getByRole("dialog", { name: "Zwrot płatności" });
      const amount = dialog.getByLabel("Kwota (PLN)");
      expect(await amount.inputValue()).toBe("147.60");
      expect(await dialog.innerText()).toContain("Można zwrócić najwyżej 147,60 zł");
      await amount.fill("200,00");
      await dialog.getByLabel("Powód").fill("Reklamacja: 30 etykiet nieczytelnych");
      await dialog.getByTestId("refund-submit").click();
      await dialog
        .getByText("Kwota zwrotu przekracza kwotę możliwą do zwrotu (147.60 PLN).")
        .first()
        .waitFor();
      expect(p24.transactions.get(paymentId)!.refunds).toEqual([]);

      await amount.fill("50,00");
      await dialog.getByTestId("refund-submit").click();
      await dialog.waitFor({ state: "detached" });
      await page.getByText("Zlecono zwrot 50,00 zł w serwisie płatności").waitFor();

      // The provider's signed notification arrives by itself; the page shows it without a reload.
      await page
        .locator('[data-testid="order-payment"][data-state="partially_refunded"]')
        .waitFor();
      expect(await payment.getByTestId("payment-state").innerText()).toBe("Częściowo zwrócona");
      expect(await payment.getByTestId("payment-refunded").innerText()).toBe("50,00 zł");
      const timeline = await payment.getByTestId("payment-timeline").innerText();
      expect(timeline).toContain("Reklamacja: 30 etykiet nieczytelnych");
      expect(timeline).toContain("Zwrot potwierdzony → Częściowo zwrócona");
      await expect
        .poll(() => page.locator("#order-paymentStatus-value").inputValue())
        .toBe("partially_refunded");

      expect(p24.transactions.get(paymentId)!.refunds.map((r) => r.amount)).toEqual([5_000]);
      expect(await getPayment(paymentId)).toMatchObject({ refunded: 5_000, refundPending: 0 });
      expect(await getOrder(order.orderId)).toMatchObject({ paymentStatus: "partially_refunded" });
      const audit = (await Audit.list({ target: { type: "order", id: order.orderId } })).items;
      expect(audit.find((a) => a.action === "order.refund")).toMatchObject({
        actor: { email: DESK },
        after: { amount: "50.00 PLN", reason: "Reklamacja: 30 etykiet nieczytelnych" },
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("in English: a three-row bank statement, one match confirmed, the others left for a person", async () => {
    const [a, b, c] = [
      await placeTestOrder({ paymentMethodId: 1 }),
      await placeTestOrder({ paymentMethodId: 1 }),
      await placeTestOrder({ paymentMethodId: 1 }),
    ];
    const typo = b.number.slice(0, -1) + (b.number.endsWith("Z") ? "Y" : "Z");
    const csv = [
      "Data operacji;Kwota;Waluta;Tytuł;Nadawca",
      `27.11.2026;147,60;PLN;Zamówienie ${a.number};Jan Kowalski`,
      `27.11.2026;147,60;PLN;Zamowienie ${typo};Anna Nowak`,
      `27.11.2026;140,00;PLN;${c.number};Firma Sp. z o.o.`,
    ].join("\r\n");

    const { page, close } = await office(`${server.url}/admin/en`);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Orders" })
        .click();
      await page.getByRole("link", { name: "Bank statement" }).click();
      await page.getByRole("heading", { name: "Bank statement", level: 1 }).waitFor();
      await page.getByLabel("Statement file").setInputFiles({
        name: "wyciag.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv, "utf8"),
      });
      await page.getByRole("button", { name: "Read statement" }).click();
      const summary = page.getByTestId("bank-summary");
      await summary.waitFor();
      expect(await summary.innerText()).toBe("Proposed: 1 · For a person: 2 · Ignored: 0");
      const rows = page.getByTestId("bank-row");
      expect(
        await rows.evaluateAll((trs) =>
          trs.map((tr) => [tr.getAttribute("data-outcome"), tr.getAttribute("data-reason")]),
        ),
      ).toEqual([
        ["proposed", ""],
        ["review", "number_typo"],
        ["review", "amount_mismatch"],
      ]);
      expect(await rows.nth(1).innerText()).toContain(
        "the title's number is one character off this order's",
      );
      expect(await rows.nth(2).innerText()).toContain("the amount is not what the order asks");
      // Nothing is paid before a person confirms.
      for (const o of [a, b, c])
        expect(await getOrder(o.orderId)).toMatchObject({ paymentStatus: "awaiting" });

      await page.getByRole("button", { name: "Confirm all proposed (1)" }).click();
      await page.locator('[data-testid="bank-row"][data-outcome="paid"]').waitFor();
      await page.getByText("Orders marked paid: 1.").waitFor();
      expect(await rows.nth(0).innerText()).toContain("Marked paid");
      expect(
        await page.getByRole("button", { name: "Confirm all proposed (0)" }).isDisabled(),
      ).toBe(true);

      expect(await getOrder(a.orderId)).toMatchObject({ paymentStatus: "paid", version: 2 });
      expect(await getOrder(b.orderId)).toMatchObject({ paymentStatus: "awaiting" });
      expect(await getOrder(c.orderId)).toMatchObject({ paymentStatus: "awaiting" });
      const entries = (await Audit.list({ target: { type: "order", id: a.orderId } })).items;
      expect(entries).toEqual([
        expect.objectContaining({
          action: "order.setPaymentStatus",
          actor: expect.objectContaining({ email: DESK }) as unknown,
          after: expect.objectContaining({
            paymentStatus: "paid",
            via: "bank_statement",
          }) as unknown,
        }),
      ]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
