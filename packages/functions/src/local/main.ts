import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
// Through the module (index.ts): the server, its tests and the Lambda share the bundle's chunks.
import {
  createApp,
  Email,
  prepareLocalDatabase,
  startKsefTestServerUnlessToken,
  startTestGatewayUnlessKeys,
  stopOnSignals,
  waitUntilReady,
} from "./index";

/** `pnpm start`: the production build on the Express server, with DynamoDB Local and the seed. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const port = Number(process.env.PORT ?? 3000);
// Links in e-mails point to this server unless the environment names the site (core/config/secrets.ts).
process.env.SITE_ORIGIN ??= `http://localhost:${port}`;

const db = await prepareLocalDatabase({ dataDir: join(root, ".data", "dynamodb") });
// Without a provider's keys, a clearly labelled local test gateway (test-gateway.ts) takes its place (Przelewy24, Stripe).
const payments = await startTestGatewayUnlessKeys(port + 1);
// Without a KSeF token, the local KSeF test server (ksef-test-server.ts), on the port after Stripe's.
const ksef = await startKsefTestServerUnlessToken(
  Number(process.env.KSEF_TEST_SERVER_PORT ?? port + 3),
  root,
);
const app = createApp({
  sites: { shop: join(root, "packages/shop/dist"), admin: join(root, "packages/admin/dist") },
});
const server = app.listen(port, () => {
  void waitUntilReady(`http://127.0.0.1:${port}/health/ready`).then(
    () =>
      console.log(
        `Shop on http://localhost:${port}  (admin: /admin; DynamoDB Local at ${db.endpoint}, table ${db.table}${db.seeded ? ", seeded with the demo catalogue" : ""}); ${payments.message}; ${ksef.message}`,
      ),
    (error: unknown) => {
      console.error(
        `The server is up but not ready: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 1;
      server.close();
      void db.engine?.stop();
    },
  );
});
// The outbox's retry schedule (in AWS an EventBridge rule does this every 5 minutes), and the
// payments' sweep: open payments whose notification never came are read from the provider.
const retries = setInterval(() => {
  void Email.retryDue().catch((error) =>
    console.error(`[email] retry run failed: ${String(error)}`),
  );
  void import("@printshop/core/payment/index")
    .then((Payment) => Payment.reconcileDue())
    .catch((error) => console.error(`[payment] reconcile run failed: ${String(error)}`));
  void import("@printshop/core/invoice/task")
    .then((Invoice) => Invoice.retryDue())
    .catch((error) => console.error(`[invoice] retry run failed: ${String(error)}`))
    // Then KSeF: what was just issued is sent in the same pass.
    .then(() => import("@printshop/core/ksef/index"))
    .then((Ksef) => Ksef.sendDue())
    .catch((error) => console.error(`[ksef] sending round failed: ${String(error)}`));
  void import("@printshop/core/proof/remind")
    .then((Proof) => Proof.remindPendingProofs())
    .catch((error) => console.error(`[proof] reminder run failed: ${String(error)}`));
}, 60_000);
retries.unref();
stopOnSignals(async () => {
  clearInterval(retries);
  server.close();
  await payments.stop();
  await ksef.stop();
  await db.engine?.stop();
});
