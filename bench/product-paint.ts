import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { CHROMIUM_PATH, launchBrowser } from "../test/browser";
import { startBuiltServer } from "./local-server";

/**
 * "Price visible vs LCP" (issue 15, goal 2): each product page loaded cold in Debian's Chromium
 * with 4x CPU throttling (CDP), 1280 × 900, from the BUILT local server. In the page (an init
 * script): the time the price table first shows a priced row (a frame after it is in the DOM),
 * the LCP, the layout shift (CLS) and every request's timing, from which the API round trips
 * before the prices (the longest chain of /trpc requests, each starting after the previous one
 * ended) and the whole request chain (scripts and API calls). Run after `pnpm build`:
 *   pnpm tsx bench/product-paint.ts           3 product pages × ROUNDS loads (default 5), alternating
 *   pnpm tsx bench/product-paint.ts --check   one load of one page (CI: proves it runs; nothing timed is asserted)
 */
const check = process.argv.includes("--check");
const ROUNDS = check ? 1 : Number(process.env.ROUNDS ?? 5);
const PAGES = [
  { name: "table product", path: "/wizytowki", priced: '[data-testid="price-table"] tbody tr' },
  {
    name: "calculator product",
    path: "/czasopisma",
    priced: '[data-testid="price-table"] tbody tr',
  },
  {
    name: "label page",
    path: "/etykiety-na-rolce",
    priced: '[data-testid="label-prices"] [data-testid="price-eco-net"]',
  },
];

/** Runs in the page before its scripts (a string: this file is type-checked without the DOM library). */
const probe = (priced: string) => `(() => {
  const w = window;
  w.__paint = { visible: null, lcp: 0, cls: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__paint.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
  w.__paint.shifts = [];
  const describe = (n) => n ? (n.nodeName + (n.id ? "#" + n.id : "") + (n.className && typeof n.className === "string" ? "." + n.className.split(" ")[0] : "")) : "?";
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { w.__paint.cls += e.value; w.__paint.shifts.push(e.value.toFixed(3) + " @" + e.startTime.toFixed(0) + " " + (e.sources || []).map((s) => describe(s.node)).join(",")); } }).observe({ type: "layout-shift", buffered: true });
  const seen = () => {
    if (w.__paint.visible !== null || w.__paint.pending) return;
    const row = document.querySelector(${JSON.stringify(priced)});
    if (!row || !/\\d/.test(row.textContent || "")) return;
    w.__paint.pending = true;
    requestAnimationFrame(() => setTimeout(() => (w.__paint.visible = performance.now()), 0));
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

interface Req {
  name: string;
  start: number;
  end: number;
  api: boolean;
}
/** The longest chain of requests each started after the one before it had ended (a waterfall's depth). */
function depth(reqs: Req[]): number {
  const sorted = [...reqs].sort((a, b) => a.start - b.start);
  const d = new Map<Req, number>();
  for (const r of sorted)
    d.set(r, 1 + Math.max(0, ...sorted.filter((q) => q.end <= r.start).map((q) => d.get(q)!)));
  return Math.max(0, ...d.values());
}

async function main() {
  const server = await startBuiltServer("bench-paint");
  const browser = await launchBrowser(CHROMIUM_PATH);
  const runs: Record<
    string,
    {
      visible: number;
      lcp: number;
      ratio: number;
      cls: number;
      apiRounds: number;
      chain: number;
      api: string[];
    }[]
  > = {};
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of check ? PAGES.slice(0, 1) : PAGES) {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          bypassCSP: true,
        }); // string predicates are eval, which the CSP forbids;
        const page = await context.newPage();
        await page.addInitScript(probe(p.priced));
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto(`${server.url}${p.path}`, { waitUntil: "commit" });
        await page.waitForFunction("window.__paint && window.__paint.visible !== null", undefined, {
          timeout: 60_000,
        });
        await page.waitForTimeout(1000); // late layout shifts and the LCP's last candidate
        const m = (await page.evaluate(`(() => {
          const reqs = performance.getEntriesByType("resource").map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }));
          return { ...window.__paint, reqs };
        })()`)) as {
          visible: number;
          lcp: number;
          cls: number;
          shifts: string[];
          reqs: { name: string; start: number; end: number }[];
        };
        await context.close();
        const reqs: Req[] = m.reqs.map((r) => ({
          ...r,
          api: new URL(r.name).pathname.startsWith("/trpc/"),
        }));
        // What could have fed the prices: requests that had ended by then.
        const before = reqs.filter((r) => r.end <= m.visible);
        const api = before.filter((r) => r.api);
        const row = {
          visible: m.visible,
          lcp: m.lcp,
          ratio: m.visible / m.lcp,
          cls: m.cls,
          apiRounds: depth(api),
          chain: depth(before.filter((r) => r.api || r.name.endsWith(".js"))),
          api: api.map(
            (r) =>
              `${decodeURIComponent(new URL(r.name).pathname.slice(6))} ${r.start.toFixed(0)}–${r.end.toFixed(0)} ms`,
          ),
        };
        (runs[p.name] ??= []).push(row);
        if (check || process.env.VERBOSE)
          console.log(
            `  ${p.name} run ${round + 1}: visible ${row.visible.toFixed(0)} ms, LCP ${row.lcp.toFixed(0)} ms, API: ${row.api.join(" | ")}${m.shifts.length ? `; shifts: ${m.shifts.join("; ")}` : ""}`,
          );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const summary: Record<string, unknown> = {};
  for (const [name, rs] of Object.entries(runs)) {
    const s = {
      visibleMs: med(rs.map((r) => r.visible)),
      lcpMs: med(rs.map((r) => r.lcp)),
      ratio: med(rs.map((r) => r.ratio)),
      ratioMax: Math.max(...rs.map((r) => r.ratio)),
      clsMax: Math.max(...rs.map((r) => r.cls)),
      apiRounds: Math.max(...rs.map((r) => r.apiRounds)),
      chain: Math.max(...rs.map((r) => r.chain)),
    };
    summary[name] = s;
    console.log(
      `${name}: price table visible ${s.visibleMs.toFixed(0)} ms, LCP ${s.lcpMs.toFixed(0)} ms, visible/LCP ${s.ratio.toFixed(2)} (max ${s.ratioMax.toFixed(2)}), CLS max ${s.clsMax.toFixed(3)}, API round trips before the prices ${s.apiRounds}, request chain ${s.chain} deep (medians of ${rs.length}, 4x CPU throttling)`,
    );
  }
  if (!check) {
    mkdirSync(resolve(import.meta.dirname, "results"), { recursive: true });
    writeFileSync(
      resolve(import.meta.dirname, "results/product-paint.json"),
      JSON.stringify({ at: new Date().toISOString(), summary, runs }, null, 2) + "\n",
    );
  }
}

await main();
