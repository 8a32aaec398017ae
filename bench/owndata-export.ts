/**
 * The customer's data export (core/owndata/export.ts `writeExport`) for one customer with 200
 * orders on DynamoDB Local, its invoice PDFs included (every 4th order invoiced): the ZIP is
 * written to a sink that only counts bytes, as the download writes it to a temporary file. The
 * figure is the process's peak RSS during the export, above the RSS before it (target: bounded,
 * well under the Lambda's memory, and not growing with the number of orders — the export holds
 * one order, one PDF and one print file at a time).
 *
 * `pnpm tsx bench/owndata-export.ts` (DYNAMODB_ENDPOINT: a DynamoDB Local already running; else
 * one is started in memory).
 */
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { startLocalEngine } from "../packages/core/src/local/engine";
import { configureDatabase, database } from "../packages/core/src/dynamo/db";
import { ensureTable } from "../packages/core/src/dynamo/client";
import * as Seed from "../packages/core/src/seed/index";
import * as Account from "../packages/core/src/account/index";
import { issueForOrder } from "../packages/core/src/invoice/issue";
import { writeExport } from "../packages/core/src/owndata/export";
import { generateOrders, loadOrders } from "../test/orders-fixture";

process.env.PRINTSHOP_TEST_SCRYPT_LOG_N ??= "12";
const ORDERS = Number(process.argv[2] ?? 200);

const engine = process.env.DYNAMODB_ENDPOINT
  ? { endpoint: process.env.DYNAMODB_ENDPOINT, stop: async () => undefined }
  : await startLocalEngine({ timeoutMs: 180_000 });
try {
  const table = `bench-owndata-${randomUUID().slice(0, 8)}`;
  configureDatabase({ endpoint: engine.endpoint, table });
  await ensureTable(database().client, table);
  await Seed.load();
  const userId = await Account.createForTest({
    email: `export-${Date.now()}@example.com`,
    password: "bench password 1",
  });
  const orders = generateOrders(ORDERS, { seed: 7, days: 365 }).map((o) => ({
    ...o,
    customerId: userId,
    status: "completed" as const,
    paymentStatus: "paid" as const,
  }));
  await loadOrders(orders as never);
  let invoiced = 0;
  for (const [i, o] of orders.entries()) {
    if (i % 4) continue;
    await issueForOrder(o.orderId).then(
      () => invoiced++,
      () => undefined,
    );
  }
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const poll = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  });
  const started = performance.now();
  const { orders: exported } = await writeExport(userId, sink);
  const ms = performance.now() - started;
  clearInterval(poll);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `export of ${exported} orders (${invoiced} invoice PDFs): ${mb(bytes)} MB ZIP in ${(ms / 1000).toFixed(1)} s; RSS before ${mb(before)} MB, peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
  );
} finally {
  await engine.stop();
}
