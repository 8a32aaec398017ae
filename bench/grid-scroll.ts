import { resolve } from "node:path";
import { loadavg } from "node:os";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Seed } from "@printshop/core";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { startLocalEngine } from "@printshop/core/local/engine";
import { importTable } from "@printshop/core/price-table/import-export";
import { builtApi } from "./built-api";
import { CHROMIUM_PATH, launchBrowser } from "../test/browser";
import { createStaff, signInStaff } from "../test/e2e/staff";
import {
  exportTiming,
  firstCellMs,
  FRAMES,
  median,
  TIMED_ENTER,
  TIMED_MOUSEDOWN,
  WATCH_FIRST_CELL,
} from "./grid-page";
import { traceFling, traceOpen } from "./grid-trace";
import { makeProduct, RUNS } from "./price-product";

/**
 * The admin price editor's whole matrix in Chromium (issue 17, "Performance": opens in ≤ 1 s,
 * scrolls without dropped frames, rows and columns virtualised). Run after `pnpm build`:
 *   pnpm tsx bench/grid-scroll.ts            (100,000 cells: 10,000 combinations × 10 runs)
 *   pnpm tsx bench/grid-scroll.ts --check    (a small product, 1 open, 1 s scrolls: proves the script runs; test/bench-grid.test.ts)
 *   --trace: one more fling under Chromium's tracing, with where the main thread's time went;
 *   --screenshot=<file.png>: the matrix scrolled down and right, at the end
 * 1. open: from navigating to /admin/en/prices/<id> until the matrix's first cell is in the DOM
 *    (a MutationObserver in the page notes the time, relative to the navigation's start), median
 *    of N; and the same from a click on the product in the price-table list (SPA navigation);
 * 2. scroll: for 3 s, every animation frame puts the matrix where the time passed says (3,000
 *    rows, or 300 at wheel speed, down and its full width right in 3 s); requestAnimationFrame in the page counts frames,
 *    frames > 2 × 16.7 ms ("dropped") and the longest, and frames whose rendered rows (the
 *    canvas's rows; the DOM rows before the canvas) did not cover the viewport (blank rows a user would see); with a 1 s baseline standing still, once
 *    as is and once with 4× CPU throttling (CDP `Emulation.setCPUThrottlingRate`);
 * 3. on the open matrix: a click that moves the selection, and a typed price committed with Enter
 *    (from dispatching the event in the page until the DOM shows its effect), median of N.
 */
const check = process.argv.includes("--check");
/** `--trace`: one more fling under Chromium's tracing, and where its renderer main thread's time went (by trace event, nested events counted in each). */
const trace = process.argv.includes("--trace");
/** `--quick`: while working on the grid: 3 opens, no 4× throttling, no edits (the figures to report come from a full run). */
const quick = process.argv.includes("--quick");
const SIDE = check ? 12 : 100; // values per attribute: SIDE² combinations
const OPENS = check ? 1 : quick ? 3 : 5;
const SCROLL_ROWS = 3000; // rows scrolled through in 3 s (≈ 570 px a frame at 60 fps); and a tenth of it, at wheel speed
const SCROLL_MS = check ? 1000 : 3000; // --check: a third of the rows in a third of the time (the same speed)
const STILL_MS = check ? 300 : 1000;
const PRODUCT = 902;
const EMAIL = "grid-bench@example.com";
const PASSWORD = "grid bench password 1";
const root = resolve(import.meta.dirname, "..");
process.env.PRINTSHOP_TEST_SCRYPT_LOG_N ??= "12";

