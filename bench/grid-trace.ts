import type { Browser, Page } from "playwright-core";
import { firstCellMs, FRAMES } from "./grid-page";

/** The grid bench's `--trace` and `--trace-open`: where the renderer's time went, from Chromium's tracing. */

export async function traceFling(browser: Browser, page: Page, rows: number) {
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc", "v8"],
  });
  await page.evaluate(FRAMES(3000, rows));
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as {
    name: string;
    ph: string;
    dur?: number;
    pid: number;
    tid: number;
    args?: { name?: string };
  }[];
  const main = events.find(
    (e) =>
      e.name === "thread_name" &&
      e.args?.name === "CrRendererMain" &&
      events.some((x) => x.pid === e.pid && x.name === "FireAnimationFrame"),
  );
  const totals = new Map<string, number>();
  for (const e of events)
    if (main && e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur)
      totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
  console.log(`\ntrace of one fling (${rows} rows, 3 s), renderer main thread, ms by event:`);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${name}: ${ms.toFixed(0)}`);
  // How much each style recalculation and layout touched (Chromium's own counts).
  const onMain = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid,
  ) as unknown as {
    name: string;
    ph: string;
    args?: { elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number } };
  }[];
  const styles = onMain
    .filter((e) => e.name === "UpdateLayoutTree" && e.args?.elementCount !== undefined)
    .map((e) => e.args!.elementCount!);
  const layouts = onMain
    .filter((e) => e.name === "Layout" && e.args?.beginData)
    .map((e) => e.args!.beginData!);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(
    `  style recalculations: ${styles.length}, elements ${sum(styles)} (max ${Math.max(0, ...styles)}); layouts: ${layouts.length}, dirty objects ${sum(layouts.map((l) => l.dirtyObjects ?? 0))} of ${sum(layouts.map((l) => l.totalObjects ?? 0))}`,
  );
}

/** `--trace-open`: one navigation to the editor under tracing: the renderer main thread's tasks over 10 ms and the requests, in time order (ms since the first request). */
export async function traceOpen(browser: Browser, page: Page, url: string) {
  await browser.startTracing(page, {
    categories: [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink",
      "v8",
      "loading",
      "netlog",
    ],
  });
  await page.evaluate("window.__firstCell = undefined");
  await page.goto(url);
  const first = await firstCellMs(page);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    pid: number;
    tid: number;
    args?: { name?: string; data?: { url?: string; requestId?: string; functionName?: string } };
  }[];
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = (e: { pid: number; tid: number }) =>
    mains.some((m) => m.pid === e.pid && m.tid === e.tid);
  const sends = events.filter((e) => e.name === "ResourceSendRequest");
  const t0 = Math.min(...sends.map((e) => e.ts));
  const lines: [number, string][] = [];
  const urlOf = new Map(sends.map((e) => [e.args?.data?.requestId, e.args?.data?.url ?? ""]));
  for (const e of sends)
    lines.push([
      e.ts,
      `send ${e.args?.data?.url?.replace(url.replace(/\/admin.*/, ""), "").slice(0, 90)}`,
    ]);
  for (const e of events.filter((x) => x.name === "ResourceFinish"))
    lines.push([
      e.ts,
      `finish ${urlOf
        .get(e.args?.data?.requestId)
        ?.replace(url.replace(/\/admin.*/, ""), "")
        .slice(0, 90)}`,
    ]);
  for (const task of events.filter(
    (e) => onMain(e) && e.name === "RunTask" && (e.dur ?? 0) > 10_000,
  )) {
    const inside = events.filter(
      (e) =>
        onMain(e) &&
        e.ph === "X" &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur! &&
        e !== task &&
        (e.dur ?? 0) > 3000,
    );
    const parts = inside.filter((e) =>
      [
        "FunctionCall",
        "EvaluateScript",
        "v8.compile",
        "v8.compileModule",
        "v8.evaluateModule",
        "ParseHTML",
        "UpdateLayoutTree",
        "Layout",
        "Paint",
        "ParseAuthorStyleSheet",
        "TimerFire",
        "EventDispatch",
        "v8.parseOnBackground",
        "XHRReadyStateChange",
        "v8.run",
      ].includes(e.name),
    );
    lines.push([
      task.ts,
      `task ${(task.dur! / 1000).toFixed(0)} ms: ${parts.map((p) => `${p.name}${p.args?.data?.functionName ? `(${p.args.data.functionName})` : ""} ${(p.dur! / 1000).toFixed(0)}`).join(", ")}`,
    ]);
  }
  console.log(
    `\ntrace of one open (first cell at ${first.toFixed(0)} ms after the navigation), ms since the first request:`,
  );
  for (const [ts, what] of lines.sort((a, b) => a[0] - b[0]))
    console.log(`  ${((ts - t0) / 1000).toFixed(0).padStart(5)}  ${what}`);
}
