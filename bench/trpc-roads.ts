/**
 * Server CPU per tRPC call on each of the two roads to the same answer (http/serve.ts): the
 * JSON road (http/trpc-json.ts) and tRPC's fetch adapter (http/trpc-fetch.ts), for one label quote
 * (`shop.labels.quote`), in this process, on a request the pipeline prepared (no HTTP, no
 * Express: only what differs between the roads). Rounds alternate between the roads; the figure
 * is the median of the rounds' CPU time per call (user + system).
 *
 *   pnpm tsx bench/trpc-roads.ts [--rounds 9] [--calls 1500]
 *
 * DynamoDB Local: DYNAMODB_ENDPOINT when set, else one started here (the quote reads its
 * definitions once, then from the cache).
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { Seed } from "@printshop/core";
import { startLocalEngine } from "@printshop/core/local/engine";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { prepare } from "../packages/functions/src/http/prepare";
import type { HostRequest } from "../packages/functions/src/http/request";
import { trpcByFetch } from "../packages/functions/src/http/trpc-fetch";
import { trpcJson } from "../packages/functions/src/http/trpc-json";

const { values: args } = parseArgs({
  options: { rounds: { type: "string", default: "9" }, calls: { type: "string", default: "1500" } },
});
const rounds = Number(args.rounds);
const calls = Number(args.calls);

const engine = process.env.DYNAMODB_ENDPOINT ? undefined : await startLocalEngine();
const endpoint = engine?.endpoint ?? process.env.DYNAMODB_ENDPOINT!;
const table = `trpc-roads-${randomUUID()}`;
configureDatabase({ endpoint, table });
await ensureTable(database().client, table);
await Seed.load();

const labels = {
  ...{ width: 50, height: 50, quantity: 500, material: 1, print: 1, enrichment: 1 },
  ...{ application: 0, diameter: 76, gap: 4, winding: 0, sheeting: false, prototype: false },
  ...{ personalization: false, freeSamples: false, noVat: false, locale: "pl" },
};
const host: HostRequest = {
  method: "GET",
  target: `/trpc/shop.labels.quote?input=${encodeURIComponent(JSON.stringify(labels))}`,
  headers: { host: "localhost", accept: "*/*", "accept-encoding": "gzip, br" },
  peer: "127.0.0.1",
  tls: false,
  body: () => Promise.resolve(undefined),
};
const prepared = async () => {
  const made = await prepare(host, { kind: "proxies", trusts: () => false });
  if (!("req" in made)) throw new Error("refused");
  return made.req;
};
const roads = {
  "JSON road": async () => (await trpcJson(await prepared()))!,
  "tRPC's fetch adapter": async () => trpcByFetch(await prepared()),
};
const samples = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const [name, road] of Object.entries(roads)) {
    for (let i = 0; i < 100; i++) await road();
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) {
      const answer = await road();
      if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`);
    }
    const used = process.cpuUsage(start);
    samples.set(name, [...(samples.get(name) ?? []), (used.user + used.system) / calls]);
  }
}
console.log(`shop.labels.quote, ${rounds} alternating rounds of ${calls} calls, CPU per call:`);
for (const [name, list] of samples) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(22)} median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} µs (min ${sorted[0]!.toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)})`,
  );
}
await engine?.stop();
