import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Email as SourceEmail, Session as SourceSession } from "@printshop/core";
import { useSink as useSourceSink } from "@printshop/core/security/index";
import { useTestTable as useSourceTable } from "../../../test/db";

/**
 * The API as built: `dist/local.mjs`, from the same build as the Lambda (build/bundle.ts), loaded
 * by Node itself (vitest.config.ts externalizes dist/), so the API and browser tests exercise the
 * code that ships, dependency patches and bundling included. `pnpm test` builds it first; the
 * test run's global setup (test/global-setup.ts) rebuilds it when a source is newer.
 *
 * The bundle has its own copy of core's module state: the table it talks to, its file store,
 * the e-mails it sent, its clock and hash queue. Tests set and read those through the exports
 * below, not through their own imports of core (which are another copy: fine for data in the
 * table, not for state in memory).
 */
const file = resolve(import.meta.dirname, "../dist/local.mjs");

// Two copies of the app in one process are two instances of it, so they share what instances
// share in AWS: the captcha's signing key (a challenge one makes, the other checks).
process.env.ALTCHA_HMAC_KEY ??= "test-captcha-key-shared-by-the-built-api-and-the-tests";
if (!existsSync(file))
  throw new Error(`${file} is missing: run \`pnpm build\` (vitest's global setup builds it)`);

export const built = (await import(
  pathToFileURL(file).href
)) as typeof import("../src/local/index");

export const {
  createApp,
  handleApi,
  handler,
  configureStorage,
  DiskStorage,
  Email,
  useClock,
  HASH_QUEUE,
  hashStats,
  withHashSlot,
  cageStats,
  changed,
  clearChunkCache,
  useDefinitionTtl,
} = built;

/** This test file's own table (test/db.ts), for the test's core and the built API's alike. */
export async function useTestTable(prefix = "test") {
  const table = await useSourceTable(prefix);
  built.configureDatabase({ endpoint: table.endpoint, table: table.table });
  return table;
}

/**
 * The e-mails sent in this process, by the built API and by this test's own core (a router
 * called in-process through `createCaller`, accounts.ts `callerWith`), each copy's in its order.
 */
export const sentEmails = (filter: Parameters<typeof SourceEmail.sent>[0] = {}) => [
  ...built.Email.sent(filter),
  ...SourceEmail.sent(filter),
];

/**
 * The clock of sessions, second factors and password-reset links (core/session/clock.ts), set in
 * the built API and in this test's own core alike (a test checks a session both through the API
 * and with its own `Session.validate`). Without an argument, both back to the real clock.
 */
export function useSessionClock(next?: () => number): void {
  SourceSession.useClock(next);
  built.useSessionClock(next);
}

/** Where security log lines go (core/security), in the built API and this test's own core alike. */
export function useSecuritySink(next?: (line: string) => void): void {
  useSourceSink(next);
  built.useSink(next);
}
