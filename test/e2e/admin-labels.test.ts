import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";
const MATERIAL = "White glossy film, universal adhesive";

/** A signed-in admin page that collects uncaught errors and console errors from then on. */
async function signedInPage(email: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  await signInStaff(page, email, `${server.url}/admin/en`);
  await page.getByRole("navigation", { name: "Admin sections" }).waitFor();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    // The browser's own line for a refused request ("Failed to load resource: … 400") is not the app's.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
      errors.push(m.text());
  });
  return { page, errors };
}

/** The English roll-label page's eco net price (the product's default configuration), as shown. */
async function shopPrice(shop: Page): Promise<string> {
  await shop.goto(`${server.url}/en/etykiety-na-rolce`);
  await shop.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
  return shop.getByTestId("price-eco-net").innerText();
}

/** "1,234.56 € net" and the like as a number. */
const amount = (text: string) =>
  Number(
    text
      .replace(/[^\d.,]/g, "")
      .replace(/,(?=\d{3})/g, "")
      .replace(",", "."),
  );

describe("label pricing in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "labels@example.com",
      password: PASSWORD,
      role: "catalogue",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("changes a material's price, previews the reference configurations old vs new, publishes, the label page follows; a refused publish keeps the form; restoring brings the old price back", async () => {
    const shop = await browser.newPage();
    shop.setDefaultTimeout(15_000);
    const before = await shopPrice(shop);

    const { page, errors } = await signedInPage("labels@example.com");
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Label pricing" })
      .click();
    await page.getByRole("heading", { name: "Label pricing (version 1)", level: 1 }).waitFor();
    const factor = page.getByLabel(`Factor ${MATERIAL}`, { exact: true });
    await expect.poll(() => factor.inputValue()).toBe("1");

    // A value out of range is marked at the field and publishing waits for it.
    await factor.fill("-2");
    await page.getByText("Correct the marked fields first.").waitFor();
    expect(await page.getByRole("button", { name: "Publish" }).isDisabled()).toBe(true);
    await factor.fill("1,5");
    await page.getByText("Correct the marked fields first.").waitFor({ state: "detached" });

    // Dropping the holographic film (a product's default material) is refused by the server with
    // the reason; the form keeps what was typed.
    const holographic = page
      .getByRole("row")
      .filter({ has: page.getByLabel("Title (en) 9", { exact: true }) });
    await holographic.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("button", { name: "Publish" }).click();
    const refused = page.locator("div[role=alert].form-error");
    await refused.waitFor();
    expect(await refused.innerText()).toContain(
      "The draft cannot price the reference configuration “Holographic film”",
    );
    expect(await refused.innerText()).not.toMatch(/labels\.|pricing\./);
    expect(await factor.inputValue()).toBe("1,5");
    await page.getByRole("heading", { name: "Label pricing (version 1)", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Discard changes" }).click();
    // The number field takes the discarded draft's value in an effect after the click's render:
    // wait for it rather than read it at once (a loaded CI machine read "1,5" here once).
    await expect.poll(() => factor.inputValue()).toBe("1");
    await factor.fill("1,5");

    // The preview: each reference configuration under today's parameters and the draft.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("table").filter({
      has: page.getByText("Each reference configuration priced under today's parameters"),
    });
    const changed = preview.locator('[data-reference="material-1"]');
    await changed.waitFor();
    const cells = await changed.getByRole("cell").allInnerTexts();
    // today, draft, change for eco, standard and express
    expect(cells).toHaveLength(9);
    for (const m of [0, 1, 2]) {
      const [today, draft, change] = [
        amount(cells[m * 3]!),
        amount(cells[m * 3 + 1]!),
        cells[m * 3 + 2]!,
      ];
      expect(draft).toBeGreaterThan(today);
      expect(change).toMatch(/^\+\d+\.\d{2} %$/);
      const pct = Number(change.slice(1, -2));
      expect(Math.abs(pct - ((draft - today) / today) * 100)).toBeLessThan(0.01);
    }
    // A configuration of another material does not change.
    const other = await preview
      .locator('[data-reference="material-2"]')
      .getByRole("cell")
      .allInnerTexts();
    expect([other[2], other[5], other[8]]).toEqual(["0.00 %", "0.00 %", "0.00 %"]);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published as version 2").waitFor();
    await page.getByRole("heading", { name: "Label pricing (version 2)", level: 1 }).waitFor();
    const after = await shopPrice(shop);
    expect(amount(after)).toBeGreaterThan(amount(before));

    // The history lists the change; restoring version 1 publishes it as version 3.
    const history = page.locator("section[aria-labelledby='history-title']");
    const v2 = history.getByRole("row").filter({ hasText: "(current)" });
    expect(await v2.innerText()).toContain(`Materials › ${MATERIAL} › Factor: 1 → 1.5`);
    expect(await v2.innerText()).toContain("labels@example.com");
    await history
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: "1", exact: true }) })
      .getByRole("button", { name: "Restore" })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await page.getByText("Version 1 restored as version 3").waitFor();
    await page.getByRole("heading", { name: "Label pricing (version 3)", level: 1 }).waitFor();
    await expect.poll(() => factor.inputValue()).toBe("1");
    expect(await shopPrice(shop)).toBe(before);

    expect(errors).toEqual([]);
    await page.close();
    await shop.close();
  }, 120_000);

  it("renders in Polish and German with no missing texts", async () => {
    const { page, errors } = await signedInPage("labels@example.com");
    for (const [prefix, heading, preview] of [
      ["", "Cennik etykiet", "Podgląd"],
      ["/de", "Etikettenpreise", "Vorschau"],
    ] as const) {
      await page.goto(`${server.url}/admin${prefix}/label-pricing`);
      await page.getByRole("heading", { name: new RegExp(`^${heading}`), level: 1 }).waitFor();
      await page.locator("section[aria-labelledby='history-title'] tbody tr").first().waitFor();
      await page.getByRole("button", { name: preview, exact: true }).click();
      await page.locator('[data-reference="material-1"]').waitFor();
      const text = await page.locator("body").innerText();
      // A missing i18next key shows as the key itself (e.g. "fields.webWidth").
      expect(text).not.toMatch(
        /\b(groups|fields|units|actions|preview|references|history)\.[a-zA-Z]+\b/,
      );
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
