import { describe, expect, inject, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { resolve } from "node:path";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "..");

/**
 * The dashboard's benchmark in its short mode (bench/dashboard.ts --check: 100, then 1,000
 * generated orders in one table) on the run's DynamoDB Local: it runs end to end, the dashboard
 * counts every order written (the script fails otherwise), and it makes the same number of
 * DynamoDB requests at both sizes (what keeps its time flat). No time is asserted (the figures
 * come from the full run, bench/README.md).
 */
describe("bench/dashboard.ts --check", () => {
  it(
    "seeds 100 then 1,000 orders and answers with the same requests at both",
    { timeout: 120_000 },
    async () => {
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", "bench/dashboard.ts", "--check"],
        {
          cwd: root,
          env: { ...process.env, DYNAMODB_ENDPOINT: inject("dynamoEndpoint") },
          timeout: 110_000,
        },
      );
      const at = (n: string) =>
        new RegExp(
          `^dashboard at ${n} orders \\(written in [\\d.]+ s\\): median [\\d.]+ ms, p95 [\\d.]+ ms, (\\d+) DynamoDB requests; a year's figures: ([\\d,]+) orders, (\\d+) waiting for payment$`,
          "m",
        ).exec(stdout);
      const small = at("100");
      const big = at("1,000");
      expect(small, stdout).not.toBeNull();
      expect(big, stdout).not.toBeNull();
      expect(small![1]).toBe(big![1]);
      // 1,000 orders, 3 % of the history cancelled (every 33rd), the 40 open ones counted.
      expect(big![2]).toBe("970");
      // 20 of the 40 open orders wait for payment at both sizes.
      expect([small![3], big![3]]).toEqual(["20", "20"]);
      expect(stdout).toMatch(
        /^ratio 1,000 \/ 100: \d+\.\d\d \(target ≤ 1\.2\); requests (\d+) \/ \1$/m,
      );
    },
  );
});
