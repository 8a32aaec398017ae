import autocannon from "autocannon";
import { startLocalEngine } from "@printshop/core/local/engine";
import { startServerProcess } from "./server-process";

/**
 * `shop.labels.quote` over HTTP on the local server, the server pinned to one core (taskset),
 * next to a bare Express JSON endpoint in the same run. Run: `pnpm tsx bench/http.bench.ts`.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const startServer = (kind: "app" | "bare", env: NodeJS.ProcessEnv) =>
  startServerProcess(kind, env, "0");

async function run(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const engine = await startLocalEngine();
const input = {
  width: 50,
  height: 50,
  quantity: 500,
  material: 1,
  print: 1,
  enrichment: 1,
  application: 0,
  diameter: 76,
  gap: 4,
  winding: 0,
  sheeting: false,
  prototype: false,
  personalization: false,
  freeSamples: false,
  noVat: false,
  locale: "pl",
};
try {
  const app = await startServer("app", { DYNAMODB_ENDPOINT: engine.endpoint, TABLE_NAME: "bench" });
  const quote = await run(
    `http://127.0.0.1:${app.port}/trpc/shop.labels.quote?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  app.child.kill();
  const bare = await startServer("bare", {});
  const json = await run(`http://127.0.0.1:${bare.port}/json`);
  bare.child.kill();
  console.log(`connections ${CONNECTIONS}, ${DURATION} s each, server on one core (taskset -c 0)`);
  console.log(
    `shop.labels.quote : ${quote.rps.toFixed(0)} req/s  p50 ${quote.p50} ms  p99 ${quote.p99} ms`,
  );
  console.log(
    `bare Express JSON : ${json.rps.toFixed(0)} req/s  p50 ${json.p50} ms  p99 ${json.p99} ms`,
  );
  console.log(`ratio quote/bare  : ${(quote.rps / json.rps).toFixed(2)}`);
} finally {
  await engine.stop();
}
