import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { importTable } from "@printshop/core/price-table/import-export";
import { grossOf } from "../../packages/admin/src/features/prices/grid/validation";
import { launchBrowser } from "../browser";
import { startTestServer } from "../../packages/functions/test/server";
import { createStaff, signInStaff } from "./staff";
import { benchNet, makeProduct } from "../../bench/price-product";

/**
 * The price grid's canvas and its DOM rows (PriceGrid.tsx, grid/canvas.ts, grid/window.ts) on a
 * generated 300 × 10 product: what the canvas draws (every fillText and fillRect of the page's 2D
 * contexts, recorded since the last full clear) and the DOM cells under it agree with the saved
 * table after a scroll jump; the DOM rows are reused, not re-created; a selection survives
 * scrolling away and back, copies, and a key moves it back into view.
 */
const PRODUCT = 903;
const A = 30;
const B = 10;
const PASSWORD = "grid password 1";
const ROW = 34;
/** The header's two lines: the run, then "net" and "gross" (GridRow.tsx HEADER_HEIGHT). */
const HEAD = 52;
const COL = 170;
const LABEL = 264;
/** Row r of the matrix is combination (i, j) = (r / B, r % B): the label says which, and the test checks it. */
const netOf = (row: number, col: number) => benchNet(Math.floor(row / B), row % B, col);
const labelOf = (row: number) =>
  `v${PRODUCT * 1_000_000 + 10_000 + Math.floor(row / B)} / v${PRODUCT * 1_000_000 + 20_000 + (row % B)}`;

const RECORD_CANVAS = `(() => {
  const proto = CanvasRenderingContext2D.prototype, fillRect = proto.fillRect, fillText = proto.fillText;
  window.__frame = [];
  proto.fillRect = function (x, y, w, h) {
    if (x === 0 && y === 0 && this.fillStyle === "#ffffff") window.__frame = [];
    window.__frame.push({ kind: "rect", x, y, w, h, color: this.fillStyle });
    return fillRect.call(this, x, y, w, h);
  };
  proto.fillText = function (text, x, y) {
    window.__frame.push({ kind: "text", text, x, y, align: this.textAlign, color: this.fillStyle });
    return fillText.apply(this, arguments);
  };
})()`;
type Op =
  | { kind: "rect"; x: number; y: number; w: number; h: number; color: string }
  | { kind: "text"; text: string; x: number; y: number; align: string; color: string };

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const cell = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row}:${col}"]`);
const frame = (page: Page) => page.evaluate("window.__frame") as Promise<Op[]>;
const scroll = (page: Page, top: number, left: number) =>
  page.evaluate(
    ([t, l]) => {
      const el = document.querySelector(".price-grid-scroll")!;
      el.scrollTop = t!;
      el.scrollLeft = l!;
    },
    [top, left],
  );
/** Waits until the canvas draws from `row` and the DOM rows have followed (the scrolling settled). */
async function settledAt(page: Page, row: number, col: number) {
  await expect
    .poll(() => page.locator(".price-grid-canvas").getAttribute("data-rows"))
    .toMatch(new RegExp(`^${row}:`));
  await cell(page, row, col).waitFor();
  await page.locator(".price-grid-scroll:not([data-scrolling])").waitFor();
}
/** Where the canvas draws a cell's net (right edge), gross (right edge) and their middle line, for the scroll position. */
const at = (top: number, left: number, row: number, col: number) => ({
  net: LABEL + col * COL - left + 8 + 72,
  gross: LABEL + col * COL - left + COL - 8,
  y: HEAD + row * ROW - top + ROW / 2,
  x: LABEL + col * COL - left,
});
const textAt = (ops: Op[], x: number, y: number) =>
  ops
    .filter((o) => o.kind === "text" && o.x === x && o.y === y)
    .map((o) => (o as { text: string }).text);

