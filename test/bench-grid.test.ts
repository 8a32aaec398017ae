import { describe, expect, inject, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { resolve } from "node:path";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "..");

/**
 * The price editor's grid benchmark in its short mode (bench/grid-scroll.ts --check: 1,440 cells,
 * one open, 1 s scrolls) against the built admin: it runs end to end and prints every figure. No
 * time is asserted (figures come from the full run, see README "Price store").
 */
describe("bench/grid-scroll.ts --check", () => {
  it("opens the matrix, edits, scrolls, and prints its figures", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "bench/grid-scroll.ts", "--check"],
      {
        cwd: root,
        env: { ...process.env, DYNAMODB_ENDPOINT: inject("dynamoEndpoint") },
        timeout: 110_000,
      },
    );
    expect(stdout).toContain("grid bench (--check): 1,440 cells (144 combinations × 10 runs)");
    const figure = (label: string | RegExp) => {
      const line = stdout
        .split("\n")
        .find((l) => (typeof label === "string" ? l.startsWith(`| ${label}`) : label.test(l)));
      expect(line, String(label)).toBeDefined();
      return line!.split("|").map((c) => c.trim());
    };
    for (const label of [
      "navigation → first cell rendered",
      "click in the list → first cell rendered",
      "click a cell (the selection moves)",
      "type a price, Enter",
    ]) {
      expect(figure(label)[2]).toMatch(/^\d+ ms$/);
    }
    expect(figure("of which the request carrying the table")[2]).toMatch(/^\d+ \/ \d+ ms$/);
    for (const cpu of ["no throttling", "4× CPU throttling"])
      for (const what of [
        "standing still",
        "scrolling \\d+ rows \\(wheel speed\\)",
        "scrolling \\d+ rows \\(a fling\\)",
      ]) {
        const cells = figure(new RegExp(`^\\| ${cpu}, ${what}`));
        // frames, dropped, longest, blank frames; and rows were drawn (virtualised: far fewer than 144)
        expect(Number(cells[2])).toBeGreaterThan(0);
        expect(cells[3]).toMatch(/^\d+$/);
        expect(cells[4]).toMatch(/^\d+\.\d ms$/);
        const [domRows] = cells[7]!.split(" / ").map(Number);
        expect(domRows).toBeGreaterThan(0);
        expect(domRows).toBeLessThan(144);
      }
  }, 120_000);
});
