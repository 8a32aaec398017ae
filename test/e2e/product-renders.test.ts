import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

/**
 * Counts React commits through the hook React DevTools uses (React calls it in production builds
 * too): a page that keeps committing after the person stopped changing options is a loop.
 */
const COUNT_COMMITS = `
  window.__commits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot() { window.__commits++; },
  };
`;

const commits = (page: Page) =>
  page.evaluate(() => (window as unknown as { __commits: number }).__commits);

/** Resolves once the page made no commit for a few consecutive reads; a page in a loop never does. */
async function settles(page: Page) {
  let last = -1;
  let quiet = 0;
  await expect
    .poll(
      async () => {
        const n = await commits(page);
        quiet = n === last ? quiet + 1 : 0;
        last = n;
        return quiet >= 3;
      },
      { interval: 250, timeout: 8_000 },
    )
    .toBe(true);
  return last;
}

describe("product pages stop rendering once an option change is confirmed", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("price-table product (business cards) and calculator product (magazines)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(COUNT_COMMITS);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);

    await page.goto(`${server.url}/en/wizytowki`);
    await page.getByTestId("price-table").waitFor();
    expect(await commits(page)).toBeGreaterThan(0); // the counter sees React's commits
    const paper = page.getByRole("combobox", { name: "Paper", exact: true });
    await paper.click();
    await paper.fill("text");
    await paper.press("Enter");
    expect(await paper.inputValue()).toBe("Textured paper 300 gsm");
    const table = await settles(page);
    expect(await commits(page)).toBe(table);

    await page.goto(`${server.url}/en/czasopisma`);
    await page.getByTestId("price-table").waitFor();
    const cover = page.getByRole("combobox", { name: "Cover", exact: true });
    await cover.click();
    await cover.fill("300");
    await cover.press("Enter");
    expect(
      await page.getByRole("combobox", { name: "Cover lamination", exact: true }).isDisabled(),
    ).toBe(false);
    const calc = await settles(page);
    expect(await commits(page)).toBe(calc);
    await context.close();
  });
});

describe("price tables fit a 375 px phone", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // Issue 16 fault 7: the magazines' Express column was clipped at 375 px.
  it.each(["/en/czasopisma", "/de/czasopisma", "/czasopisma", "/en/wizytowki"])(
    "%s: every column, Express included, is inside the screen without scrolling",
    async (path) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      const table = page.getByTestId("price-table");
      // The table is drawn before its rows arrive (the quote is a second request): wait for a row.
      await table.locator("tbody tr").first().waitFor();
      const boxes = await table.evaluate((t) => {
        const row = t.querySelector("tbody tr")!;
        return {
          cells: [...t.querySelectorAll("thead th"), ...row.querySelectorAll("th, td")]
            .map((c) => c.getBoundingClientRect())
            .map((r) => ({ left: r.left, right: r.right })),
          page: document.documentElement.scrollWidth,
        };
      });
      for (const c of boxes.cells) {
        expect(c.left).toBeGreaterThanOrEqual(0);
        expect(c.right).toBeLessThanOrEqual(375);
      }
      expect(boxes.page).toBeLessThanOrEqual(375);
      await context.close();
    },
  );
});

describe("the sticky price bar below 960 px", () => {
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("stays at the bottom of a 375 px screen with the chosen price, adds to the cart, and is not shown at 1280 px", async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/wizytowki`);
    await page.getByTestId("price-table").waitFor();
    const bar = page.getByTestId("price-bar");
    expect(await bar.innerText()).toContain("Pick a price in the table");
    expect(await page.getByTestId("price-bar-add").isDisabled()).toBe(true);
    await page.locator('[data-testid^="cell-"]').first().click();
    const net = await page.getByTestId("summary-net").innerText();
    await expect.poll(() => page.getByTestId("price-bar-net").innerText()).toBe(`${net} net`);
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(740);
    await page.getByTestId("price-bar-add").click();
    await expect.poll(() => page.getByTestId("cart-count").innerText()).toBe("1");
    await context.close();

    const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await wide.goto(`${server.url}/en/wizytowki`);
    await wide.getByTestId("price-table").waitFor();
    expect(await wide.getByTestId("price-bar").isVisible()).toBe(false);
    await wide.close();
  });
});
