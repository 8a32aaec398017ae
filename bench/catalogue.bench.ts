import { fork, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, startLocalEngine, type LocalEngine } from "@printshop/core/local/engine";

/**
 * Throughput of `shop.catalogue.home` and `shop.catalogue.product` over HTTP on the local server
 * against DynamoDB Local, with the product page cached as the quotes' definitions are and without
 * (`DEFINITION_CACHE_TTL_MS=0`: every call reads the database, as before the cache), in one run:
 * two server processes on the same seeded table, each pinned to one core (taskset), measured in
 * alternating rounds. `catalogue.home` is not cached (it reads one Query each time either way):
 * its two figures show what the run's noise is.
 *
 *   pnpm tsx bench/catalogue.bench.ts [--rounds 3] [--seconds 5] [--connections 10]
 *   pnpm tsx bench/catalogue.bench.ts --check   (CI: one short round, fails only on errors)
 *
 * `DYNAMODB_ENDPOINT` reuses a running DynamoDB Local; otherwise one is started in memory.
 */
const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    check: { type: "boolean", default: false },
  },
});
const rounds = args.check ? 1 : Number(args.rounds);
const seconds = args.check ? 1 : Number(args.seconds);
const connections = args.check ? 2 : Number(args.connections);

async function startServer(env: NodeJS.ProcessEnv): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const pinned = process.platform === "linux" && !args.check;
  const child = fork(resolve(import.meta.dirname, "http-server.ts"), ["app", String(port)], {
    ...(pinned
      ? { execPath: "taskset", execArgv: ["-c", "0", process.execPath, "--import", "tsx"] }
      : { execArgv: ["--import", "tsx"] }),
    // Answers count their DynamoDB requests only when asked to (http/serve.ts); this bench reads them.
    env: { ...process.env, DEBUG_DYNAMODB_REQUESTS: "1", ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((ok, fail) => {
    child.once("message", () => ok());
    child.once("exit", (code) => fail(new Error(`server exited with ${code}`)));
  });
  return { port, child };
}

async function measure(url: string) {
  const r = await autocannon({ url, connections, duration: seconds });
  if (r.non2xx > 0 || r.errors > 0 || r.requests.total === 0)
    throw new Error(
      `${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.requests.total} requests`,
    );
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const query = (proc: string, input: unknown) =>
  `/trpc/shop.catalogue.${proc}?input=${encodeURIComponent(JSON.stringify(input))}`;
const paths = {
  home: query("home", { locale: "pl" }),
  "product (table, wizytowki)": query("product", { slug: "wizytowki", locale: "pl" }),
  "product (calculator, czasopisma)": query("product", { slug: "czasopisma", locale: "pl" }),
};

let engine: LocalEngine | undefined;
const children: ChildProcess[] = [];
try {
  const endpoint = process.env.DYNAMODB_ENDPOINT || (engine = await startLocalEngine()).endpoint;
  const table = `catalogue-bench-${process.pid}`;
  // One after the other: the first seeds the table, the second finds it seeded.
  const cached = await startServer({ DYNAMODB_ENDPOINT: endpoint, TABLE_NAME: table });
  const uncached = await startServer({
    DYNAMODB_ENDPOINT: endpoint,
    TABLE_NAME: table,
    DEFINITION_CACHE_TTL_MS: "0",
  });
  children.push(cached.child, uncached.child);
  const servers = { cached: cached.port, "no cache": uncached.port };

  // What each call costs in DynamoDB requests, warm: the cache's whole point.
  const requestsOf = async (port: number, path: string) => {
    await fetch(`http://127.0.0.1:${port}${path}`);
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
    return res.headers.get("x-dynamodb-requests");
  };
  for (const [name, path] of Object.entries(paths)) {
    if (!args.check)
      for (const port of Object.values(servers)) await measure(`http://127.0.0.1:${port}${path}`); // warm-up
    console.log(
      `${name}: DynamoDB requests per call, warm: cached ${await requestsOf(cached.port, path)}, no cache ${await requestsOf(uncached.port, path)}`,
    );
  }

  const results = new Map<string, { rps: number; p50: number; p99: number }[]>();
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of Object.entries(paths)) {
      // Alternate which server goes first, so neither always follows the other's load.
      const order = round % 2 === 0 ? Object.entries(servers) : Object.entries(servers).reverse();
      for (const [mode, port] of order) {
        const key = `${name}|${mode}`;
        results.set(key, [
          ...(results.get(key) ?? []),
          await measure(`http://127.0.0.1:${port}${path}`),
        ]);
      }
    }
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `\n${rounds} round(s) of ${seconds} s per figure, ${connections} connections, servers ${args.check ? "unpinned (--check)" : "on one core (taskset -c 0)"}; median, min–max req/s`,
  );
  for (const name of Object.keys(paths)) {
    const line = Object.keys(servers).map((mode) => {
      const list = results.get(`${name}|${mode}`)!;
      const rps = list.map((r) => r.rps);
      return `${mode} ${median(rps).toFixed(0)} (${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)}) p99 ${median(list.map((r) => r.p99))} ms`;
    });
    const ratio =
      median(results.get(`${name}|cached`)!.map((r) => r.rps)) /
      median(results.get(`${name}|no cache`)!.map((r) => r.rps));
    console.log(`  ${name.padEnd(34)} ${line.join("  |  ")}  →  ×${ratio.toFixed(2)}`);
  }
  if (args.check) console.log("check: both servers answered every request (no timing judged)");
} finally {
  for (const child of children) child.kill();
  await engine?.stop();
}
