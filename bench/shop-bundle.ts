import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Seed } from "@printshop/core";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { startLocalEngine } from "@printshop/core/local/engine";
import { builtApi } from "./built-api";
import { CHROMIUM_PATH, launchBrowser } from "../test/browser";
import { visitor } from "../packages/functions/test/shop-client";

/**
 * Storefront figures (issue: product pages, cart, checkout). Run after `pnpm build`:
 *   pnpm tsx bench/shop-bundle.ts
 * 1. initial JavaScript (gzip) of the home route and of a product route, from the built dist/:
 *    the entry and its static imports, plus the route's lazy chunk and its static imports;
 * 2. option change → updated price table in Chromium (performance marks the page sets around a
 *    selection change until the table's commit), median and p95 of N changes, and the time until
 *    the server's confirming quote has arrived;
 * 3. DynamoDB requests per cart and checkout procedure (the `x-dynamodb-requests` header).
 */
const N = Number(process.env.BENCH_CHANGES ?? 40);
// The count of DynamoDB requests is on answers only when asked for (http/serve.ts); the checkout
// places an order, whose e-mail links need the site's origin.
process.env.DEBUG_DYNAMODB_REQUESTS = "1";
process.env.SITE_ORIGIN ??= "http://localhost:3000";
const root = resolve(import.meta.dirname, "..");
const dist = resolve(root, "packages/shop/dist");
const assets = resolve(dist, "assets");

const gz = (file: string) => gzipSync(readFileSync(resolve(assets, file))).length;
const staticImports = (file: string): string[] => {
  const code = readFileSync(resolve(assets, file), "utf8");
  const out = new Set<string>();
  // `import{a}from"./x.js"` and `import"./x.js"`; dynamic `import("./x.js")` does not count.
  for (const m of code.matchAll(
    /import(?<=(?:^|[;\s}])import)(?:[\w{}\s,*$]+from)?\s*["']\.\/([\w.-]+\.js)["']/g,
  ))
    out.add(m[1]!);
  for (const m of code.matchAll(/\bfrom\s*["']\.\/([\w.-]+\.js)["']/g)) out.add(m[1]!);
  return [...out];
};
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...start];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...staticImports(f));
  }
  return seen;
}
/** Evaluated in the page (a string: this file is type-checked without the DOM library). */
const NOT_LOADING = `!document.querySelector('[data-testid="price-loading"]')`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function bundleFigures() {
  const html = readFileSync(resolve(dist, "index.html"), "utf8");
  const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("no entry script in dist/index.html (run pnpm build first)");
  const home = closure([entry]);
  const chunk = (name: string) => {
    const file = readdirSync(assets).find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
    if (!file) throw new Error(`no ${name} chunk`);
    return file;
  };
  // A product page: the entry, ProductPage's chunk and its kind's chunk (each kind's page is lazy,
  // loaded beside ProductPage's as soon as the product's kind is known). "product route" is a
  // price-table product's (business cards).
  const productPage = closure([chunk("ProductPage")]);
  const product = new Set([...home, ...productPage, ...closure([chunk("TableProduct")])]);
  const label = new Set([...home, ...productPage, ...closure([chunk("LabelCalculatorPage")])]);
  const sum = (files: Set<string>) => [...files].reduce((s, f) => s + gz(f), 0);
  // Every other route: the entry and the route's lazy page chunk with its static imports (what a
  // page's own lazy() loads later, on a click or after the first render, does not count).
  const pages = Object.fromEntries(
    Object.entries(ROUTE_PAGES).map(([route, page]) => {
      const files = new Set([...home, ...closure(page.split(" + ").map(chunk))]);
      return [route, { files: [...files], gzipBytes: sum(files) }];
    }),
  ) as Record<keyof typeof ROUTE_PAGES, { files: string[]; gzipBytes: number }>;
  return {
    home: { files: [...home], gzipBytes: sum(home) },
    product: { files: [...product], gzipBytes: sum(product) },
    label: { files: [...label], gzipBytes: sum(label) },
    ...pages,
  };
}

/** The shop's other routes and their lazy page chunk(s). */
const ROUTE_PAGES = {
  "sign-in": "LoginPage",
  registration: "RegisterPage",
  "my account": "AccountPage",
  "my order": "OrderPage",
  cart: "CartPage",
  "upload step": "UploadPage",
  "payment step": "PaymentPage",
  "shipping step": "ShippingPage",
  "summary step": "SummaryPage",
  "order placed": "PlacedPage",
  "order's files": "OrderFilesPage",
  // A category's address is a product route: ProductPage's chunk, then the category's.
  "category page": "ProductPage + CategoryPage",
  "CMS page": "CmsPage",
  blog: "BlogList",
  "blog post": "BlogPost",
} as const;
/** Initial JavaScript per route, gzip. */
const BUDGET_KB = 170;

