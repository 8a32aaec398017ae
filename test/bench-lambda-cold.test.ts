import { describe, expect, it } from "vitest";
import { runCheck as run } from "./bench-check";

describe("benchmarks, --check", () => {
  it("bench/lambda-cold.ts bundles the Lambda as deployed, imports it in fresh processes and reports sizes and times", async () => {
    const out = await run("lambda-cold.ts");
    expect(out).toMatch(/read at cold start: \d+ file\(s\), [\d.]+ KiB minified/);
    expect(out).toMatch(/on first use: [\w-]+\.mjs [\d.]+ KiB/);
    expect(out).toMatch(/import handler, --enable-source-maps +wall median \d+ ms/);
    expect(out).toMatch(
      /import median \d+ ms .*; first answer median \d+ ms .*; both median \d+ ms/,
    );
    expect(out).toContain("check: bundled, imported, handler exported, first request answered");
  }, 120_000);
});
