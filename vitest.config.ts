import { defineConfig } from "vitest/config";
import LongFirstSequencer from "./test/sequencer";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          // The packages' unit tests (next to their source) share one module graph per worker:
          // each file does not import core and its dependencies afresh. Measured on this 2-core
          // machine, the 149 files alone: 124 s -> 73 s (imports 54 -> 24 s), 1,465 passed both
          // ways.
          name: "unit",
          include: ["packages/*/src/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The API, browser and infrastructure tests share a process per worker too: core, the
          // built server and CDK are loaded once per worker, not once per file. Measured on this
          // 2-core machine (2026-11-28), full vitest runs: 1,246 s with a process per file, 874 s
          // shared (imports of the API files 192 -> 16 s, of the browser files 190 -> 6 s), and
          // 706 s once every file hashed passwords at the tests' cost (env below). Each file still
          // starts from the same place: its own table (test/db.ts, which empties the definition
          // caches) and test/file-setup.ts, which puts back the environment and forgets secrets,
          // payment gateways, clocks and sinks at its end.
          name: "integration",
          include: ["packages/*/test/**/*.test.ts", "stacks/**/*.test.ts", "test/**/*.test.ts"],
          isolate: false,
          setupFiles: ["./test/file-setup.ts"],
        },
      },
    ],
    globalSetup: ["./test/global-setup.ts"],
    // The built API (packages/functions/test/built.ts) is loaded by Node as built, not transformed.
    server: { deps: { external: [/\/packages\/functions\/dist\//] } },
    pool: "forks",
    sequence: { sequencer: LongFirstSequencer },
    maxWorkers: 2,
    // A browser journey takes 12–22 s on a quiet 2-core machine and up to 40 s while the other
    // worker runs its own browser (the full run of 2026-11-27: admin-users, admin-settings and
    // labels passed alone in 15–39 s and timed out at 30 s beside another file). A hung test
    // still fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll is a wait for a state (a browser's requests settling, a value saved), not a
    // timing check: its 1 s default failed under a loaded CI machine (trust.test.ts, load 9).
    expect: { poll: { timeout: 15_000 } },
    // timing-reporter writes each file's phases to VITEST_TIMINGS when that names a file.
    reporters: ["default", "./test/summary-reporter.ts", "./test/timing-reporter.ts"],
    env: {
      // Answers say how many DynamoDB requests they cost (http/serve.ts): tests count them.
      DEBUG_DYNAMODB_REQUESTS: "1",
      // Where links in e-mails point (core/config/secrets.ts); a test server sets its own address.
      SITE_ORIGIN: "http://localhost:3000",
      // Every test hashes passwords with scrypt's N at 2^12, not 2^17 (core/account/password.ts;
      // honoured only with VITEST set): 2^17 is ~300 ms of a core per hash, and the accounts the
      // tests make and sign in spent 60 of 116 CPU-seconds of eight API files. It was set by a
      // helper module when first imported, which a shared worker imports once (test/file-setup.ts
      // then put the environment back). password.test.ts checks the real cost; the benchmark
      // scripts run with it (test/bench-check.ts).
      PRINTSHOP_TEST_SCRYPT_LOG_N: "12",
    },
  },
});