async function main() {
  const bundles = bundleFigures();
  console.log(
    `initial JS, home route    : ${kb(bundles.home.gzipBytes)} KB gzip (${bundles.home.files.join(", ")})`,
  );
  console.log(
    `initial JS, product route : ${kb(bundles.product.gzipBytes)} KB gzip (+ ${bundles.product.files.filter((f) => !bundles.home.files.includes(f)).join(", ")})`,
  );
  console.log(
    `initial JS, label page    : ${kb(bundles.label.gzipBytes)} KB gzip (+ ${bundles.label.files.filter((f) => !bundles.home.files.includes(f)).join(", ")})`,
  );
  for (const route of Object.keys(ROUTE_PAGES) as (keyof typeof ROUTE_PAGES)[]) {
    const b = bundles[route]!;
    const over = b.gzipBytes / 1024 > BUDGET_KB ? ` OVER the ${BUDGET_KB} KB budget` : "";
    console.log(
      `initial JS, ${route.padEnd(14)}: ${kb(b.gzipBytes)} KB gzip${over} (+ ${b.files.filter((f) => !bundles.home.files.includes(f)).join(", ")})`,
    );
  }

  const engine = await startLocalEngine();
  const table = `bench-shop-${Date.now()}`;
  configureDatabase({ endpoint: engine.endpoint, table });
  builtApi.configureDatabase({ endpoint: engine.endpoint, table });
  await ensureTable(database().client, table);
  await Seed.load();
  const server: Server = await new Promise((ok) => {
    const s = builtApi
      .createApp({
        sites: { shop: dist, admin: resolve(root, "packages/admin/dist") },
      })
      .listen(0, "127.0.0.1", () => ok(s));
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser(CHROMIUM_PATH);
  try {
    // 2. option change → table
    // The predicates below are strings, evaluated like eval, which the shop's CSP forbids.
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${url}/czasopisma`);
    await page.getByTestId("price-table").waitFor();
    const format = page.getByRole("combobox", { name: "Format", exact: true });
    const local: number[] = [];
    const confirmed: number[] = [];
    for (let i = 0; i < N; i++) {
      await page.evaluate(() => performance.clearMeasures("option-to-table"));
      await format.click();
      await format.fill(i % 2 === 0 ? "A5" : "B5");
      const t0 = await page.evaluate(() => performance.now());
      await format.press("Enter");
      await page.waitForFunction(() => performance.getEntriesByName("option-to-table").length > 0);
      local.push(
        await page.evaluate(() => performance.getEntriesByName("option-to-table")[0]!.duration),
      );
      // The server's quote confirms the table (debounced 120 ms, then one request).
      await page.waitForFunction(NOT_LOADING, undefined, { timeout: 5000 }).catch(() => undefined);
      await page.waitForTimeout(150);
      await page.waitForFunction(NOT_LOADING);
      confirmed.push((await page.evaluate(() => performance.now())) - t0);
    }
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return {
        median: s[Math.floor(s.length / 2)]!,
        p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]!,
      };
    };
    const l = stats(local);
    const c = stats(confirmed);
    console.log(
      `option change → table (Chromium, shared pricing module), ${N} changes: median ${l.median.toFixed(1)} ms, p95 ${l.p95.toFixed(1)} ms`,
    );
    console.log(
      `option change → server-confirmed table (incl. 120 ms debounce and Playwright polling): median ${c.median.toFixed(0)} ms, p95 ${c.p95.toFixed(0)} ms`,
    );

    // 3. DynamoDB requests per procedure
    const v = visitor(url);
    const line = {
      config: {
        kind: "table",
        productId: 10,
        valueIds: [1012, 1022, 1031, 1042, 1052, 1061],
        quantity: 100,
      },
      mode: "eco",
    };
    const rows: [string, number][] = [];
    rows.push(["shop.cart.get (no cart)", (await v.query("shop.cart.get")).requests]);
    rows.push(["shop.cart.add (cold caches)", (await v.mutate("shop.cart.add", line)).requests]);
    rows.push(["shop.cart.add (warm)", (await v.mutate("shop.cart.add", line)).requests]);
    rows.push(["shop.cart.get", (await v.query("shop.cart.get")).requests]);
    rows.push(["shop.cart.count", (await v.query("shop.cart.count")).requests]);
    rows.push([
      "shop.cart.update (currency)",
      (await v.mutate("shop.cart.update", { currency: "EUR" })).requests,
    ]);
    const id = (await v.query("shop.cart.get")).body.result.data.items[0].id;
    rows.push(["shop.cart.remove", (await v.mutate("shop.cart.remove", { id })).requests]);
    rows.push([
      "shop.checkout.summary",
      (await v.query("shop.checkout.summary", { shippingMethodId: 1 })).requests,
    ]);
    const customer = {
      email: "a@example.com",
      firstName: "Anna",
      lastName: "Nowak",
      phone: "600700800",
      type: 2,
      billingName: "Anna Nowak",
      billingAddress1: "Długa 1",
      billingPostcode: "00-001",
      billingCity: "Warszawa",
    };
    rows.push([
      "shop.checkout.place",
      (
        await v.mutate("shop.checkout.place", {
          idempotencyKey: "bench-key-0123456789",
          paymentMethodId: 1,
          shippingMethodId: 1,
          customer,
          termsAccepted: true,
          withdrawalWaiver: true,
        })
      ).requests,
    ]);
    await v.mutate("shop.cart.add", line);
    rows.push(["shop.cart.clear", (await v.mutate("shop.cart.clear")).requests]);
    for (const [name, n] of rows) console.log(`${name.padEnd(32)} ${n} DynamoDB request(s)`);

    mkdirSync(resolve(import.meta.dirname, "results"), { recursive: true });
    writeFileSync(
      resolve(import.meta.dirname, "results/shop-bundle.json"),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          bundles,
          optionToTableMs: l,
          serverConfirmedMs: c,
          dynamoRequests: Object.fromEntries(rows),
        },
        null,
        2,
      ) + "\n",
    );
  } finally {
    await browser.close();
    server.close();
    await engine.stop();
  }
}

await main();
