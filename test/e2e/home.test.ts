import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { Seed } from "@printshop/core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let page: Page;

describe("the built shop in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("shows the seeded products in Polish, filters by category, and switches to English", async () => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${server.url}/`);
    const active = Seed.demoCatalogue().products.filter((p) => p.active);
    const cards = page.locator('[data-testid="product-grid"] li');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(active.length);
    expect(await cards.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining("Etykiety na rolce")]),
    );
    expect(await page.getAttribute("html", "lang")).toBe("pl");

    await page.getByRole("button", { name: "Wizytówki" }).click();
    expect(await cards.count()).toBe(active.filter((p) => p.categoryId === 2).length);

    await page.getByRole("link", { name: "EN", exact: true }).click();
    await page.waitForURL(`${server.url}/en`);
    await page.getByRole("heading", { name: "Our products" }).waitFor();
    // The category filter survives the language switch; "All" brings every product back.
    await page.getByTestId("product-grid").getByText("Business cards").waitFor();
    expect(await cards.count()).toBe(active.filter((p) => p.categoryId === 2).length);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await page.getByTestId("product-grid").getByText("Roll labels").waitFor();
    expect(await cards.count()).toBe(active.length);
    expect(await page.getAttribute("html", "lang")).toBe("en");

    await page.goto(`${server.url}/de`);
    await page.getByTestId("product-grid").getByText("Rollenetiketten").waitFor();
    expect(errors).toEqual([]);
  });

  it("shows a translated error, not a blank page, when the API fails", async () => {
    await page.route("**/trpc/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await page.goto(`${server.url}/en`);
    await page.getByRole("alert").first().waitFor();
    expect(await page.getByRole("alert").first().innerText()).toContain("Something went wrong");
    await page.unroute("**/trpc/**");
  });
});
