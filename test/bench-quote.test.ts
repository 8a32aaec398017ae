import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * bench/quote-cpu.ts in its short mode (`--check`): it runs end to end in CI — both servers up,
 * the bare endpoints answer the server's exact bytes, a round measured and summed up. No figure
 * is judged here; the figures in the README come from full runs.
 */
describe("bench/quote-cpu.ts --check", () => {
  it("measures one round of the three quotes against bare Express", async () => {
    const root = resolve(import.meta.dirname, "..");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "bench/quote-cpu.ts", "--check"],
      { cwd: root, timeout: 150_000 },
    );
    for (const proc of ["shop.labels.quote", "shop.table.quote", "shop.calculator.quote"]) {
      expect(stdout).toMatch(
        new RegExp(
          `round 1 ${proc.replace(/\./g, "\\.")}\\s+server\\s+\\d+ µs\\s+bare\\s+\\d+ µs\\s+ratio \\d+\\.\\d\\d`,
        ),
      );
      expect(stdout).toMatch(
        new RegExp(`${proc.replace(/\./g, "\\.")}\\s+CPU ratio server/bare: min \\d+\\.\\d\\d`),
      );
    }
  }, 180_000);
});
