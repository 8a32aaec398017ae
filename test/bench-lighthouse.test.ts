import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";

const root = resolve(import.meta.dirname, "..");

/** Runs a bench script in its short mode (`--check`) on the run's DynamoDB Local; its output and exit code. */
function runBench(script: string): Promise<{ code: number | null; out: string }> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, "--check"], {
      cwd: root,
      env: { ...process.env, DYNAMODB_ENDPOINT: inject("dynamoEndpoint") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.once("error", fail);
    child.once("exit", (code) => ok({ code, out }));
  });
}

/**
 * The issue-15 benchmarks still work (CI): each runs once in its short mode against the built
 * server (`pnpm build` first, as `pnpm test` does). Nothing timed is asserted, only that the
 * figures were measured and printed.
 */
describe("bench scripts of issue 15, short mode", () => {
  it(
    "bench/lighthouse.ts --check prints the four category scores and LCP/TBT/CLS (and FCP, speed index) of a product page",
    { timeout: 180_000 },
    async () => {
      const { code, out } = await runBench("bench/lighthouse.ts");
      expect(code, out).toBe(0);
      expect(out).toMatch(
        /^table product \(\/wizytowki\): performance \d{1,3}, accessibility \d{1,3}, best practices \d{1,3}, SEO \d{1,3}; LCP \d+\.\d\d s, TBT \d+ ms, CLS \d+\.\d{3} \(FCP \d+\.\d\d s, SI \d+\.\d\d s\)$/m,
      );
    },
  );

  it(
    "bench/product-paint.ts --check prints when the price table showed against the LCP, and the API round trips",
    { timeout: 120_000 },
    async () => {
      const { code, out } = await runBench("bench/product-paint.ts");
      expect(code, out).toBe(0);
      expect(out).toMatch(
        /^table product: price table visible \d+ ms, LCP \d+ ms, visible\/LCP \d+\.\d\d .*CLS max \d+\.\d{3}, API round trips before the prices \d+, request chain \d+ deep/m,
      );
    },
  );
});
