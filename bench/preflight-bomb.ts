import {
  CAGE,
  cageStats,
  preflightInCage,
  stopIdleWorkers,
} from "../packages/core/src/upload/cage";
import { tooComplexToCheck } from "../packages/core/src/upload/schema";
import { makeInflateBombPdf, makePdf } from "../packages/core/src/upload/test-pdf";

/**
 * Issue 24's preflight figures: a 0.5 MB PDF whose object stream inflates to 500 MB, checked in
 * the cage (`packages/core/src/upload/cage.ts`) `--runs` times in this process. Per run: the time
 * to the verdict, the process's resident-memory growth, and the event loop's worst lateness (a
 * 5 ms timer) against the same watch over an idle second just before (the machine's own noise).
 * Targets: verdict in < 10 s, RSS growth < 300 MB, event loop late by < 100 ms.
 *
 *   pnpm tsx bench/preflight-bomb.ts [--runs 5] [--check]
 *
 * `--check` runs once and fails (exit 1) only on a wrong verdict or a crash; times are printed.
 */
const args = process.argv.slice(2);
const check = args.includes("--check");
const runsAt = args.indexOf("--runs");
const runs = check ? 1 : runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const label = { size: { width: 50, height: 30 } };

async function watch<T>(work: () => Promise<T>) {
  let last = performance.now();
  let lag = 0;
  const rss0 = process.memoryUsage().rss;
  let rssMax = rss0;
  const tick = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - last - 5);
    last = now;
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
  }, 5);
  const start = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - start, lag, rssMb: (rssMax - rss0) / 2 ** 20 };
  } finally {
    clearInterval(tick);
  }
}

const bomb = makeInflateBombPdf(54, 34, 500);
console.log(
  `bomb: ${(bomb.byteLength / 1024).toFixed(0)} KiB, inflates to ~500 MB; ${runs} run(s)`,
);
await preflightInCage(await makePdf([54, 34]), label); // a started worker
let failed = false;
const rows: { ms: number; lag: number; idle: number; rssMb: number }[] = [];
for (let i = 0; i < runs; i++) {
  const idle = (await watch(() => new Promise((r) => setTimeout(r, 1000)))).lag;
  const crashes = cageStats.crashes;
  const { result, ms, lag, rssMb } = await watch(() => preflightInCage(bomb.slice(), label));
  if (
    JSON.stringify(result) !== JSON.stringify(tooComplexToCheck()) ||
    cageStats.crashes !== crashes
  ) {
    console.error("wrong verdict or a crash:", result);
    failed = true;
  }
  rows.push({ ms, lag, idle, rssMb });
  console.log(
    `run ${i + 1}: verdict in ${ms.toFixed(0)} ms, RSS +${rssMb.toFixed(0)} MB, event loop late by ${lag.toFixed(0)} ms at most (idle second before: ${idle.toFixed(0)} ms)`,
  );
}
const sorted = (k: "ms" | "lag" | "rssMb") => rows.map((r) => r[k]).sort((a, b) => a - b);
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? NaN;
console.log(
  `median: ${median(sorted("ms")).toFixed(0)} ms, RSS +${median(sorted("rssMb")).toFixed(0)} MB, lag ${median(sorted("lag")).toFixed(0)} ms; worst: ${Math.max(...sorted("ms")).toFixed(0)} ms, +${Math.max(...sorted("rssMb")).toFixed(0)} MB, ${Math.max(...sorted("lag")).toFixed(0)} ms (limits: ${CAGE.timeoutMs} ms wall clock)`,
);
await stopIdleWorkers();
process.exit(failed ? 1 : 0);
