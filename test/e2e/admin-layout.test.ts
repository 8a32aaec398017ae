import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { guest, label, visitor } from "../../packages/functions/test/shop-client";
import { createStaff, signInStaff } from "./staff";

/**
 * The admin's layout (issue 27 fault 7): at 768 px (a tablet held upright) the sidebar is
 * collapsed behind the menu button, the orders table keeps its status, payment and gross columns
 * in view, and no list screen's document scrolls sideways; at 1440 px no screen does (label
 * pricing and the calculator workbench were 1,976 and 1,769 px wide). Wide tables scroll inside
 * their own box, never the page.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const EMAIL = "layout-admin@example.com";
let order: { number: string; orderId: string };
let userId: string;

/** Every screen that lists (the sidebar's sections and the lists under them). */
const LISTS = [
  "",
  "orders",
  "orders/bank",
  "customers",
  "production",
  "samples",
  "invoices",
  "users",
  "categories",
  "pages",
  "posts",
  "banners",
  "menu",
  "products",
  "prices",
  "calculators",
  "settings/payments",
  "settings/shipping",
  "audit",
  "access",
  "outbox",
];

/** The document's width against the window's, and what sticks out when it is wider. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => !el.closest(".table-scroll, .data-table, .grid-scroll"))
      .slice(-4)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`);
    return { scrollWidth: doc.scrollWidth, innerWidth: window.innerWidth, wide };
  });
}

/**
 * Opens each screen and checks that the document is no wider than the window. The screens are
 * opened inside the running admin (its router follows the address, as on a back or forward step)
 * rather than each loaded afresh: the same screens in the same layout, without starting the admin
 * 30 times (the 1440 px walk: 49 s before, on a 2-core machine).
 */
async function walk(page: Page, paths: string[]) {
  const failures: string[] = [];
  for (const path of paths) {
    await page.evaluate((to) => {
      const left = document.querySelector("main h1");
      (window as { walkedFrom?: unknown }).walkedFrom = { node: left, text: left?.textContent };
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/admin/en/${path}`);
    // The next screen is shown when its heading is another element or says another thing than the
    // last one's (the router keeps the last screen while the next one's code loads). A screen that
    // never shows its heading is named in the failures (and not measured).
    const shown = await page
      .waitForFunction(
        () => {
          const from = (window as { walkedFrom?: { node: Element | null; text?: string } })
            .walkedFrom;
          const heading = document.querySelector("main h1");
          return !!heading && (heading !== from?.node || heading.textContent !== from.text);
        },
        null,
        { timeout: 30_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      failures.push(`/${path}: no heading shown`);
      continue;
    }
    // The screen's data is in (no "Loading…" left) before it is measured. Only a status that says
    // it is loading: the audit log's person filter and the calculator workbench keep a status line
    // of their own, on which this waited its whole 10 s (a third of the file's time, unseen).
    const settled = await page
      .waitForFunction(
        () =>
          ![...document.querySelectorAll("main [role=status]")].some((s) =>
            /^(?:Loading…|…)$/.test(s.textContent?.trim() ?? ""),
          ),
        null,
        { timeout: 10_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (!settled) failures.push(`/${path}: still loading after 10 s`);
    const o = await overflow(page);
    if (o.scrollWidth > o.innerWidth)
      failures.push(`/${path}: ${o.scrollWidth} > ${o.innerWidth} (${o.wide.join(", ")})`);
  }
  return failures;
}

describe("the admin's layout at 768 and 1440 px", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    userId = await createStaff({
      email: EMAIL,
      password: "layout password 1",
      role: "administrator",
    });
    const v = visitor(server.url, "pl");
    expect((await v.mutate("shop.cart.add", { config: label(), mode: "eco" })).status).toBe(200);
    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: randomUUID(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: { ...guest, email: `layout-${randomUUID().slice(0, 6)}@example.com` },
      termsAccepted: true,
      withdrawalWaiver: true,
      locale: "pl",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    order = placed.body.result.data as typeof order;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("at 768 px: the sidebar is collapsed behind the menu button, the orders table shows status, payment and gross, and no list scrolls sideways", async () => {
    const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      page.setDefaultNavigationTimeout(60_000);
      await signInStaff(page, EMAIL, `${server.url}/admin/en/orders`);
      const nav = page.getByRole("navigation", { name: "Admin sections" });
      const menu = page.getByRole("button", { name: "Menu" });
      await menu.waitFor();
      expect(await nav.isVisible()).toBe(false);
      // The menu opens the sidebar over the screen, and a section's link closes it again.
      await menu.click();
      await nav.waitFor();
      await nav.getByRole("link", { name: "Customers" }).click();
      await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
      expect(await nav.isVisible()).toBe(false);

      await page.goto(`${server.url}/admin/en/orders`);
      const row = page.getByRole("row", { name: new RegExp(order.number) });
      await row.waitFor();
      for (const name of ["Order status", "Payment status", "Gross"]) {
        const header = page.getByRole("columnheader", { name, exact: true });
        const box = await header.boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(768);
      }
      const gross = await row.locator("td").last().boundingBox();
      expect(gross!.x + gross!.width).toBeLessThanOrEqual(768);

      expect(await walk(page, LISTS)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 400_000);

  it("at 1440 px: no screen scrolls sideways, label pricing and the calculator workbench included", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      page.setDefaultNavigationTimeout(60_000);
      await signInStaff(page, EMAIL, `${server.url}/admin/en`);
      await page.getByRole("navigation", { name: "Admin sections" }).waitFor();
      const screens = [
        ...LISTS,
        "label-pricing",
        "calculators/6",
        "prices/10",
        "products/1",
        "products/1/attributes",
        "categories/1",
        `orders/${order.orderId}`,
        `users/${userId}`,
        "settings/company",
        "settings/ksef",
        "second-factor",
      ];
      expect(await walk(page, screens)).toEqual([]);
      // The equation editor is big enough to write in.
      await page.goto(`${server.url}/admin/en/calculators/6`);
      const equation = page.getByRole("textbox", { name: "Price per copy" }).first();
      const box = await equation.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(480);
      expect(box!.height).toBeGreaterThanOrEqual(120);
    } finally {
      await context.close();
    }
  }, 400_000);
});
