import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * The integration project's files share a process per worker (vitest.config.ts: `isolate: false`,
 * issue 23's test time): the modules are loaded once, so what one file sets in memory would be the
 * next file's start. Every file starts from the same place: at its end the environment is put back
 * as it was when it began (a file may set a key, an origin, a port), and what the shop's code keeps
 * from the environment or a test's configuration — secrets read, payment gateways, clocks, the
 * security log's sink, the file store, the definition caches' lifetime — is forgotten, in the
 * built server's copy of core and in the tests' own. (The table is each file's own: test/db.ts;
 * pointing core at it empties the definition caches, core/src/dynamo/db.ts.)
 */
const environment = { ...process.env };

afterAll(async () => {
  for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
  Object.assign(process.env, environment);
  // Loaded by the file already when it used them; else nothing of theirs is left to forget.
  const [{ built }, secrets, payments, session, throttle, offer, security, storage, cache] =
    await Promise.all([
      import("../packages/functions/test/built"),
      import("../packages/core/src/config/secrets"),
      import("../packages/core/src/payment/config"),
      import("../packages/core/src/session/index"),
      import("../packages/core/src/account/throttle"),
      import("../packages/core/src/offer/clock"),
      import("../packages/core/src/security/index"),
      import("../packages/core/src/storage/index"),
      import("../packages/core/src/cache"),
    ]);
  for (const copy of [built, { ...secrets, ...payments, ...storage, ...cache }] as const) {
    copy.resetSecrets();
    copy.forgetPayments();
    copy.configureStorage(null);
    copy.useDefinitionTtl();
  }
  for (const useClock of [
    built.useClock,
    built.useSessionClock,
    built.useOfferClock,
    throttle.useClock,
    session.useClock,
    offer.useClock,
  ])
    useClock();
  built.useSink();
  security.useSink();
});

// A failed browser test prints what its pages saw (test/browser.ts `pageEvents`), each test from
// an empty list. (The module is loaded once per worker; its Playwright import is shared too.)
beforeEach(async () => {
  (await import("./browser")).pageEvents.length = 0;
});
afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  const { pageEvents } = await import("./browser");
  if (pageEvents.length > 0)
    console.error(`What the pages saw before the failure:\n  ${pageEvents.join("\n  ")}`);
});
