import { afterEach, describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { CAGE, cageStats, preflightInCage, stopIdleWorkers } from "./cage";
import { tooComplexToCheck } from "./schema";
import { makeInflateBombPdf, makePdf, rawPdf } from "./test-pdf";

const label = { size: { width: 50, height: 30 } };
const limits = { ...CAGE };

afterEach(async () => {
  Object.assign(CAGE, limits);
  await stopIdleWorkers();
});

/** The event loop's worst delay while `work` runs (a 5 ms timer's lateness). */
async function withLoopWatch<T>(
  work: () => Promise<T>,
): Promise<{ result: T; maxLagMs: number; ms: number; rssGrowthMb: number }> {
  let last = performance.now();
  let maxLagMs = 0;
  const rss0 = process.memoryUsage().rss;
  let rssMax = rss0;
  const tick = setInterval(() => {
    const now = performance.now();
    maxLagMs = Math.max(maxLagMs, now - last - 5);
    last = now;
    rssMax = Math.max(rssMax, process.memoryUsage().rss);
  }, 5);
  const start = performance.now();
  try {
    const result = await work();
    return {
      result,
      maxLagMs,
      ms: performance.now() - start,
      rssGrowthMb: (rssMax - rss0) / 1024 / 1024,
    };
  } finally {
    clearInterval(tick);
  }
}

describe("the preflight's cage (a worker thread with memory, inflate and time limits)", () => {
  it("checks a PDF off the event loop with its normal verdict, and keeps the worker for the next one", async () => {
    const first = await preflightInCage(await makePdf([54, 34]), label);
    expect(first).toMatchObject({ verdict: "ok", pages: 1 });
    const started = cageStats.started;
    expect(await preflightInCage(await makePdf([100, 100]), label)).toMatchObject({
      verdict: "error",
      issues: [{ code: "size_mismatch" }],
    });
    expect(cageStats.started).toBe(started);
  });

  it("a 0.5 MB PDF whose object stream inflates to 500 MB: too complex to check, fast, in bounded memory, the event loop free", async () => {
    const bomb = makeInflateBombPdf(54, 34, 500);
    expect(bomb.byteLength).toBeLessThan(600 * 1024);
    // A started worker: the figures are the check's, not the worker's start.
    await preflightInCage(await makePdf([54, 34]), label);
    // The machine's own lateness, without a check running, just before and after (other processes share its cores).
    const pause = () => withLoopWatch(() => new Promise((r) => setTimeout(r, 1000)));
    const idleBefore = await pause();
    const before = { ...cageStats };
    const { result, maxLagMs, ms, rssGrowthMb } = await withLoopWatch(() =>
      preflightInCage(bomb, label),
    );
    const idle = Math.max(idleBefore.maxLagMs, (await pause()).maxLagMs);
    console.info(
      `[cage] bomb: ${Math.round(ms)} ms, RSS +${Math.round(rssGrowthMb)} MB, event loop late by ${Math.round(maxLagMs)} ms at most (idle: ${Math.round(idle)} ms)`,
    );
    expect(result).toEqual(tooComplexToCheck());
    // Stopped by the inflate cap (or, on a starved machine, by the clock): never a crash.
    expect(cageStats.inflateLimits + cageStats.timeouts).toBe(
      before.inflateLimits + before.timeouts + 1,
    );
    expect(cageStats.crashes).toBe(before.crashes);
    expect(ms).toBeLessThan(10_000);
    expect(rssGrowthMb).toBeLessThan(300);
    // 100 ms; on a machine whose own delays exceed 50 ms without any check, twice those.
    expect(maxLagMs).toBeLessThan(Math.max(100, 2 * idle));
  });

  it("a check past the time limit: the worker is terminated, the file is too complex, the next file gets a fresh worker", async () => {
    CAGE.timeoutMs = 1;
    const timeouts = cageStats.timeouts;
    expect(await preflightInCage(await makePdf([54, 34]), label)).toEqual(tooComplexToCheck());
    expect(cageStats.timeouts).toBe(timeouts + 1);
    CAGE.timeoutMs = limits.timeoutMs;
    const started = cageStats.started;
    expect(await preflightInCage(await makePdf([54, 34]), label)).toMatchObject({ verdict: "ok" });
    expect(cageStats.started).toBe(started + 1);
  });

  it(
    "a PDF whose objects outgrow the worker's heap: the worker dies (ERR_WORKER_OUT_OF_MEMORY), the process and the next check do not",
    { timeout: 60_000 },
    async () => {
      // 8 MB of "0 " in one array: millions of number objects, far beyond a 48 MB heap, within the inflate cap.
      const heavy = rawPdf([
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 153 96] >>",
        {
          dict: "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode",
          stream: deflateSync(
            Buffer.concat([Buffer.from("5 0 ["), Buffer.alloc(8 * 1024 * 1024, "0 ")]),
            { level: 1 },
          ),
        },
      ]);
      CAGE.maxOldGenerationSizeMb = 48;
      // The heap's limit, not the clock's, even on a busy machine.
      CAGE.timeoutMs = 30_000;
      const crashes = cageStats.crashes;
      expect(await preflightInCage(heavy, label)).toEqual(tooComplexToCheck());
      expect(cageStats.crashes).toBe(crashes + 1);
      Object.assign(CAGE, limits);
      expect(await preflightInCage(await makePdf([54, 34]), label)).toMatchObject({
        verdict: "ok",
      });
    },
  );

  it("runs at most CAGE.workers checks at once; the others wait their turn and all get their verdicts", async () => {
    const files = await Promise.all([1, 2, 3, 4].map(() => makePdf([54, 34])));
    const results = await Promise.all(files.map((f) => preflightInCage(f, label)));
    expect(results.map((r) => r.verdict)).toEqual(["ok", "ok", "ok", "ok"]);
  });
});
