import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { pdfText } from "@printshop/core/document/testing/read";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

/**
 * Issue 31 item 3 in Chromium, in Polish: on the roll-label page the shopper sets 60 × 40 mm and
 * 2000 pieces and downloads the offer (the PDF read back: its number, the run, the eco price and
 * the link); the link opens the label page with that configuration and says the offer's prices
 * hold; added to the cart, the line costs the offer's eco price.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

describe("a numbered offer in Chromium", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("po polsku: download the offer, open its link, the configuration is restored, added at the offer's price", async () => {
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(`${server.url}/etykiety-na-rolce`);
      await page.locator("#label-width").fill("60");
      await page.locator("#label-height").fill("40");
      await page.locator("#label-quantity").fill("2000");
      await expect.poll(() => page.getByTestId("summary-quantity").textContent()).toBe("2000");
      const button = page.getByRole("button", { name: "Pobierz ofertę" });
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^OF-\d{4}-\d{6}\.pdf$/);
      const text = (await pdfText(await readFile((await download.path())!))).join("\n");
      const number = /Oferta (OF\/\d{4}\/\d{6})/.exec(text)?.[1];
      expect(number).toBeDefined();
      expect(text).toContain("2000 szt.");
      expect(text).toContain("60 × 40 mm");
      const eco = /Ekonomiczny\s+\d+\s+(\d+\.\d{2}) PLN/.exec(text)?.[1];
      expect(eco).toBeDefined();
      const link = new RegExp(`${server.url}/oferta/[a-z2-7]{32}`).exec(text)?.[0];
      expect(link).toBeDefined();

      // Another visit opens the link: the label page with the offer's configuration.
      const other = await context.newPage();
      other.setDefaultTimeout(20_000);
      other.on("pageerror", (e) => errors.push(e.message));
      await other.goto(link!);
      await other.waitForURL(`${server.url}/etykiety-na-rolce`);
      await expect
        .poll(() => other.getByTestId("offer-restored").textContent())
        .toContain(`Konfiguracja z oferty ${number}`);
      expect(await other.locator("#label-width").inputValue()).toBe("60");
      expect(await other.locator("#label-height").inputValue()).toBe("40");
      expect(await other.locator("#label-quantity").inputValue()).toBe("2000");
      await other.getByTestId("add-to-cart").click();
      await other.getByTestId("go-to-cart").waitFor();
      const res = await context.request.get(
        `${server.url}/trpc/shop.cart.get?input=${encodeURIComponent(JSON.stringify({ locale: "pl" }))}`,
      );
      const items = ((await res.json()) as { result: { data: { items: { priceNet: number }[] } } })
        .result.data.items;
      expect(items.map((i) => i.priceNet.toFixed(2))).toEqual([eco]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
