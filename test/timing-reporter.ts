import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/**
 * With `VITEST_TIMINGS=<file>`: writes each test file's phases (import, setup, tests, in ms) as
 * JSON, to see where a run's time goes (`--reporter=./test/timing-reporter.ts`).
 */
export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const out = process.env.VITEST_TIMINGS;
    if (!out) return;
    const rows = testModules.map((m) => {
      const d = m.diagnostic();
      return {
        file: m.moduleId,
        collect: Math.round(d.collectDuration),
        setup: Math.round(d.setupDuration),
        prepare: Math.round(d.prepareDuration),
        environment: Math.round(d.environmentSetupDuration),
        tests: Math.round(d.duration),
      };
    });
    writeFileSync(out, JSON.stringify(rows, null, 1));
  }
}
