import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

/**
 * Issue 28, fault 9: "typing 60 × 40 and adding at once gave a cart line of 50 × 40". The label
 * page is rendered by the server and then hydrated: a size typed before the page's JavaScript ran
 * was on the screen but not in the calculator's state, so "add to cart" (its click replayed by
 * React after hydration) sent the server-rendered 50 × 40. The calculator now takes the fields'
 * values from the page as it hydrates. Pinned: typed and added before hydration; and 50 times
 * typed and added at once on one live page (the cart cleared through the API between tries).
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

interface CartLine {
  config: { input: { width: number; height: number; quantity: number } };
}
async function cartLines(context: BrowserContext): Promise<CartLine[]> {
  const res = await context.request.get(
    `${server.url}/trpc/shop.cart.get?input=${encodeURIComponent(JSON.stringify({ locale: "pl" }))}`,
  );
  return ((await res.json()) as { result: { data: { items: CartLine[] } } }).result.data.items;
}
async function clearCart(context: BrowserContext) {
  const res = await context.request.post(`${server.url}/trpc/shop.cart.clear?batch=1`, {
    headers: { origin: server.url, "content-type": "application/json" },
    data: {},
  });
  expect(res.status()).toBe(200);
}
const sizes = (lines: CartLine[]) =>
  lines.map((l) => `${l.config.input.width}×${l.config.input.height}`);

async function typeAndAdd(page: Page, width: string, height: string) {
  await page.locator("#label-width").fill(width);
  await page.locator("#label-height").fill(height);
  await page.getByTestId("add-to-cart").click();
}

describe("issue 28, fault 9: add to cart carries what is on the screen", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a size typed and added before the page has hydrated is the size in the cart", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      // Hold the page's scripts back until the shopper has typed and clicked.
      let release!: () => void;
      const held = new Promise<void>((ok) => (release = ok));
      await page.route("**/*.js", async (route) => {
        await held;
        await route.continue();
      });
      // The frame's own goto: the test browser's page.goto waits for hydration (test/browser.ts).
      // (Module scripts hold DOMContentLoaded back: wait for the server-rendered field instead.)
      await page.mainFrame().goto(`${server.url}/etykiety-na-rolce`, { waitUntil: "commit" });
      await page.locator("#label-width").waitFor();
      expect(await page.locator("html").getAttribute("data-hydrating")).not.toBeNull();
      await typeAndAdd(page, "60", "40");
      release();
      await page.waitForFunction(() => !document.documentElement.hasAttribute("data-hydrating"));
      expect(await page.locator("#label-width").inputValue()).toBe("60");
      // The click before hydration is replayed or the shopper clicks again: either way, 60 × 40.
      if ((await cartLines(context)).length === 0) await page.getByTestId("add-to-cart").click();
      await expect.poll(async () => sizes(await cartLines(context))).toEqual(["60×40"]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("typed and added at once, 50 times on one page: every cart line has the size on the screen", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(`${server.url}/etykiety-na-rolce`);
      await page.getByTestId("label-calculator").waitFor();
      const wrong: string[] = [];
      for (let i = 0; i < 50; i++) {
        const width = String(30 + ((i * 7) % 60));
        const height = String(20 + ((i * 11) % 50));
        await typeAndAdd(page, width, height);
        await expect.poll(async () => (await cartLines(context)).length).toBe(1);
        const got = sizes(await cartLines(context));
        if (got.join() !== `${width}×${height}`) wrong.push(`${width}×${height} → ${got.join()}`);
        await clearCart(context);
        await expect.poll(async () => (await cartLines(context)).length).toBe(0);
      }
      expect(wrong).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