describe("the price grid's canvas and DOM rows in Chromium", () => {
  let page: Page;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await createStaff({
      email: "grid@example.com",
      password: PASSWORD,
      role: "administrator",
    });
    const product = await makeProduct(PRODUCT, A, B);
    const imported = await importTable(
      { productId: PRODUCT, format: "csv", content: product.csv, dryRun: false },
      { userId: "e2e", email: "grid@example.com" },
    );
    expect(imported.errors).toEqual([]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
    await page.addInitScript(RECORD_CANVAS);
    await signInStaff(page, "grid@example.com", `${server.url}/admin/en`);
    await page.getByRole("navigation", { name: "Admin sections" }).waitFor();
    await page.goto(`${server.url}/admin/en/prices/${PRODUCT}`);
    await cell(page, 0, 0).waitFor();
    expect(await page.getByRole("grid").getAttribute("aria-rowcount")).toBe(String(A * B));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("after a jump of 100 rows and 3 columns the canvas and the reused DOM rows show the saved cells of the rows now in view", async () => {
    // From a window with rows above and below it (at the top there are none above: one row fewer).
    await scroll(page, 100 * ROW, 0);
    await settledAt(page, 100, 0);
    const before = await page.evaluate(() => {
      const rows = [...document.querySelectorAll(".price-grid-row")];
      rows.forEach((r) => ((r as unknown as { seen: boolean }).seen = true));
      return rows.length;
    });
    await scroll(page, 200 * ROW, 3 * COL);
    await settledAt(page, 200, 3);
    const ops = await frame(page);
    const [from, to] = (await page.locator(".price-grid-canvas").getAttribute("data-rows"))!
      .split(":")
      .map(Number) as [number, number];
    expect(to - from).toBeGreaterThanOrEqual(15);
    for (let row = from; row <= to; row++) {
      const label = labelOf(row);
      expect(
        await page.getByRole("rowheader", { name: label, exact: true }).count(),
        `the DOM label of row ${row}`,
      ).toBe(1);
      expect(
        textAt(ops, 8, at(200 * ROW, 3 * COL, row, 0).y),
        `the canvas's label of row ${row}`,
      ).toEqual([label]);
      for (let col = 3; col <= 6; col++) {
        const where = at(200 * ROW, 3 * COL, row, col);
        const net = netOf(row, col);
        expect(textAt(ops, where.net, where.y), `canvas net ${row}:${col}`).toEqual([net]);
        expect(textAt(ops, where.gross, where.y), `canvas gross ${row}:${col}`).toEqual([
          grossOf(net, 23),
        ]);
        expect(await cell(page, row, col).locator(".price-net").innerText()).toBe(net);
        expect(await cell(page, row, col).locator(".price-gross").innerText()).toBe(
          grossOf(net, 23),
        );
      }
    }
    // Nothing of the rows scrolled away is drawn or left in the DOM, and no row element was made anew.
    expect(
      ops.some((o) => o.kind === "text" && (o.text === netOf(100, 3) || o.text === labelOf(100))),
    ).toBe(false);
    expect(await cell(page, 100, 0).count()).toBe(0);
    const after = await page.evaluate(() =>
      [...document.querySelectorAll(".price-grid-row")].map(
        (r) => (r as unknown as { seen?: boolean }).seen === true,
      ),
    );
    expect(after.length).toBe(before);
    expect(after.every(Boolean)).toBe(true);
  });

  it("a selection survives scrolling away and back (DOM and canvas), copies its block, and a key brings its cell back into view", async () => {
    await scroll(page, 0, 0);
    await settledAt(page, 0, 0);
    await cell(page, 2, 1).click();
    await cell(page, 4, 3).click({ modifiers: ["Shift"] });
    const selectedCells = async () =>
      (
        await page
          .locator('[role="gridcell"][aria-selected="true"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-cell")))
      ).sort();
    const block: string[] = [];
    for (let r = 2; r <= 4; r++) for (let c = 1; c <= 3; c++) block.push(`${r}:${c}`);
    await expect.poll(selectedCells).toEqual(block.sort());

    await scroll(page, 250 * ROW, 0);
    await settledAt(page, 250, 0);
    expect(await selectedCells()).toEqual([]);
    expect((await frame(page)).filter((o) => o.kind === "rect" && o.color === "#e8f0fe")).toEqual(
      [],
    );
    await scroll(page, 0, 0);
    await settledAt(page, 0, 0);
    expect(await selectedCells()).toEqual(block);
    expect(await cell(page, 4, 3).getAttribute("class")).toContain("is-focus");
    const selected = (await frame(page))
      .filter((o) => o.kind === "rect" && o.color === "#e8f0fe")
      .map((o) => `${o.x},${o.y}`)
      .sort();
    expect(selected).toEqual(
      block
        .map((b) => b.split(":").map(Number) as [number, number])
        .map(([r, c]) => `${at(0, 0, r, c).x},${HEAD + r * ROW}`)
        .sort(),
    );

    const copied = await page.getByRole("grid").evaluate((el) => {
      const data = new DataTransfer();
      el.dispatchEvent(
        new ClipboardEvent("copy", { clipboardData: data, bubbles: true, cancelable: true }),
      );
      return data.getData("text/plain");
    });
    expect(
      copied
        .trimEnd()
        .split(/\r?\n/)
        .map((line) => line.split("\t")),
    ).toEqual([2, 3, 4].map((r) => [1, 2, 3].map((c) => netOf(r, c))));

    // Scrolled away, a key moves the focus from (4, 3) to (5, 3) and shows it: DOM and canvas at once.
    await scroll(page, 250 * ROW, 0);
    await settledAt(page, 250, 0);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => cell(page, 5, 3).getAttribute("class")).toContain("is-focus");
    const [top, left] = await page.evaluate(() => [
      document.querySelector(".price-grid-scroll")!.scrollTop,
      document.querySelector(".price-grid-scroll")!.scrollLeft,
    ]);
    const focus = (await frame(page)).filter((o) => o.kind === "rect" && o.color === "#1a73e8");
    expect(focus).toHaveLength(4);
    for (const f of focus) {
      expect(f.x).toBeGreaterThanOrEqual(at(top!, left!, 5, 3).x);
      expect(f.x).toBeLessThan(at(top!, left!, 5, 3).x + COL);
      expect(f.y).toBeGreaterThanOrEqual(HEAD + 5 * ROW - top!);
      expect(f.y).toBeLessThan(HEAD + 6 * ROW - top!);
    }
  });

  it("the in-cell input of a cell scrolled partly under the label column is cut at the column's edge; Escape leaves the saved value (its blur no longer commits)", async () => {
    await scroll(page, 0, COL + 40);
    await settledAt(page, 0, 1);
    // Column 1 now starts 40 px under the labels (its input 32 px): select (3, 1) and type.
    await cell(page, 3, 1).dispatchEvent("mousedown", { button: 0 });
    await expect.poll(() => cell(page, 3, 1).getAttribute("class")).toContain("is-focus");
    await page.keyboard.type("7");
    const input = page.locator(".price-cell-input");
    await input.waitFor();
    const shown = await page.evaluate(
      (row) => {
        const box = document.querySelector(".price-grid-scroll")!.getBoundingClientRect();
        const input = document.querySelector(".price-cell-input")!;
        const cut = /^inset\(0px 0px 0px ([\d.]+)px\)$/.exec(getComputedStyle(input).clipPath);
        return {
          from: input.getBoundingClientRect().left + Number(cut?.[1] ?? 0) - box.left,
          hit: document.elementFromPoint(box.left + 300, box.top + row + 17)?.className,
        };
      },
      HEAD + 3 * ROW,
    );
    // Seen from the label column's edge on, and still the input there.
    expect(shown).toEqual({ from: LABEL, hit: "price-cell-input" });
    await page.keyboard.press("Escape");
    await input.waitFor({ state: "detached" });
    expect(await cell(page, 3, 1).locator(".price-net").innerText()).toBe(netOf(3, 1));
  });
});
