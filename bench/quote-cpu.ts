import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { startLocalEngine } from "@printshop/core/local/engine";
import { startServerProcess } from "./server-process";

/**
 * Server CPU per request of the three quotes over HTTP: the shop's real server (tRPC, every
 * middleware, security headers, the request counter) against bare Express endpoints that compute
 * the same answer with the same core function and send the same bytes (bench/http-server.ts
 * `bare-quote`). Both servers run in their own process pinned to one core (`taskset -c 1`); the
 * CPU is the server process's user + system time (/proc/<pid>/stat) over a fixed number of
 * requests, so the client's own cost and the machine's other load do not count.
 *
 * Rounds alternate (real, bare, real, bare, …) and each prints its ratio; the summary gives
 * min / median / max per quote. `pnpm tsx bench/quote-cpu.ts [--rounds 5] [--requests 4000]`;
 * `--check` is the CI smoke run (one short round, same code path, no figure judged).
 */
const args = process.argv.slice(2);
const check = args.includes("--check");
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const ROUNDS = check ? 1 : opt("--rounds", 5);
const REQUESTS = check ? 40 : opt("--requests", 4000);
const CONNECTIONS = 10;
const TICK_MS = 1000 / 100; // USER_HZ

const inputs = {
  labels: {
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
  },
  table: { productId: 10, valueIds: [1012, 1022, 1031, 1042, 1052, 1061], vat: 23 },
  calculator: {
    calculatorId: 5,
    selections: { 501: 5011, 502: 16, 503: 5032, 504: 5042, 505: 5051, 506: 5061 },
    vat: 8,
  },
};
type Quote = keyof typeof inputs;
const procedures: Record<Quote, string> = {
  labels: "shop.labels.quote",
  table: "shop.table.quote",
  calculator: "shop.calculator.quote",
};

const startServer = (kind: "app" | "bare-quote", env: NodeJS.ProcessEnv) =>
  startServerProcess(kind, env, "1");

/** The process's user + system CPU so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function body(url: string): Promise<string> {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text}`);
  return text;
}

/** CPU ms per request of `amount` GETs of `url` at CONNECTIONS in parallel. */
async function cpuPerRequest(pid: number, url: string, amount: number): Promise<number> {
  const before = cpuMs(pid);
  // A run ends at its next sample: with autocannon's 1 s default, 20 requests took a second
  // (the server's CPU is what is measured, not the client's samples).
  const r = await autocannon({ url, connections: CONNECTIONS, amount, sampleInt: 50 });
  const after = cpuMs(pid);
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return (after - before) / amount;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]!, max: s[s.length - 1]! };
};

// DYNAMODB_ENDPOINT: a DynamoDB Local already running (the test of --check passes the test run's),
// with a table of this run's own; else one started here.
const given = process.env.DYNAMODB_ENDPOINT;
const engine = given ? { endpoint: given, stop: async () => {} } : await startLocalEngine();
const children: ChildProcess[] = [];
try {
  const env = {
    DYNAMODB_ENDPOINT: engine.endpoint,
    TABLE_NAME: `bench-quote-${process.pid}`,
    DEFINITION_CACHE_TTL_MS: String(60 * 60 * 1000),
  };
  const app = await startServer("app", env); // creates and seeds the table
  children.push(app.child);
  const bare = await startServer("bare-quote", env);
  children.push(bare.child);
  const urls = (quote: Quote) => {
    const input = encodeURIComponent(JSON.stringify(inputs[quote]));
    return {
      app: `http://127.0.0.1:${app.port}/trpc/${procedures[quote]}?input=${input}`,
      bare: `http://127.0.0.1:${bare.port}/quote/${quote}?input=${input}`,
    };
  };
  // Like with like: the bare endpoint must send exactly the bytes the shop's server sends.
  for (const quote of Object.keys(inputs) as Quote[]) {
    const u = urls(quote);
    const [a, b] = [await body(u.app), await body(u.bare)];
    if (a !== b) throw new Error(`${quote}: the bare endpoint's answer differs from the server's`);
    // Warm-up: JIT, definition caches, connection pools.
    await cpuPerRequest(app.child.pid!, u.app, check ? 20 : 2000);
    await cpuPerRequest(bare.child.pid!, u.bare, check ? 20 : 2000);
  }
  const ratios: Record<Quote, number[]> = { labels: [], table: [], calculator: [] };
  console.log(
    `${ROUNDS} round(s) × ${REQUESTS} requests per quote and server, ${CONNECTIONS} connections, servers pinned to core 1`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const quote of Object.keys(inputs) as Quote[]) {
      const u = urls(quote);
      const real = await cpuPerRequest(app.child.pid!, u.app, REQUESTS);
      const plain = await cpuPerRequest(bare.child.pid!, u.bare, REQUESTS);
      ratios[quote].push(real / plain);
      console.log(
        `round ${round} ${procedures[quote].padEnd(21)} server ${(real * 1000).toFixed(0).padStart(5)} µs  bare ${(plain * 1000).toFixed(0).padStart(5)} µs  ratio ${(real / plain).toFixed(2)}`,
      );
    }
  }
  for (const quote of Object.keys(inputs) as Quote[]) {
    const s = stats(ratios[quote]);
    console.log(
      `${procedures[quote].padEnd(21)} CPU ratio server/bare: min ${s.min.toFixed(2)}  median ${s.median.toFixed(2)}  max ${s.max.toFixed(2)}`,
    );
  }
} finally {
  for (const child of children) child.kill();
  await engine.stop();
}
