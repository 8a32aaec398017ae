/**
 * The back office's order list at 500 and at 20,000 generated orders, on DynamoDB Local
 * (in memory): latency (median and p95 of 15 runs) and DynamoDB requests per list call, and the
 * time of a CSV export of all 20,000. `pnpm tsx bench/orders.bench.ts`
 *
 * DynamoDB Local runs on this machine's JVM, so latencies are those of the local engine (no
 * network, but slower reads than the real service); the request counts are what AWS would see.
 */
import { startLocalEngine } from "../packages/core/src/local/engine";
import { configureDatabase, database } from "../packages/core/src/dynamo/db";
import { ensureTable } from "../packages/core/src/dynamo/client";
import { countRequests } from "../packages/core/src/dynamo/counter";
import { Order } from "../packages/core/src/index";
import { generateOrders, loadOrders } from "../test/orders-fixture";

/** 15 runs each; calls slower than 2 s (full range reads at 20,000) get 3, to finish in minutes. */
const RUNS = 15;
const SLOW_RUNS = 3;

async function measure(label: string, call: () => Promise<unknown>) {
  const times: number[] = [];
  let requests = 0;
  let total = 0;
  let runs = RUNS;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const { result, requests: r } = await countRequests(call);
    times.push(performance.now() - t0);
    requests = r;
    total =
      (result as { total?: number; count?: number }).total ??
      (result as { count?: number }).count ??
      0;
    if (i === 0 && times[0]! > 2000) runs = SLOW_RUNS;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)]!;
  const p95 = times[Math.ceil(runs * 0.95) - 1]!;
  console.log(
    `| ${label} | ${total} | ${median.toFixed(1)} ms | ${runs === RUNS ? `${p95.toFixed(1)} ms` : `max ${p95.toFixed(1)} ms (${runs} runs)`} | ${requests} |`,
  );
}

// A busy shared machine can take more than the default 30 s to start the JVM.
const engine = await startLocalEngine({ timeoutMs: 180_000 });
try {
  for (const count of [500, 20_000]) {
    const table = `bench-orders-${count}`;
    configureDatabase({ endpoint: engine.endpoint, table });
    await ensureTable(database().client, table);
    const t0 = performance.now();
    const loaded = await loadOrders(generateOrders(count, { seed: 11, days: 365 }));
    console.log(
      `\n### ${count} orders (generated and written in ${((performance.now() - t0) / 1000).toFixed(1)} s)\n`,
    );
    console.log("| list call | total | median | p95 | DynamoDB requests |\n|---|---|---|---|---|");
    const sample = loaded[Math.floor(loaded.length / 2)]!;
    await measure("first page, 10, newest first", () => Order.list({}));
    await measure("first page, 100", () => Order.list({ pageSize: 100 }));
    await measure("page 10 of 50 (rows 451–500)", () => Order.list({ page: 10, pageSize: 50 }));
    await measure("status = new, page 1", () => Order.list({ filters: { orderStatus: "new" } }));
    await measure("payment = paid, page 1", () =>
      Order.list({ filters: { paymentStatus: "paid" } }),
    );
    await measure("status + payment, page 1", () =>
      Order.list({ filters: { orderStatus: "in_production", paymentStatus: "paid" } }),
    );
    await measure("last 30 days, page 1", () =>
      Order.list({
        filters: { from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) },
      }),
    );
    await measure("kind = label, page 1", () => Order.list({ filters: { kind: "label" } }));
    await measure("search by e-mail part", () => Order.list({ search: "example7.com" }));
    await measure("search by exact order number", () => Order.list({ search: sample.number }));
    await measure("counts per status", () => Order.counts());
    if (count === 20_000) {
      const t1 = performance.now();
      const { result, requests } = await countRequests(() => Order.exportCsv({}));
      const ms = performance.now() - t1;
      console.log(
        `\nexport of all ${result.count} orders: ${(ms / 1000).toFixed(2)} s, ${requests} DynamoDB requests, ${(result.csv.length / 1024 / 1024).toFixed(1)} MB of CSV`,
      );
      const t2 = performance.now();
      const paid = await countRequests(() =>
        Order.exportCsv({ filters: { paymentStatus: "paid" } }),
      );
      console.log(
        `export of the ${paid.result.count} paid orders: ${((performance.now() - t2) / 1000).toFixed(2)} s, ${paid.requests} DynamoDB requests`,
      );
    }
  }
} finally {
  await engine.stop();
}
