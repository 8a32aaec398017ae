import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";

/** A page that collects uncaught errors and console errors (none may be left only in the console). */
async function watchedPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    // The browser's own line for a refused request ("Failed to load resource: … 400") is not the app's.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
      errors.push(m.text());
  });
  return { page, errors };
}

/** Signs in, then watches for uncaught errors and console errors (the signed-out `admin.me` 401 before it is the browser's own log line). */
async function signedInPage(email: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await watchedPage();
  await signInStaff(page, email, `${server.url}/admin/en`);
  await page.getByRole("navigation", { name: "Admin sections" }).waitFor();
  errors.length = 0;
  return { page, errors };
}

/** Picks a value in the shop's searchable select: type to filter, Enter takes the first match. */
async function choose(page: Page, label: string, typed: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await box.press("Enter");
}

describe("the calculator workbench in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "calculators@example.com",
      password: PASSWORD,
      role: "catalogue",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("adds a value to the magazine calculator, excludes it with an existing value, saves; the English magazine page shows the conflict", async () => {
    const { page, errors } = await signedInPage("calculators@example.com");
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Calculators" })
      .click();
    await page.getByRole("link", { name: "Magazines" }).click();
    await page.getByRole("heading", { name: "Calculator 5: Magazines", level: 1 }).waitFor();

    // Add a value to "Inner paper" through the seed's modal.
    const paper = page
      .locator(".option-card")
      .filter({ has: page.getByRole("heading", { name: /^Inner paper/ }) });
    await paper.getByRole("button", { name: "Add value" }).click();
    const dialog = page.getByRole("dialog", { name: "Add value" });
    await dialog.getByRole("textbox", { name: "Title (Polish)" }).fill("Papier testowy 100 g");
    await dialog.getByRole("tab", { name: /^EN/ }).click();
    await dialog.getByRole("textbox", { name: "Title (English)" }).fill("Test paper 100 gsm");
    await dialog.getByRole("tab", { name: /^DE/ }).click();
    await dialog.getByRole("textbox", { name: "Title (German)" }).fill("Testpapier 100 g");
    // A value that is not a number is refused in the modal, which stays open with what was typed.
    await dialog.getByLabel("Value (number used by the equation)").fill("abc");
    await dialog.getByRole("button", { name: "Apply" }).click();
    // The kit marks the field with its message and names it in the summary (an alert).
    await dialog.locator(".field-error").filter({ hasText: "Enter a number" }).waitFor();
    await dialog
      .getByRole("alert")
      .filter({ hasText: "Value (number used by the equation)" })
      .waitFor();
    await dialog.getByLabel("Value (number used by the equation)").fill("1,1");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await dialog.waitFor({ state: "detached" });
    await paper.getByText("Test paper 100 gsm").waitFor();

    // Exclude it with an existing value (Size: A5) in the value × value grid.
    const grid = page
      .getByRole("region", { name: "Exclusions" })
      .or(page.locator("section[aria-labelledby='grid-title']"));
    const tick = grid.getByRole("checkbox", {
      name: "Inner paper: Test paper 100 gsm with Size: A5",
      exact: true,
    });
    await tick.check();
    // The grid is symmetric: the mirrored cell is ticked too.
    expect(
      await grid
        .getByRole("checkbox", {
          name: "Size: A5 with Inner paper: Test paper 100 gsm",
          exact: true,
        })
        .isChecked(),
    ).toBe(true);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Calculator saved (version 2)").waitFor();
    await page.getByText("Unsaved changes").waitFor({ state: "detached" });
    // After the reload from the server the value and the tick are still there.
    expect(
      await page
        .getByRole("checkbox", {
          name: "Inner paper: Test paper 100 gsm with Size: A5",
          exact: true,
        })
        .isChecked(),
    ).toBe(true);

    // The shop, in English. The tick was written on the new paper (the grid's row): with it
    // chosen, A5 is marked disabled; with A5 chosen first, the paper can be chosen and both
    // together are the conflict.
    const shop = await browser.newPage();
    shop.setDefaultTimeout(15_000);
    const shopErrors: string[] = [];
    shop.on("pageerror", (e) => shopErrors.push(e.message));
    await shop.goto(`${server.url}/en/czasopisma`);
    await shop.getByRole("heading", { name: "Magazines", level: 1 }).waitFor();
    await shop.getByTestId("price-table").waitFor();
    await choose(shop, "Inner paper", "Test paper");
    expect(
      await shop.getByRole("combobox", { name: "Inner paper", exact: true }).inputValue(),
    ).toBe("Test paper 100 gsm");
    await shop.getByTestId("price-table").waitFor();
    const size = shop.getByRole("combobox", { name: "Size", exact: true });
    await size.click();
    expect(
      // A disabled option says why beside its name ("A5 (not available with Inner paper: …)").
      await shop.getByRole("option", { name: /^A5\b/ }).getAttribute("aria-disabled"),
    ).toBe("true");
    await size.press("Escape");
    await choose(shop, "Inner paper", "Art paper 90");
    await choose(shop, "Size", "A5");
    expect(await size.inputValue()).toBe("A5");
    await choose(shop, "Inner paper", "Test paper");
    const conflict = shop.getByTestId("price-error");
    await conflict.waitFor().catch(async (e) => {
      await shop.screenshot({ path: "/tmp/calc-shop.png", fullPage: true });
      throw e;
    });
    const text = await conflict.innerText();
    expect(text).toContain("Size: A5");
    expect(text).toContain("Inner paper: Test paper 100 gsm");
    expect(await shop.getByTestId("price-table").count()).toBe(0);
    expect(shopErrors).toEqual([]);
    await shop.close();

    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("an equation the pricing module refuses cannot be saved: the error shows at its position, the draft stays", async () => {
    const { page, errors } = await signedInPage("calculators@example.com");
    await page.goto(`${server.url}/admin/en/calculators/6`);
    await page.getByRole("heading", { name: /^Calculator 6/, level: 1 }).waitFor();
    const equation = page.getByLabel("Price per copy");
    await equation.fill("fmt * (1.2 * pap * sides + fin) + creases * 0.03 + 0.05 +");
    const alert = page.locator(".equation-error").first();
    await alert.waitFor();
    expect(await alert.locator(".equation-marker").innerText()).toMatch(/\n {57}\^$/);
    expect(await page.getByRole("button", { name: "Save", exact: true }).isDisabled()).toBe(true);
    // An unknown shortcode is named, with a suggestion.
    await equation.fill("fmt * (1.2 * pap * sidez + fin)");
    await alert.filter({ hasText: "sidez" }).waitFor();
    // The option by its title in the admin's language, the shortcode beside it (issue 27).
    expect(await alert.innerText()).toContain("Print (sides)");
    // The suggestions as one types: "Print sides" (title, code), a function by its name.
    await equation.fill("fmt * sid");
    const suggestions = page.getByRole("listbox", { name: "Suggestions" });
    await expect
      .poll(() => suggestions.getByRole("option").allInnerTexts())
      .toEqual(["Print sides"]);
    await equation.fill("fmt * rou");
    await expect
      .poll(() => suggestions.getByRole("option").allInnerTexts())
      .toEqual(["Round round()"]);
    await equation.fill("fmt * (1.2 * pap * sidez + fin)");
    expect(await equation.inputValue()).toBe("fmt * (1.2 * pap * sidez + fin)");
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("a save refused by the server (someone saved in between) says so in the admin's language and keeps the draft", async () => {
    const first = await signedInPage("calculators@example.com");
    const second = await signedInPage("calculators@example.com");
    for (const { page } of [first, second]) {
      await page.goto(`${server.url}/admin/en/calculators/6`);
      await page.getByRole("heading", { name: /^Calculator 6/, level: 1 }).waitFor();
    }
    const base = await first.page.getByLabel("Price per copy").inputValue();
    await first.page.getByLabel("Price per copy").fill(`${base} + 0.01`);
    await first.page.getByRole("button", { name: "Save", exact: true }).click();
    await first.page.getByText("Calculator saved (version 2)").waitFor();

    const mine = `${base} + 0.02`;
    await second.page.getByLabel("Price per copy").fill(mine);
    const save = second.page.getByRole("button", { name: "Save", exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await second.page
      .getByRole("alert")
      .filter({
        hasText: "Someone else saved this record in the meantime. Reload it and try again.",
      })
      .waitFor();
    expect(await second.page.getByLabel("Price per copy").inputValue()).toBe(mine);
    expect(await second.page.getByText("Unsaved changes").isVisible()).toBe(true);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await first.page.close();
    await second.page.close();
  }, 120_000);

  it("renders in Polish and German with no missing texts", async () => {
    const { page, errors } = await signedInPage("calculators@example.com");
    for (const [prefix, heading, addOption, apply] of [
      ["", "Kalkulator 5: Czasopisma", "Dodaj opcję", "Zastosuj"],
      ["/de", "Rechner 5: Zeitschriften", "Option hinzufügen", "Übernehmen"],
    ] as const) {
      await page.goto(`${server.url}/admin${prefix}/calculators`);
      await page.getByRole("link", { name: heading.split(": ")[1] }).click();
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.locator(".equation-editor").waitFor();
      const text = await page.locator("body").innerText();
      // A missing i18next key shows as the key itself (e.g. "options.addValue").
      expect(text).not.toMatch(
        /\b(page|options|dialog|grid|equation|bench|lints|list)\.[a-zA-Z]+\b/,
      );
      // The add-option modal, and its refusal of an empty form, in the same language.
      await page.getByRole("button", { name: addOption, exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: addOption });
      await dialog.getByRole("button", { name: apply }).click();
      await dialog.getByRole("alert").waitFor();
      expect(await dialog.innerText()).not.toMatch(/\b(dialog|options)\.[a-zA-Z]+\b/);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
