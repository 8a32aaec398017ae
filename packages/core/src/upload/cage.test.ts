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

  it("a 0.5 MB PDF whose object stream inflates to 500 MB: too complex to check, stopped by a limit, never a crash", async () => {
    // Its time, memory and the event loop's lateness meanwhile are bench/preflight-bomb.ts's figures.
    const bomb = makeInflateBombPdf(54, 34, 500);
    expect(bomb.byteLength).toBeLessThan(600 * 1024);
    await preflightInCage(await makePdf([54, 34]), label);
    const before = { ...cageStats };
    expect(await preflightInCage(bomb, label)).toEqual(tooComplexToCheck());
    // Stopped by the inflate cap (or, on a starved machine, by the clock): never a crash.
    expect(cageStats.inflateLimits + cageStats.timeouts).toBe(
      before.inflateLimits + before.timeouts + 1,
    );
    expect(cageStats.crashes).toBe(before.crashes);
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
