import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

/** Issue 28, fault 10 (the smaller ones), each in the language where it was seen. */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

describe("issue 28, fault 10: the smaller faults", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("pl: a size that is not a number is not echoed in the order box ('abc × 40 mm'); a number is", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${server.url}/etykiety-na-rolce`);
      await page.getByTestId("label-calculator").waitFor();
      const box = page.getByTestId("order-summary");
      await page.locator("#label-width").fill("abc");
      await page.locator("#label-height").fill("40");
      await page.locator("#label-width-error").waitFor();
      await expect.poll(() => box.innerText()).toContain("— × 40 mm");
      expect(await box.innerText()).not.toContain("abc");
      await page.locator("#label-width").fill("60");
      await expect.poll(() => box.innerText()).toContain("60 × 40 mm");
    } finally {
      await context.close();
    }
  }, 60_000);
});
