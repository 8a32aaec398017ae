/**
 * The admin's dashboard (`admin.dashboard.get`, core/dashboard) at 1,000 and at 100,000 orders on
 * DynamoDB Local: its answer time must not grow with the orders (target: median at 100,000 /
 * median at 1,000 ≤ 1.2), because it reads only the aggregates every order write keeps
 * (order/aggregates.ts) and indexed Queries with limits, never the orders.
 *
 * The orders are seeded as checkout would leave them but in batches (BatchWriteItem through
 * test/orders-fixture.ts: order items, list rows, status counters, day/month figures, customers):
 * a year of orders, all completed and paid (3 % cancelled) except the same 40 recent open ones at
 * both sizes (a shop's open orders are a working set, not a share of its history).
 *
 * `pnpm tsx bench/dashboard.ts` (several minutes: the 100,000 are written first);
 * `--check`: 100 and 1,000 orders over 30 days, 5 runs each, for the test suite (test/bench-dashboard.test.ts).
 * DYNAMODB_ENDPOINT: a DynamoDB Local already running (tables of its own are made); else one is
 * started in memory.
 */
import { randomUUID } from "node:crypto";
import { startLocalEngine } from "../packages/core/src/local/engine";
import { configureDatabase, database } from "../packages/core/src/dynamo/db";
import { ensureTable } from "../packages/core/src/dynamo/client";
import { countRequests } from "../packages/core/src/dynamo/counter";
import * as Dashboard from "../packages/core/src/dashboard/index";
import * as Company from "../packages/core/src/company/index";
import { generateOrders, loadOrders } from "../test/orders-fixture";

const check = process.argv.includes("--check");
const SIZES = check ? [100, 1_000] : [1_000, 100_000];
const RUNS = check ? 5 : 30;
const WARM = check ? 3 : 20;
const OPEN = 40;
/** Orders written per loadOrders call (keeps memory and each call's batches bounded). */
const CHUNK = 10_000;
/** The history's span: a year (a short one in --check: fewer day figures to write). */
const DAYS = check ? 30 : 365;

type Generated = ReturnType<typeof generateOrders>[number];

/** The 40 open orders, then the history: the first `n` of the list are the table at size `n`. */
function ordersFor(count: number): Generated[] {
  const open = generateOrders(OPEN, { seed: 99, days: 20 }).map((o, i) => ({
    ...o,
    orderId: `open${o.orderId}`,
    customer: { ...o.customer, email: `open${i}@example.com` },
    status: (["new", "awaiting_files", "in_production"] as const)[i % 3]!,
    paymentStatus: (["awaiting", "paid"] as const)[i % 2]!,
  }));
  const history = generateOrders(count - OPEN, { seed: 11, days: DAYS }).map((o, i) => ({
    ...o,
    status: i % 33 === 0 ? ("cancelled" as const) : ("completed" as const),
    paymentStatus: i % 33 === 0 ? ("cancelled" as const) : ("paid" as const),
  }));
  return [...open, ...history];
}

async function measure() {
  for (let i = 0; i < WARM; i++) await Dashboard.get({});
  const times: number[] = [];
  let requests = 0;
  let answer: Awaited<ReturnType<typeof Dashboard.get>> | null = null;
  for (let i = 0; i < RUNS; i++) {
    // The seller's data is cached for 5 s (company/index.ts): read afresh before each counted run, so
    // every run counts the dashboard's own requests, never a refresh that the machine's speed
    // placed in one run and not another (36 against 35 requests once, in a loaded clean-clone run).
    Company.invalidate();
    await Company.get();
    const t0 = performance.now();
    const out = await countRequests(() => Dashboard.get({}));
    times.push(performance.now() - t0);
    requests = out.requests;
    answer = out.result;
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(RUNS / 2)]!,
    p95: times[Math.ceil(RUNS * 0.95) - 1]!,
    requests,
    answer: answer!,
  };
}

const given = process.env.DYNAMODB_ENDPOINT;
const engine = given
  ? { endpoint: given, stop: async () => undefined }
  : await startLocalEngine({ timeoutMs: 180_000 });
const results: { count: number; median: number; p95: number; requests: number }[] = [];
try {
  // One table that grows: the first size's orders, measured; then the rest added, measured again.
  const table = `bench-dashboard-${randomUUID().slice(0, 8)}`;
  configureDatabase({ endpoint: engine.endpoint, table });
  await ensureTable(database().client, table);
  const all = ordersFor(SIZES[1]!);
  let written = 0;
  for (const count of SIZES) {
    const t0 = performance.now();
    for (; written < count; written = Math.min(count, written + CHUNK))
      await loadOrders(all.slice(written, Math.min(count, written + CHUNK)));
    const seeded = (performance.now() - t0) / 1000;
    const m = await measure();
    const counted = all.slice(0, count).filter((o) => o.status !== "cancelled").length;
    const year = await Dashboard.get({
      from: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10),
    });
    // The figures are the orders' (the bench measures a dashboard that has them all).
    if (year.figures.totals.orders !== counted)
      throw new Error(`the dashboard counts ${year.figures.totals.orders} of ${counted} orders`);
    results.push({ count, ...m });
    console.log(
      `dashboard at ${count.toLocaleString("en")} orders (written in ${seeded.toFixed(1)} s): median ${m.median.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms, ${m.requests} DynamoDB requests; a year's figures: ${year.figures.totals.orders.toLocaleString("en")} orders, ${m.answer.attention.awaitingPayment.count} waiting for payment`,
    );
  }
  const [small, big] = results as [(typeof results)[0], (typeof results)[0]];
  const ratio = big.median / small.median;
  console.log(
    `ratio ${big.count.toLocaleString("en")} / ${small.count.toLocaleString("en")}: ${ratio.toFixed(2)} (target ≤ 1.2); requests ${small.requests} / ${big.requests}`,
  );
  if (!check && ratio > 1.2) process.exitCode = 1;
} finally {
  await engine.stop();
}
