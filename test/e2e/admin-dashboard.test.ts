import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { guest, label, visitor } from "../../packages/functions/test/shop-client";
import { createStaff, signInStaff } from "./staff";

/**
 * The admin's home and customers in Chromium (issue 27): orders placed in the test (through the
 * shop's API, as the shop's pages place them) show among the dashboard's figures and under
 * "waiting for payment"; the customers list finds the guest by e-mail and the company by NIP and
 * opens the customer's page with its orders, and the order links back. In English and Polish.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "dashboard password 1";
const NIP = "5260250274";
const run = randomUUID().slice(0, 6);
const guestEmail = `gosc-${run}@example.com`;
const company = `Drukarnia Dash ${run}`;
const orders: { number: string; orderId: string }[] = [];

async function place(customer: Record<string, unknown>) {
  const v = visitor(server.url, "pl");
  expect((await v.mutate("shop.cart.add", { config: label(), mode: "eco" })).status).toBe(200);
  const placed = await v.mutate("shop.checkout.place", {
    idempotencyKey: randomUUID(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer,
    termsAccepted: true,
    withdrawalWaiver: true,
    locale: "pl",
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.result.data as { number: string; orderId: string };
}

async function search(page: Page, label: string, text: string) {
  const box = page.getByLabel(label);
  await box.fill(text);
  await box.press("Enter");
}

describe("the admin's dashboard and customers in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({ email: "dash-desk@example.com", password: PASSWORD, role: "orders" });
    orders.push(await place({ ...guest, email: guestEmail }));
    orders.push(
      await place({
        ...guest,
        email: `firma-${run}@example.com`,
        type: 1,
        billingCompany: company,
        billingTax: NIP,
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("en: the dashboard counts the orders and lists them as waiting for payment; customers by e-mail and NIP, and back from the order", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signInStaff(page, "dash-desk@example.com", `${server.url}/admin/en`);
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
      const waiting = page.getByTestId("attention-payment");
      for (const o of orders) await waiting.getByRole("link", { name: o.number }).waitFor();
      // The test's table holds exactly the orders placed here.
      expect(await page.getByTestId("figure-orders").innerText()).toBe("2");
      const revenue = await page.getByTestId("figure-revenue").innerText();
      expect(revenue).toMatch(/PLN|zł/);
      expect(Number(revenue.replace(/[^\d.]/g, ""))).toBeGreaterThan(0);
      // The numbers beside the chart: today's row has the two orders.
      const rows = page.getByTestId("figures-table").locator("tbody tr");
      expect(await rows.last().locator("td").first().innerText()).toBe("2");
      await page.getByRole("heading", { name: "Proof approval" }).waitFor();

      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Customers" })
        .click();
      await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
      await search(page, "Search: name, company, NIP, e-mail", guestEmail);
      await page.getByRole("cell", { name: guestEmail }).waitFor();
      await search(page, "Search: name, company, NIP, e-mail", NIP);
      await page.getByRole("link", { name: company }).click();
      await page.getByRole("heading", { name: company, level: 1 }).waitFor();
      expect(await page.getByTestId("customer-orders-count").innerText()).toBe("1");
      await page.getByRole("link", { name: orders[1]!.number }).click();
      await page
        .getByRole("heading", { name: new RegExp(orders[1]!.number) })
        .first()
        .waitFor();
      await page.getByTestId("customer-link").click();
      await page.getByRole("heading", { name: company, level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("pl: Pulpit shows what waits for payment, and Klienci finds the guest by e-mail", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await signInStaff(page, "dash-desk@example.com", `${server.url}/admin`);
      await page.getByRole("heading", { name: "Pulpit", level: 1 }).waitFor();
      await page.getByRole("heading", { name: /Czekają na płatność/ }).waitFor();
      await page
        .getByTestId("attention-payment")
        .getByRole("link", { name: orders[0]!.number })
        .waitFor();
      await page.getByRole("navigation").getByRole("link", { name: "Klienci" }).click();
      await search(page, "Szukaj: nazwa, firma, NIP, e-mail", guestEmail);
      await page.getByRole("cell", { name: guestEmail }).waitFor();
      // A guest is named as on their last order.
      await page
        .getByRole("row", { name: new RegExp(guestEmail) })
        .getByRole("link")
        .click();
      await page.getByRole("heading", { name: "Anna Nowak", level: 1 }).waitFor();
      await page.getByText(guestEmail).first().waitFor();
      await page.getByRole("link", { name: orders[0]!.number }).waitFor();
      // A note, saved and said.
      await page.getByLabel("Notatka o kliencie").fill("Zawsze faktura");
      await page.getByRole("button", { name: "Zapisz notatkę" }).click();
      await page.getByText("Notatka zapisana.").waitFor();
    } finally {
      await context.close();
    }
  });
});