async function main() {
  // DYNAMODB_ENDPOINT: a DynamoDB Local already running (the test of --check passes its own); a table of its own is made.
  const engine = process.env.DYNAMODB_ENDPOINT
    ? null
    : await startLocalEngine({ timeoutMs: 180_000 });
  const table = `bench-grid-${Date.now()}`;
  configureDatabase({ endpoint: engine?.endpoint ?? process.env.DYNAMODB_ENDPOINT!, table });
  builtApi.configureDatabase({
    endpoint: engine?.endpoint ?? process.env.DYNAMODB_ENDPOINT!,
    table,
  });
  await ensureTable(database().client, table);
  await Seed.load();
  const product = await makeProduct(PRODUCT, SIDE, SIDE);
  const imported = await importTable(
    { productId: PRODUCT, format: "csv", content: product.csv, dryRun: false },
    { userId: "bench", email: "bench@example.com" },
  );
  if (imported.errors.length || imported.changeSetId === null)
    throw new Error(`import failed: ${JSON.stringify(imported.errors.slice(0, 3))}`);
  // Staff sign in with a second factor (the bench types the authenticator's code as a person does).
  await createStaff({ email: EMAIL, password: PASSWORD, role: "administrator" });
  const server: Server = await new Promise((ok) => {
    const s = builtApi
      .createApp({
        sites: {
          shop: resolve(root, "packages/shop/dist"),
          admin: resolve(root, "packages/admin/dist"),
        },
      })
      .listen(0, "127.0.0.1", () => ok(s));
  });
  server.keepAliveTimeout = 30_000;
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const cells = SIDE * SIDE * RUNS.length;
  console.log(
    `grid bench${check ? " (--check)" : ""}: ${cells.toLocaleString("en")} cells (${(SIDE * SIDE).toLocaleString("en")} combinations × ${RUNS.length} runs), CSV ${(product.csv.length / 1024 / 1024).toFixed(2)} MB; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
  );
  const browser = await launchBrowser(CHROMIUM_PATH);
  try {
    const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(60_000);
    await page.addInitScript(WATCH_FIRST_CELL);
    await signInStaff(page, EMAIL, `${url}/admin/en`);
    await page.getByRole("navigation", { name: "Admin sections" }).waitFor();

    // 1a. a full navigation to the editor (HTML, JS, product, head and the whole table's export)
    if (process.argv.includes("--trace-open")) {
      await page.goto(`${url}/admin/en/prices/${PRODUCT}`);
      await firstCellMs(page);
      await traceOpen(browser, page, `${url}/admin/en/prices/${PRODUCT}`);
    }
    const opens: number[] = [];
    const exports: { ms: number; end: number; bytes: number }[] = [];
    for (let i = 0; i < OPENS; i++) {
      await page.goto(`${url}/admin/en/prices/${PRODUCT}`);
      opens.push(await firstCellMs(page));
      exports.push(await exportTiming(page));
    }
    // 1b. from the price-table list, a click on the product (the SPA is loaded; its data is not)
    const clicks: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      await page.goto(`${url}/admin/en/prices`);
      const link = page.getByRole("link", { name: `Bench ${PRODUCT}` });
      await link.waitFor();
      await page.evaluate("window.__firstCell = undefined");
      const t0 = (await page.evaluate("performance.now()")) as number;
      await link.click();
      clicks.push((await firstCellMs(page)) - t0);
    }
    const rowCount = await page.getByRole("grid").getAttribute("aria-rowcount");
    if (Number(rowCount) !== SIDE * SIDE)
      throw new Error(`the matrix shows ${rowCount} rows, not ${SIDE * SIDE}`);

    // 3 (measured first, on a matrix at rest). One click that moves the selection, and one typed
    // value committed with Enter: from dispatching the event until the DOM shows its effect.
    const clicksOnCell: number[] = [];
    const edits: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      // Column 3: never where the previous Enter left the focus (one row down, same column).
      clicksOnCell.push((await page.evaluate(TIMED_MOUSEDOWN(1 + 2 * i, 3))) as number);
      await page.getByRole("grid").focus();
      await page.keyboard.type(String(11 + i));
      await page.locator(".price-cell-input").waitFor();
      edits.push((await page.evaluate(TIMED_ENTER(1 + 2 * i, 3, String(11 + i)))) as number);
    }

    // 2. scrolling, as is and with 4× CPU throttling
    const cdp = await page.context().newCDPSession(page);
    const results: { label: string; r: Record<string, number> }[] = [];
    const target = Math.min(SIDE * SIDE, SCROLL_ROWS);
    await cdp.send("Performance.enable");
    // The renderer main thread's busy time over a run (CDP Performance.getMetrics, cumulative seconds).
    const metrics = async () =>
      Object.fromEntries(
        (await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]),
      );
    const run = async (label: string, expression: string) => {
      const before = await metrics();
      const r = (await page.evaluate(expression)) as Record<string, number>;
      const after = await metrics();
      const ms = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
      results.push({
        label,
        r: {
          ...r,
          task: ms("TaskDuration"),
          script: ms("ScriptDuration"),
          styleLayout: ms("RecalcStyleDuration") + ms("LayoutDuration"),
        },
      });
    };
    for (const rate of quick ? [1] : [1, 4]) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const cpu = rate === 1 ? "no throttling" : `${rate}× CPU throttling`;
      const rows = Math.round((target * SCROLL_MS) / 3000);
      await run(`${cpu}, standing still (baseline)`, FRAMES(STILL_MS, 0));
      await run(
        `${cpu}, scrolling ${Math.round(rows / 10).toLocaleString("en")} rows (wheel speed) and right`,
        FRAMES(SCROLL_MS, Math.round(rows / 10)),
      );
      await run(
        `${cpu}, scrolling ${rows.toLocaleString("en")} rows (a fling) and right`,
        FRAMES(SCROLL_MS, rows),
      );
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    if (trace) await traceFling(browser, page, target);
    const shot = process.argv
      .find((a) => a.startsWith("--screenshot="))
      ?.slice("--screenshot=".length);
    if (shot) {
      await page.evaluate(
        `(() => { const el = document.querySelector(".price-grid-scroll"); el.scrollTop = 1000; el.scrollLeft = 300; })()`,
      );
      await page.waitForTimeout(300);
      await page.screenshot({ path: shot });
    }

    console.log(
      `\n| open the whole matrix (${(SIDE * SIDE).toLocaleString("en")} rows) | median of ${OPENS} | all (ms) |\n|---|---|---|`,
    );
    console.log(
      `| navigation → first cell rendered | ${median(opens).toFixed(0)} ms | ${opens.map((x) => x.toFixed(0)).join(", ")} |`,
    );
    console.log(
      `| of which the request carrying the table (\`admin.prices.matrix\`, batched with the product) (${(median(exports.map((e) => e.bytes)) / 1024).toFixed(0)} KB): its duration / its end | ${median(exports.map((e) => e.ms)).toFixed(0)} / ${median(exports.map((e) => e.end)).toFixed(0)} ms | ${exports.map((e) => `${e.ms.toFixed(0)}/${e.end.toFixed(0)}`).join(", ")} |`,
    );
    console.log(
      `| click in the list → first cell rendered | ${median(clicks).toFixed(0)} ms | ${clicks.map((x) => x.toFixed(0)).join(", ")} |`,
    );
    console.log(
      `| click a cell (the selection moves) | ${median(clicksOnCell).toFixed(0)} ms | ${clicksOnCell.map((x) => x.toFixed(0)).join(", ")} |`,
    );
    console.log(
      `| type a price, Enter (the cell shows it, the save counts it) | ${median(edits).toFixed(0)} ms | ${edits.map((x) => x.toFixed(0)).join(", ")} |`,
    );
    console.log(
      `\n| frames (scrolling: ${SCROLL_MS / 1000} s; baseline: ${STILL_MS / 1000} s) | frames | dropped (> 33.4 ms) | longest | frames with blank rows | rows scrolled | DOM rows / cells | main thread busy: all / script / style+layout |\n|---|---|---|---|---|---|---|---|`,
    );
    for (const { label, r } of results) {
      console.log(
        `| ${label} | ${r.frames} | ${r.dropped} | ${r.longest!.toFixed(1)} ms | ${r.blank} | ${r.rowsScrolled} (left ${r.scrollLeft!.toFixed(0)} of ${r.maxLeft!.toFixed(0)} px) | ${r.domRows} / ${r.domCells} | ${r.task!.toFixed(0)} / ${r.script!.toFixed(0)} / ${r.styleLayout!.toFixed(0)} ms |`,
      );
    }
    console.log(
      `\nload average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}`,
    );
  } finally {
    await browser.close();
    server.close();
    server.closeAllConnections();
    await engine?.stop();
  }
}

await main();
