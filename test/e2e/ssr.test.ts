import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Browser, Page } from "playwright-core";
import { formatMoney } from "@printshop/core/format";
import { convertFromPLN } from "@printshop/core/pricing/money";
import type { PriceRow } from "@printshop/core/pricing/rows";
import { stripTags } from "@printshop/core/content/text";
import { launchBrowser } from "../browser";
import { startBuiltServer, type BuiltServer } from "../../bench/local-server";
import { startTestServer } from "../../packages/functions/test/server";

/**
 * Server-side rendering (issue 15, goal 5) on the BUILT server (`node packages/functions/dist/server.mjs`
 * with the shop's `dist-server` renderer): the HTML of the home page and of the three kinds of
 * product page already holds the page (its title, its products, its prices as the API computes
 * them), the SPA hydrates it without a console error in any language and the page stays
 * interactive; a renderer that fails leaves the SPA's shell, never a failed page.
 */
const PAGES = ["/", "/wizytowki", "/czasopisma", "/etykiety-na-rolce"];
const PRODUCTS = PAGES.slice(1).map((p) => p.slice(1));
const at = (locale: string, path: string) =>
  locale === "pl" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;

let server: BuiltServer;
let browser: Browser;

async function trpc<T>(path: string, input: unknown, locale: string): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${server.url}/trpc/${path}${query}`, {
    headers: { "x-locale": locale },
  });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

async function html(path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`, { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return res.text();
}

const text = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The text of each price cell's net amount in the HTML, by `{quantity}-{mode}`. */
function netCells(page: string): Map<string, string> {
  const cells = new Map<string, string>();
  for (const m of page.matchAll(
    /data-testid="cell-(\d+-\w+)"[\s\S]*?<span class="net">([^<]*)<\/span>/g,
  ))
    cells.set(m[1]!, text(m[2]!));
  return cells;
}

