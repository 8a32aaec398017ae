import { describe, expect, it } from "vitest";
import { runCheck as run } from "./bench-check";

describe("benchmarks, --check", () => {
  it("bench/catalogue.bench.ts measures catalogue.home and catalogue.product with and without the page cache", async () => {
    const out = await run("catalogue.bench.ts");
    expect(out).toMatch(
      /product \(table, wizytowki\): DynamoDB requests per call, warm: cached 0, no cache [1-9]\d*/,
    );
    expect(out).toMatch(/home +cached \d+ .*\| +no cache \d+/);
    expect(out).toContain("check: both servers answered every request");
  }, 120_000);
});
