import { describe, expect, it } from "vitest";
import { runCheck } from "./bench-check";

/**
 * bench/quote-cpu.ts in its short mode (`--check`): it runs end to end in CI — both servers up,
 * the bare endpoints answer the server's exact bytes, a round measured and summed up. No figure
 * is judged here (a ratio of CPU times depends on the machine), but every printed figure must
 * agree with the ones it is made of; the figures in the README come from full runs.
 */
describe("bench/quote-cpu.ts --check", () => {
  it("measures one round of the three quotes against bare Express", async () => {
    // On the test run's DynamoDB Local (a table of its own), not one more JVM started for it.
    const stdout = await runCheck("quote-cpu.ts");
    for (const proc of ["shop.labels.quote", "shop.table.quote", "shop.calculator.quote"]) {
      const name = proc.replace(/\./g, "\\.");
      const round = new RegExp(
        `round \\d+ ${name}\\s+server\\s+(\\d+) µs\\s+bare\\s+(\\d+) µs\\s+ratio (\\d+\\.\\d\\d)`,
        "g",
      );
      const ratios = [...stdout.matchAll(round)].map(([, server, bare, ratio]) => {
        // Each round's ratio is its two printed CPU times' (within the rounding of the ratio to
        // 2 places and of each time to 1 µs).
        const s = Number(server);
        const b = Number(bare);
        const slack = 0.005 + (s / b) * (0.5 / s + 0.5 / b);
        expect(Math.abs(Number(ratio) - s / b), proc).toBeLessThanOrEqual(slack);
        return Number(ratio);
      });
      expect(ratios.length, stdout).toBeGreaterThan(0);
      const min = new RegExp(`${name}\\s+CPU ratio server/bare: min (\\d+\\.\\d\\d)`).exec(stdout);
      expect(min, stdout).not.toBeNull();
      // The summary's minimum is the rounds' minimum.
      expect(Number(min![1])).toBe(Math.min(...ratios));
    }
  }, 180_000);
});