/** Console errors and uncaught errors of a page while it loads and hydrates. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

describe("server-rendered storefront pages on the built server", () => {
  beforeAll(async () => {
    server = await startBuiltServer("ssr");
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("sends the home page and each kind of product page rendered, with its data, in pl and en", async () => {
    for (const locale of ["pl", "en"]) {
      const home = await trpc<{ products: { title: string }[] }>(
        "shop.catalogue.home",
        { locale },
        locale,
      );
      const page = await html(at(locale, "/"));
      expect(page).toContain(`<html lang="${locale}" data-hydrating>`);
      expect(page).toContain('<script type="application/json" id="ssr-state">');
      expect(page).toContain('data-testid="product-grid"');
      for (const p of home.products) expect(text(page), p.title).toContain(p.title);

      for (const slug of PRODUCTS) {
        const product = await trpc<{ title: string }>(
          "shop.catalogue.product",
          { slug, locale },
          locale,
        );
        const page = await html(at(locale, `/${slug}`));
        expect(page).toContain(`<html lang="${locale}" data-hydrating>`);
        expect(text(page)).toContain(`<h1>${product.title}</h1>`);
        expect(text(page)).toContain(`<title>${product.title} | `);
        expect(page).toMatch(/data-testid="(price-table|label-prices)"/);
        // The entry and the page's chunks (Vite's manifest) start after the first paint (boot.js), the chunks beside the entry.
        expect(page).toMatch(
          /<script defer src="\/boot\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/ProductPage-[\w-]+\.js[^"]*"><\/script>/,
        );
        expect(page).not.toContain('<script type="module"');
      }
    }
  });

  it("renders the table product's prices as the API's quote computes them, in the cart's currency (pl: zł, en: EUR)", async () => {
    for (const locale of ["pl", "en"]) {
      const product = await trpc<{ id: number; start: { valueIds: number[] } }>(
        "shop.catalogue.product",
        { slug: "wizytowki", locale },
        locale,
      );
      const quote = await trpc<{ rows: PriceRow[]; errors: unknown[] }>(
        "shop.table.quote",
        { productId: product.id, valueIds: product.start.valueIds, vat: 23, locale },
        locale,
      );
      const cart = await trpc<{ currency: string }>("shop.cart.get", { locale }, locale);
      const currencies = await trpc<Record<string, { sign: string; rate: number }>>(
        "shop.currency.list",
        undefined,
        locale,
      );
      const { sign, rate } = currencies[cart.currency]!;
      expect(cart.currency).toBe(locale === "pl" ? "PLN" : "EUR");
      const cells = netCells(await html(at(locale, "/wizytowki")));
      expect(quote.errors).toEqual([]);
      expect(cells.size).toBe(quote.rows.length * 3);
      for (const row of quote.rows)
        for (const mode of ["eco", "standard", "express"] as const) {
          const net = row[mode].netAfterDiscount;
          expect(cells.get(`${row.quantity}-${mode}`)).toBe(
            formatMoney(rate === 1 ? net : convertFromPLN(net, rate), sign, locale),
          );
        }
    }
  });

  it("hydrates the four pages in pl, en and de without a console error", async () => {
    for (const locale of ["pl", "en", "de"])
      for (const path of PAGES) {
        const page = await browser.newPage();
        const errors = watchErrors(page);
        await page.goto(`${server.url}${at(locale, path)}`, { waitUntil: "networkidle" });
        // Hydrated: the header's account link has asked for the account and shows its answer.
        await page.getByTestId("account-link").waitFor();
        await page.waitForLoadState("networkidle");
        expect(errors, at(locale, path)).toEqual([]);
        await page.close();
      }
  }, 180_000);

  it("keeps the hydrated pages interactive: they arrive with the server's quote (none asked on load), another option asks and changes them", async () => {
    for (const [path, procedure, option, choose] of [
      ["/en/wizytowki", "table", "Paper", "text"],
      ["/czasopisma", "calculator", "Okładka", "300"],
    ] as const) {
      const page = await browser.newPage();
      const errors = watchErrors(page);
      const document = await html(path);
      const rendered = netCells(document);
      // The confirming quote for the configuration the page opens with came in the page's state.
      expect(document).toContain(`["shop","${procedure}","quote"]`);
      const quotes: string[] = [];
      page.on("request", (r) => {
        if (/\/trpc\/.*shop\.(?:table|calculator)\.quote/.test(r.url())) quotes.push(r.url());
      });
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.getByTestId("price-loading").count()).toBe(0);
      await page.waitForLoadState("networkidle");
      expect(quotes, path).toEqual([]);
      const shown = async () =>
        new Map(
          await page
            .locator("[data-testid^=cell-]")
            .evaluateAll((cells) =>
              cells.map(
                (c) =>
                  [
                    c.getAttribute("data-testid")!.slice(5),
                    c.querySelector(".net")!.textContent!,
                  ] as [string, string],
              ),
            ),
        );
      // After the server's own quote has confirmed them, the table still shows the prices the HTML came with.
      expect(await shown()).toEqual(rendered);
      const select = page.getByRole("combobox", { name: option, exact: true });
      await select.click();
      await select.fill(choose);
      await select.press("Enter");
      await expect
        .poll(async () => JSON.stringify([...(await shown())]) !== JSON.stringify([...rendered]))
        .toBe(true);
      await expect.poll(() => quotes.length).toBeGreaterThan(0);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it("renders the label page's prices as the server's label quote confirmed them (de: EUR)", async () => {
    const path = "/de/etykiety-na-rolce";
    const rendered = await html(path);
    const net = (m: string) =>
      stripTags(
        text(
          new RegExp(`data-testid="price-${m}-net">([\\s\\S]*?)</span>`).exec(rendered)?.[1] ?? "",
        ),
        "",
      );
    // Confirmed in the HTML already: the server answered the page's quote while rendering it.
    expect(rendered).toMatch(
      /data-testid="label-prices"[^>]*data-confirmed="true"|data-confirmed="true"[^>]*data-testid="label-prices"/,
    );
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}${path}`);
    await page.locator('[data-testid="label-prices"][data-confirmed="true"]').waitFor();
    for (const mode of ["eco", "standard", "express"]) {
      expect(net(mode)).toMatch(/\d/);
      expect(await page.getByTestId(`price-${mode}-net`).textContent()).toBe(net(mode));
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("a failing server renderer", () => {
  it("leaves the SPA's shell (logged as an internal error), and the page renders in the browser", async () => {
    const failing = { render: () => Promise.reject(new Error("renderer broke")) };
    const local = await startTestServer({ shopRenderer: failing });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const chromium = await launchBrowser();
    try {
      const res = await fetch(`${local.url}/wizytowki`, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain('<div id="app"></div>');
      expect(page).not.toContain("ssr-state");
      expect(logged.mock.calls.map((c) => String(c[0]))).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\[ssr \/wizytowki\] internal error: Error: renderer broke/),
        ]),
      );
      const tab = await chromium.newPage();
      const errors = watchErrors(tab);
      await tab.goto(`${local.url}/wizytowki`);
      await tab.getByTestId("price-table").waitFor();
      expect(errors).toEqual([]);
    } finally {
      logged.mockRestore();
      await chromium.close();
      await local.close();
    }
  });
});
