import type { Page } from "playwright-core";

/**
 * The grid bench's measurements inside the page (bench/grid-scroll.ts): scripts evaluated in
 * Chromium, kept as strings because bench/ is type-checked without the DOM library.
 */

/** Evaluated in the page (strings: this file is type-checked without the DOM library). */
export const WATCH_FIRST_CELL = `(() => {
  const note = () => { if (!window.__firstCell && document.querySelector('[data-cell="0:0"]')) window.__firstCell = performance.now(); };
  new MutationObserver(note).observe(document, { childList: true, subtree: true });
})()`;
/**
 * Frames for `ms`: with `rows` > 0 the matrix scrolls by time (to row `rows` and to its right end
 * at `ms`), so a slow frame shows as a jump, as in a real fling; with 0 it stands still (a
 * baseline of what this headless Chromium delivers on this machine).
 */
export const FRAMES = (ms: number, rows: number) => `(async () => {
  const el = document.querySelector(".price-grid-scroll");
  const rowH = 34;
  if (el) { el.scrollTop = 0; el.scrollLeft = 0; }
  await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
  const maxTop = el ? Math.min(el.scrollHeight - el.clientHeight, ${rows} * rowH) : 0, maxLeft = el && ${rows} ? el.scrollWidth - el.clientWidth : 0;
  const deltas = []; let blank = 0, last = performance.now(); const start = last;
  const covered = () => {
    if (!el) return true;
    let lo = Infinity, hi = -Infinity;
    // The rows drawn: the canvas's (its data-rows, "from:to"), or without one the DOM rows'.
    const canvas = el.querySelector(".price-grid-canvas");
    if (canvas) [lo, hi] = (canvas.dataset.rows || "Infinity:-Infinity").split(":").map(Number);
    else for (const r of el.querySelectorAll('[role="row"]')) { const i = Number(r.getAttribute("aria-rowindex")) - 1; lo = Math.min(lo, i); hi = Math.max(hi, i); }
    const first = Math.floor(el.scrollTop / rowH), lastRow = Math.min(Math.ceil((el.scrollTop + el.clientHeight) / rowH) - 2, Number(el.parentElement.getAttribute("aria-rowcount")) - 1);
    return lo <= first && hi >= lastRow;
  };
  await new Promise((done) => {
    const tick = (now) => {
      deltas.push(now - last); last = now;
      if (!covered()) blank++;
      if (now - start >= ${ms}) return done();
      const f = Math.min(1, (now - start) / ${ms});
      if (el && ${rows}) { el.scrollTop = Math.round(maxTop * f); el.scrollLeft = Math.round(maxLeft * f); }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  deltas.shift();
  return { frames: deltas.length, dropped: deltas.filter((d) => d > 2 * 16.7).length, longest: Math.max(...deltas), blank,
    rowsScrolled: el ? Math.round(el.scrollTop / rowH) : 0, scrollLeft: el ? el.scrollLeft : 0, maxLeft,
    domRows: el ? el.querySelectorAll('[role="row"]').length : 0, domCells: el ? el.querySelectorAll('[role="gridcell"]').length : 0 };
})()`;

/** Dispatches an event and times until `done()` holds (checked after React's microtask render, then every task). */
const TIMED = (target: string, event: string, done: string) => `(async () => {
  if (${done}) throw new Error("already so before the event: ${done.replace(/"/g, "'")}");
  const el = document.querySelector(${JSON.stringify(target)});
  const t0 = performance.now();
  el.dispatchEvent(${event});
  while (!(${done})) {
    if (performance.now() - t0 > 30000) throw new Error("no effect in 30 s: ${done.replace(/"/g, "'")}");
    await new Promise((ok) => setTimeout(ok, 0));
  }
  return performance.now() - t0;
})()`;
export const TIMED_MOUSEDOWN = (row: number, col: number) =>
  TIMED(
    `[data-cell="${row}:${col}"]`,
    `new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0 })`,
    `document.querySelector('[data-cell="${row}:${col}"]').className.includes("is-focus")`,
  );
export const TIMED_ENTER = (row: number, col: number, text: string) =>
  TIMED(
    ".price-cell-input",
    `new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true })`,
    `document.querySelector('[data-cell="${row}:${col}"] .price-net')?.textContent === "${text}"`,
  );

/** The request of the last open that carried the whole table (`admin.prices.matrix`; before it, the CSV of `admin.prices.export`): its duration, its end (since the navigation) and its size. */
export const exportTiming = (page: Page) =>
  page.evaluate(`(() => {
    const e = performance.getEntriesByType("resource").filter((r) => r.name.includes("admin.prices.matrix") || r.name.includes("admin.prices.export")).pop();
    return e ? { ms: e.responseEnd - e.startTime, end: e.responseEnd, bytes: e.encodedBodySize } : { ms: NaN, end: NaN, bytes: NaN };
  })()`) as Promise<{ ms: number; end: number; bytes: number }>;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const firstCellMs = (page: Page) =>
  page
    .waitForFunction("window.__firstCell", undefined, { timeout: 60_000, polling: 50 })
    .then((h) => h.jsonValue() as Promise<number>);
