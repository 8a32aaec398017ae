import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createRequire } from "node:module";
import type { CDPSession } from "playwright-core";
import { CHROMIUM_PATH, launchBrowser } from "../test/browser";
import { startBuiltServer } from "./local-server";

/**
 * Where a server-rendered page's main thread goes while it comes alive (issue 26, item 3): the
 * BUILT local server, Debian's Chromium at 4x CPU slowdown (as Lighthouse's mobile preset), a V8
 * CPU profile from the navigation until the page has hydrated and settled, and the page's long
 * tasks (PerformanceObserver). Prints the long tasks and the self time per original source file
 * (through the shop's source maps), so a change to what hydrates first can be judged by where
 * the time went, not only by Lighthouse's score. Run after `pnpm build`:
 *   pnpm tsx bench/hydration-profile.ts [/etykiety-na-rolce] [--top=25] [--functions] [--task-top=6]
 * (`--functions`: self time per original function instead of per file; `--task-top`: how many
 * sources or functions each long task lists.)
 */
const root = resolve(import.meta.dirname, "..");
const path = process.argv.slice(2).find((a) => a.startsWith("/")) ?? "/etykiety-na-rolce";
const top = Number(process.argv.find((a) => a.startsWith("--top="))?.slice(6) ?? 25);
const byFunction = process.argv.includes("--functions");
const perTask = Number(process.argv.find((a) => a.startsWith("--task-top="))?.slice(11) ?? 6);
const requireShop = createRequire(resolve(root, "packages/shop/package.json"));
// source-map-js comes with Vite (the shop's build tool): read through Vite's own resolution.
interface SourceMap {
  originalPositionFor(pos: { line: number; column: number }): {
    source: string | null;
    line: number | null;
    name: string | null;
  };
}
const { SourceMapConsumer } = createRequire(requireShop.resolve("vite"))("source-map-js") as {
  SourceMapConsumer: new (raw: unknown) => SourceMap;
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const server = await startBuiltServer("hydration-profile");
const browser = await launchBrowser(CHROMIUM_PATH);
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const warm = await context.newPage();
  await warm.goto(server.url + path); // the server's caches and the renderer warmed up
  await warm.close();
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Performance.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  // The page's long tasks as it reports them (a string: it runs in the page, not here).
  await page.addInitScript({
    content: `globalThis.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) globalThis.__long.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: "longtask", buffered: true });`,
  });
  await cdp.send("Profiler.start");
  await page.goto(server.url + path, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  // The navigation's start on the profile's clock (both monotonic; metrics in s, profile in µs).
  const { metrics } = await cdp.send("Performance.getMetrics");
  const navigationStart = metrics.find((m) => m.name === "NavigationStart")!.value * 1e6;
  const long = (await page.evaluate("globalThis.__long")) as { start: number; duration: number }[];
  const fcp = (await page.evaluate(
    "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0",
  )) as number;
  const blocking = long
    .filter((t) => t.start + t.duration > fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  // Self time per original source (the shop's assets mapped through their source maps).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i]!));
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const asset = url.match(/\/assets\/[^?#]+\.js$/)?.[0];
      let consumer: SourceMap | null = null;
      if (asset) {
        try {
          const raw = readFileSync(resolve(root, "packages/shop/dist" + asset + ".map"), "utf8");
          consumer = new SourceMapConsumer(JSON.parse(raw));
        } catch {
          consumer = null;
        }
      }
      maps.set(url, consumer);
    }
    return maps.get(url)!;
  };
  const keys = new Map<number, string>();
  const keyOf = (id: number): string => {
    if (keys.has(id)) return keys.get(id)!;
    const { callFrame } = byId.get(id)!;
    let key = callFrame.url ? callFrame.url.replace(server.url, "") : `(${callFrame.functionName})`;
    const map = callFrame.url ? mapOf(callFrame.url) : null;
    if (map) {
      const pos = map.originalPositionFor({
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      if (pos.source) {
        const s = pos.source.replace(/^(\.\.\/)+/, "");
        const pkg = s.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
        key = pkg ? `npm:${pkg[1]}` : s;
        if (byFunction) key += `:${pos.line} ${pos.name ?? callFrame.functionName}`;
      }
    }
    keys.set(id, key);
    return key;
  };
  const sum = (entries: Iterable<[number, number]>) => {
    const totals = new Map<string, number>();
    for (const [id, us] of entries) totals.set(keyOf(id), (totals.get(keyOf(id)) ?? 0) + us);
    return [...totals].sort((a, b) => b[1] - a[1]);
  };
  const totals = sum(self);

  // Each long task with what ran in it (the samples that fall inside it).
  const at: number[] = [];
  let clock = profile.startTime - navigationStart;
  for (const delta of profile.timeDeltas) at.push((clock += delta) / 1000);
  console.log(`${path}: FCP ${fcp.toFixed(0)} ms; long tasks (4x CPU):`);
  for (const t of long) {
    const inside: [number, number][] = [];
    profile.samples.forEach((id, i) => {
      if (at[i]! >= t.start && at[i]! <= t.start + t.duration)
        inside.push([id, profile.timeDeltas[i]!]);
    });
    const what = sum(inside)
      .filter(([key]) => key !== "((idle))")
      .slice(0, perTask)
      .map(([key, us]) => `${key} ${(us / 1000).toFixed(0)}`)
      .join(", ");
    console.log(`  at ${t.start.toFixed(0)} ms: ${t.duration.toFixed(0)} ms: ${what}`);
  }
  console.log(`  blocking time after FCP (long tasks' part over 50 ms): ${blocking.toFixed(0)} ms`);
  const all = totals.reduce((sum, [, us]) => sum + us, 0);
  console.log(`self time by source (profile of ${(all / 1000).toFixed(0)} ms, 4x CPU):`);
  for (const [key, us] of totals.slice(0, top))
    console.log(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${key}`);
} finally {
  await browser.close();
  await server.stop();
}
