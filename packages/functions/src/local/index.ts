/**
 * The local server as a module, built into `dist/local.mjs` by the one build
 * (packages/functions/build/bundle.ts) that also builds the Lambda: `pnpm start` (main.ts), the
 * API and browser tests (packages/functions/test/built.ts) and the bench scripts run this bundle,
 * not the sources, so what they exercise is what ships.
 */
export { createApp, type AppOptions } from "./app";
export { prepareLocalDatabase, stopOnSignals, waitUntilReady } from "./bootstrap";
export { handleApi } from "../http/fetch-host";
// The Lambda's handler, for tests that send it events: one build, one copy of its state. (Reached
// from here and from the Lambda's entry alike, its code shares the cold chunk; build/bundle.ts.)
export { handler } from "../lambda";

/**
 * This bundle's own state, for the tests and tools that run it in their process: the table and
 * file store it uses, the e-mails it sent, its clocks for throttles and for sessions, its security log's sink, its password-hash queue and
 * PDF cage counters, its definition caches. (A test's own imports of core are another copy of
 * core, with state of its own; data in DynamoDB is shared, module state is not.)
 */
export { configureDatabase } from "@printshop/core/dynamo/db";
export { configureStorage, DiskStorage } from "@printshop/core/storage/index";
export * as Email from "@printshop/core/email/index";
export { useClock } from "@printshop/core/account/throttle";
export { useClock as useSessionClock } from "@printshop/core/session/index";
export { useClock as useOfferClock } from "@printshop/core/offer/clock";
export { useSink } from "@printshop/core/security/index";
export { HASH_QUEUE, hashStats, withHashSlot } from "@printshop/core/account/password";
export { cageStats } from "@printshop/core/upload/cage";
export { changed, useDefinitionTtl } from "@printshop/core/cache";
export { resetSecrets } from "@printshop/core/config/secrets";
export { clearChunkCache } from "@printshop/core/price-table/store";
// Online payments: the gateway and origin the bundle's payment module uses (tests point it at a
// local Przelewy24 server), and the adapter to make one with.
export { configurePayments, forgetPayments, payments } from "@printshop/core/payment/config";
export { przelewy24 } from "@printshop/core/payment/przelewy24";
export { stripe } from "@printshop/core/payment/stripe";
// KSeF: the queue's configuration (tests point it at a local KSeF server) and `pnpm start`'s
// local KSeF test server when no KSeF token is set (its server loads on use).
export { configure as configureKsef } from "@printshop/core/ksef/index";
export { startKsefTestServerUnlessToken } from "./ksef-test-server";
// KSeF: the bundle's queue (tests point it at a local KSeF server and run a round as the
// schedule would).
export * as Ksef from "@printshop/core/ksef/index";
// `pnpm start`'s local Przelewy24 test gateway when no keys are set (its server loads on use).
export {
  startTestGatewayUnlessKeys,
  TEST_GATEWAY_LABEL,
  STRIPE_TEST_GATEWAY_LABEL,
} from "./test-gateway";
