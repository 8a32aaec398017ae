import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Browser, Page } from "playwright-core";
import { db } from "@printshop/core/dynamo/db";
import { launchBrowser } from "../browser";
import { generateOrders, loadOrders } from "../orders-fixture";
import { startTestServer } from "../../packages/functions/test/server";
import { sentEmails } from "../../packages/functions/test/built";
import { createStaff, signInStaff } from "./staff";

/**
 * Issue 27 in Chromium: the print floor marks a line printed from the Production screen and the
 * order moves on (pl); two orders selected on the orders list change status together (en); the
 * header search opens an order by its number (en and pl).
 */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "production password 1";
let seed = 7000;

/**
 * Orders placed just now (newest first on the list), with the given status and one label line,
 * configured as checkout stores a label (its size: the order's proofs panel reads it; a line
 * without it answered admin.proofs.get with an internal error, which no order can have).
 */
async function orders(n: number, status: string, email = "floor@example.com") {
  const made = generateOrders(n, { seed: seed++ }).map((o, i) => ({
    ...o,
    status,
    paymentStatus: "paid",
    createdAt: Date.now() - i * 1000,
    customer: { ...o.customer, email },
    lines: [
      {
        ...o.lines[0]!,
        id: "l0",
        kind: "label",
        config: { kind: "label", input: { width: 50, height: 30, personalization: false } },
        mode: "express",
      },
    ],
  }));
  await loadOrders(made as never);
  return made;
}
const statusOf = async (orderId: string) =>
  (await db().entities.order.get({ orderId }).go()).data!.status;

async function staffPage(locale: "pl" | "en"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await signInStaff(
    page,
    "floor.desk@example.com",
    `${server.url}/admin${locale === "pl" ? "" : `/${locale}`}`,
  );
  return page;
}

describe("production, bulk work and search in the admin", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({ email: "floor.desk@example.com", password: PASSWORD, role: "orders" });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("pl: a line marked printed in the queue ships its order and the customer is told", async () => {
    const [o] = await orders(1, "in_production", "floor.buyer@example.com");
    const page = await staffPage("pl");
    await page
      .getByRole("navigation", { name: /./ })
      .getByRole("link", { name: "Produkcja" })
      .click();
    await page.getByRole("heading", { name: "Produkcja", level: 1 }).waitFor();
    const mark = page.getByRole("button", {
      name: `Oznacz pozycję 1 zamówienia ${o!.number} jako wydrukowaną`,
    });
    await mark.click();
    await page
      .getByText(`Zamówienie ${o!.number}: wszystkie pozycje wydrukowane — zamówienie wysłane.`)
      .waitFor();
    await mark.waitFor({ state: "detached" });
    expect(await statusOf(o!.orderId)).toBe("shipped");
    expect(sentEmails({ to: "floor.buyer@example.com" }).map((m) => m.kind)).toEqual([
      "order.status",
    ]);
    await page.context().close();
  });

  it("en: two orders selected on the list change status together", async () => {
    const [a, b] = await orders(2, "new");
    const page = await staffPage("en");
    await page.goto(`${server.url}/admin/en/orders`);
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    await page.getByRole("checkbox", { name: `Select order ${a!.number}` }).check();
    await page.getByRole("checkbox", { name: `Select order ${b!.number}` }).check();
    await page.getByTestId("bulk-count").getByText("Selected: 2").waitFor();
    await page.getByLabel("New order status").selectOption("in_production");
    await page.getByRole("button", { name: "Change status" }).click();
    await page
      .getByTestId("bulk-summary")
      .getByText("Status changed: 2; already in it: 0; refused: 0.")
      .waitFor();
    expect(await statusOf(a!.orderId)).toBe("in_production");
    expect(await statusOf(b!.orderId)).toBe("in_production");
    // The list shows the new status in place (no reload).
    await page
      .getByRole("row", { name: new RegExp(a!.number) })
      .getByText("In production")
      .waitFor();
    await page.context().close();
  });

  for (const locale of ["en", "pl"] as const)
    it(`${locale}: the header search opens an order by its number`, async () => {
      const [o] = await orders(1, "new");
      const page = await staffPage(locale);
      const box = page.getByRole("searchbox", {
        name:
          locale === "en"
            ? "Search orders, customers, products"
            : "Szukaj zamówień, klientów, produktów",
      });
      await box.fill(o!.number);
      await box.press("Enter");
      await page.waitForURL(
        `${server.url}/admin${locale === "pl" ? "" : `/${locale}`}/orders/${o!.orderId}`,
      );
      await page.getByRole("heading", { name: new RegExp(o!.number), level: 1 }).waitFor();
      await page.context().close();
    });
});
