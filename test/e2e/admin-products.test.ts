import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";

describe("products, attributes and runs in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "products@example.com",
      password: PASSWORD,
      role: "catalogue",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("creates a table product, an attribute with two values and a run, prices it, activates it; the shop shows it; a used value's delete says what depends on it", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signInStaff(page, "products@example.com", `${server.url}/admin/en`);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Products" })
      .click();

    // Create: a table product (the default kind), inactive.
    await page.getByRole("link", { name: "New product" }).click();
    const form = page.getByRole("form", { name: "New product" });
    await form.getByLabel("Category").selectOption({ index: 1 });
    await form.getByLabel("Name (Polish)").fill("Naklejki próbne");
    await form.getByRole("button", { name: "Add" }).click();
    await page.getByRole("heading", { name: "Naklejki próbne" }).waitFor();
    expect(page.url()).toMatch(/\/admin\/en\/products\/\d+$/);
    const productUrl = page.url();

    // A run of 100 (the add-copies dialog, 300 px wide).
    await page.getByRole("button", { name: "Add a print run" }).click();
    const runDialog = page.getByRole("dialog", { name: "Add run" });
    expect(await runDialog.evaluate((d) => getComputedStyle(d).width)).toBe("300px");
    await runDialog.getByLabel("Run", { exact: true }).fill("100");
    await runDialog.getByRole("button", { name: "Add run" }).click();
    await page.locator(".product-runs li").filter({ hasText: "100 pcs" }).waitFor();

    // An attribute with two values.
    await page.getByRole("link", { name: "Attributes" }).click();
    await page.getByText("This product has no attributes yet.").waitFor();
    await page.getByRole("button", { name: "Add an attribute" }).click();
    const addAttribute = page.getByRole("dialog", { name: "Add an attribute" });
    await addAttribute.getByLabel("Attribute name (Polish)").fill("Papier");
    await addAttribute.getByRole("button", { name: "Add" }).click();
    const card = page.getByRole("region", { name: "Papier" });
    for (const value of ["Kreda", "Offset"]) {
      await card.getByRole("button", { name: "Add a value" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a value" });
      await dialog.getByLabel("Value name (Polish)").fill(value);
      await dialog.getByRole("button", { name: "Add" }).click();
      await card.locator(".attribute-values li[data-value]").filter({ hasText: value }).waitFor();
    }

    // A price in the grid (the prices screen): Kreda × 100 pcs.
    await page.getByRole("link", { name: "Prices" }).click();
    const first = page.locator('[data-cell="0:0"]');
    await first.click();
    await page.keyboard.type("12,34");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Save (1)" }).click();
    await page.getByText("Changed prices saved: 1.").waitFor();

    // Activate it from the list; the shop shows it with its price at once.
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Products" })
      .click();
    await page.getByRole("main").getByLabel("Search").fill("próbne");
    const row = page.getByRole("row").filter({ hasText: "Naklejki próbne" });
    await row.getByRole("button", { name: "Activate" }).click();
    await row.getByRole("button", { name: "Deactivate" }).waitFor();
    const slug = (await row.getByRole("cell").nth(3).innerText()).trim();
    expect(slug).toBe("naklejki-probne");
    const shop = await browser.newPage();
    await shop.goto(`${server.url}/${slug}`);
    await shop.getByRole("heading", { name: "Naklejki próbne" }).waitFor();
    await shop.getByTestId("price-table").waitFor();
    expect(await shop.getByTestId("cell-100-eco").innerText()).toContain("12,34");
    await shop.close();

    // Deleting the priced value: nothing removed, the dialog says what depends on it.
    await page.goto(`${productUrl}/attributes`);
    await card.getByRole("button", { name: "Delete the value: Kreda" }).click();
    await page
      .getByRole("dialog", { name: "Delete the value?" })
      .getByRole("button", { name: "Yes" })
      .click();
    const dependents = page.getByTestId("dependents");
    await dependents.waitFor();
    expect(await dependents.innerText()).toContain("prices: 1");
    expect(await dependents.innerText()).toContain("Kreda — prices: 1");
    await dependents.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await card.locator(".attribute-values li[data-value]").filter({ hasText: "Kreda" }).waitFor();
    await page.close();
  }, 90_000);
});
