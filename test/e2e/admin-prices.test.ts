import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { PriceTable } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { readHead } from "@printshop/core/price-table/store";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const PASSWORD = "admin password 1";

/** The business-card page's net price of 100 pcs (eco) of the default combination, in grosze. */
async function shopPrice(page: Page): Promise<number> {
  await page.goto(`${server.url}/wizytowki`);
  await page.getByTestId("price-table").waitFor();
  // A page the browser kept a few seconds (its max-age) asks the server to confirm its prices
  // again as it hydrates: the price is the one shown once that answer is in.
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.getByTestId("price-loading").count()).toBe(0);
  const text = await page.getByTestId("cell-100-eco").innerText();
  const m = /(\d[\d\s]{0,20}),(\d{2})/.exec(text);
  if (!m) throw new Error(`no price in ${text}`);
  return Number(m[1]!.replace(/\D/g, "")) * 100 + Number(m[2]);
}

const cell = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row}:${col}"]`);

describe("the price-table editor in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "prices@example.com",
      password: PASSWORD,
      role: "administrator",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("edits with the keyboard, pastes a block, undoes, saves, changes all +10 % with a preview, restores; the shop follows at once", async () => {
    const shop = await browser.newPage();
    const before = await shopPrice(shop);

    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signInStaff(page, "prices@example.com", `${server.url}/admin/en`);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Price tables" })
      .click();
    await page.getByRole("link", { name: "Business cards" }).click();
    const grid = page.getByRole("grid", { name: "Price table" });
    await cell(page, 0, 0).waitFor();
    expect(
      Number((await cell(page, 0, 0).locator(".price-net").innerText()).replace(",", ".")) * 100,
    ).toBe(before);

    // Keyboard: from the cell below, up, type a Polish decimal, Enter commits and moves down.
    await cell(page, 1, 0).click();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.type("40,50");
    await page.keyboard.press("Enter");
    await expect.poll(() => cell(page, 0, 0).locator(".price-net").innerText()).toBe("40,50");
    expect(await cell(page, 0, 0).locator(".price-gross").innerText()).toBe("49.82");
    expect(await cell(page, 1, 0).getAttribute("class")).toContain("is-focus");
    expect(await cell(page, 0, 0).getAttribute("class")).toContain("is-changed");

    // Paste a 3 × 4 block from a spreadsheet with decimal commas at (1,1).
    const original = await cell(page, 1, 1).locator(".price-net").innerText();
    await cell(page, 1, 1).click();
    const block =
      ["1 234,56\t2,5\t3,75\t4", "5,1\t6,2\t7,3\t8,4", "9\t10,5\t11,25\t12,99"].join("\r\n") +
      "\r\n";
    await grid.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      el.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, block);
    await expect.poll(() => cell(page, 1, 1).locator(".price-net").innerText()).toBe("1 234,56");
    expect(await cell(page, 1, 1).locator(".price-gross").innerText()).toBe("1518.51");
    expect(await cell(page, 3, 4).locator(".price-net").innerText()).toBe("12,99");
    expect(await page.getByRole("button", { name: "Save (13)" }).isEnabled()).toBe(true);

    // Undo takes the whole paste back; the keyboard edit stays.
    await page.keyboard.press("Control+z");
    await expect.poll(() => cell(page, 1, 1).locator(".price-net").innerText()).toBe(original);
    expect(await cell(page, 0, 0).locator(".price-net").innerText()).toBe("40,50");

    await page.getByRole("button", { name: "Save (1)" }).click();
    await page.getByText("Changed prices saved: 1.").waitFor();
    expect(await shopPrice(shop)).toBe(4050);

    // Change all +10 %: the preview lists old → new, then applying writes one change set.
    await page.getByRole("button", { name: "Change all prices" }).click();
    const dialog = page.getByRole("dialog", { name: "Change all prices" });
    await dialog.getByLabel("Value (%)").fill("10");
    await dialog.getByRole("button", { name: "Preview" }).click();
    const row = dialog.getByRole("row").filter({ hasText: "40.50" });
    await row.waitFor();
    expect(await row.innerText()).toContain("44.55");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => cell(page, 0, 0).locator(".price-net").innerText()).toBe("44.55");
    expect(await shopPrice(shop)).toBe(4455);

    // Restore the version before the change: the shop shows the old prices again.
    await page.getByRole("button", { name: "Change history" }).click();
    const history = page.getByRole("region", { name: "Change history" });
    await history.getByRole("row").filter({ hasText: "Change all prices" }).waitFor();
    await history
      .getByRole("row")
      .filter({ hasText: "Save" })
      .getByRole("button", { name: "Restore" })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect.poll(() => cell(page, 0, 0).locator(".price-net").innerText()).toBe("40.50");
    expect(await shopPrice(shop)).toBe(4050);
    await page.close();
    await shop.close();
  }, 120_000);

  it("removing a run that cart lines chose says so and removes it only when confirmed again", async () => {
    const actor = { userId: "e2e", email: "prices@example.com" };
    await PriceTable.addRun(
      { productId: 10, copy: 7000, version: (await readHead(10)).version },
      actor,
    );
    const config = { kind: "table", productId: 10, valueIds: [1011, 1021, 1031], quantity: 7000 };
    await db()
      .entities.cart.put({
        cartId: "e2e-run-7000",
        lines: [
          {
            id: "l1",
            kind: "table",
            productId: 10,
            title: { pl: "t", en: "t", de: "t" },
            params: [],
            config,
            mode: "standard",
            quantity: 7000,
            vat: 23,
            netGrosze: 1000,
            discountGrosze: 0,
            days: 5,
            addedAt: 1,
          },
        ],
        lineCount: 1,
        version: 1,
      } as never)
      .go();
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signInStaff(page, "prices@example.com", `${server.url}/admin/en`);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Price tables" })
      .click();
    await page.getByRole("link", { name: "Business cards" }).click();
    await page.getByRole("button", { name: "Delete the run of 7000 pcs" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    const dependents = page.getByTestId("dependents");
    await dependents.waitFor();
    expect(await dependents.innerText()).toContain("lines in customers' carts: 1");
    expect((await readHead(10)).runs).toContain(7000);
    await dependents.getByRole("button", { name: "Delete together with the prices" }).click();
    await page
      .getByRole("button", { name: "Delete the run of 7000 pcs" })
      .waitFor({ state: "detached" });
    expect((await readHead(10)).runs).not.toContain(7000);
    await page.close();
  }, 120_000);

  it("opened by its address, asks for the product and its matrix once each while the sign-in check is still out (preload.ts); signed out, the sign-in comes first, then the grid", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInStaff(page, "prices@example.com", `${server.url}/admin/en/prices`);
    await page.getByRole("link", { name: "Business cards" }).click();
    await cell(page, 0, 0).waitFor();
    const editor = page.url();
    // Signed out, on the editor's own address: the preloads are refused; the sign-in shows, then the editor asks again.
    const signedOut = await browser.newPage();
    const meAsked: string[] = [];
    signedOut.on(
      "request",
      (r) => r.url().includes("/trpc/") && r.url().includes("admin.me") && meAsked.push(r.url()),
    );
    await signedOut.goto(editor);
    await signedOut.getByLabel("E-mail").waitFor();
    // The refused sign-in check is asked once: its preload's 401 answers the app's own query.
    expect(meAsked).toHaveLength(1);
    // Through the screens: what is pinned is that the grid follows the sign-in without a reload.
    await signInStaff(signedOut, "prices@example.com", undefined, { viaUi: true });
    await cell(signedOut, 0, 0).waitFor();
    expect(await cell(signedOut, 0, 0).locator(".price-net").innerText()).toMatch(/^\d+\.\d{2}$/);
    await signedOut.close();

    // Signed in: a full navigation to the editor.
    const seen: string[] = [];
    const procedure = (url: string) =>
      decodeURIComponent(new URL(url).pathname.replace(/^\/trpc\//, ""));
    page.on(
      "request",
      (r) => r.url().includes("/trpc/") && seen.push(`sent ${procedure(r.url())}`),
    );
    page.on(
      "requestfinished",
      (r) => r.url().includes("/trpc/") && seen.push(`answered ${procedure(r.url())}`),
    );
    await page.goto(editor);
    await cell(page, 0, 0).waitFor();
    const calls = (name: string) =>
      seen.filter((e) => e.startsWith("sent ") && e.split(",").some((p) => p.endsWith(name)));
    expect(calls("admin.prices.matrix")).toHaveLength(1);
    expect(calls("admin.products.get")).toHaveLength(1);
    expect(seen.indexOf("sent admin.prices.matrix")).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf("sent admin.prices.matrix")).toBeLessThan(
      seen.indexOf("answered admin.me"),
    );
    await context.close();
    // Two sign-ins, one through the screens (its code may wait for the authenticator's next step).
  }, 90_000);
});
