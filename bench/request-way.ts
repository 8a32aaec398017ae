/**
 * The way one request takes through the API's own code: which files of `packages/functions/src`
 * it runs in, in order, and how often it comes back to a file it had already left.
 *
 *   pnpm tsx bench/request-way.ts [--root <checkout>] [--host express|lambda] [--show]
 *
 * Method: the server runs in this process (from the checkout's sources, under tsx); a worker
 * thread attaches V8's inspector to this thread and puts a breakpoint on every place V8 can pause
 * in every script under `packages/functions/src`. One warm-up request (lazy routers loaded, caches filled)
 * is let through; during the measured request every breakpoint hit records its file. Consecutive
 * hits in one file are one visit; the figures are the visits, the distinct files, and the
 * returns (visits to a file the request had visited before). The request is a tRPC query,
 * `GET /trpc/shop.catalogue.home?input={"locale":"pl"}`, from the host adapter (Express's
 * request, or the Lambda's event) to the written answer. Dependencies and core are not counted:
 * they are the same whichever way the request is carried.
 *
 * `--root` measures another checkout (with its node_modules), e.g. main before a change.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";

const { values: args } = parseArgs({
  options: {
    root: { type: "string", default: path.resolve(import.meta.dirname, "..") },
    host: { type: "string", default: "express" },
    show: { type: "boolean", default: false },
  },
});
const root = path.resolve(args.root);
const src = path.join(root, "packages/functions/src");
const core = path.join(root, "packages/core/src");

// The inspector's side: in a worker, attached to this (the main) thread.
const worker = new Worker(
  `
const { parentPort, workerData } = require("node:worker_threads");
const { Session } = require("node:inspector");
const session = new Session();
session.connectToMainThread();
const post = (method, params) => new Promise((ok, fail) =>
  session.post(method, params, (error, result) => (error ? fail(error) : ok(result))));
const urls = new Map();
let recording = false;
const hits = [];
session.on("Debugger.scriptParsed", ({ params }) => {
  if (!params.url.includes(workerData.src)) return;
  urls.set(params.scriptId, params.url);
  // A breakpoint on every place V8 can pause in the script (tsx puts a file's code on few lines).
  pending.push(
    post("Debugger.getPossibleBreakpoints", {
      start: { scriptId: params.scriptId, lineNumber: 0, columnNumber: 0 },
    }).then(({ locations }) =>
      Promise.all(
        locations.map((location) =>
          post("Debugger.setBreakpoint", { location }).catch(() => {}),
        ),
      ),
    ),
  );
});
const pending = [];
session.on("Debugger.paused", ({ params }) => {
  const frame = params.callFrames[0];
  if (recording) hits.push({ url: urls.get(frame.location.scriptId) ?? frame.url, fn: frame.functionName || "(anonymous)" });
  post("Debugger.resume").catch(() => {});
});
parentPort.on("message", async (message) => {
  if (message === "attach") {
    await post("Debugger.enable");
    parentPort.postMessage("attached");
  } else if (message === "start") {
    await Promise.all(pending);
    hits.length = 0;
    recording = true;
    parentPort.postMessage("started");
  } else if (message === "stop") {
    recording = false;
    parentPort.postMessage({ hits });
  }
});
`,
  { eval: true, workerData: { src: pathToPosix(src) } },
);
function pathToPosix(p: string) {
  return p.split(path.sep).join("/");
}
const ask = <T>(message: string) =>
  new Promise<T>((ok) => {
    worker.once("message", ok);
    worker.postMessage(message);
  });
await ask("attach");

// The database: DynamoDB Local (DYNAMODB_ENDPOINT, else one started here), a seeded table.
const { startLocalEngine } = (await import(
  path.join(core, "local/engine.ts")
)) as typeof import("../packages/core/src/local/engine");
const engine = process.env.DYNAMODB_ENDPOINT ? undefined : await startLocalEngine();
const endpoint = engine?.endpoint ?? process.env.DYNAMODB_ENDPOINT!;
process.env.DYNAMODB_ENDPOINT = endpoint;
process.env.TABLE_NAME = `request-way-${randomUUID()}`;
const { configureDatabase, database } = (await import(
  path.join(core, "dynamo/db.ts")
)) as typeof import("../packages/core/src/dynamo/db");
const { ensureTable } = (await import(
  path.join(core, "dynamo/client.ts")
)) as typeof import("../packages/core/src/dynamo/client");
const { Seed } = (await import(path.join(core, "index.ts"))) as typeof import("@printshop/core");
configureDatabase({ endpoint, table: process.env.TABLE_NAME });
await ensureTable(database().client, process.env.TABLE_NAME);
await Seed.load();

const target = `/trpc/shop.catalogue.home?input=${encodeURIComponent(JSON.stringify({ locale: "pl" }))}`;
let send: () => Promise<number>;
let close = async () => {};
if (args.host === "lambda") {
  const { handler } = (await import(path.join(src, "lambda.ts"))) as {
    handler: (event: unknown) => Promise<{ statusCode: number }>;
  };
  const [rawPath, rawQueryString] = target.split("?");
  send = async () =>
    (
      await handler({
        version: "2.0",
        rawPath,
        rawQueryString,
        headers: { host: "shop.example.com" },
        requestContext: {
          domainName: "shop.example.com",
          http: { method: "GET", sourceIp: "198.51.100.7" },
        },
      })
    ).statusCode;
} else {
  const { createApp } = (await import(path.join(src, "local/app.ts"))) as {
    createApp: () => import("express").Express;
  };
  const server = await new Promise<import("node:http").Server>((ok) => {
    const s = createApp().listen(0, "127.0.0.1", () => ok(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${target}`;
  send = async () => {
    const res = await fetch(url);
    await res.text();
    return res.status;
  };
  close = () => new Promise((ok) => server.close(() => ok()));
}

// Warm: lazy modules loaded, caches filled, the connection open.
for (let i = 0; i < 2; i++) if ((await send()) !== 200) throw new Error("the warm-up failed");
await ask("start");
const status = await send();
const { hits } = await ask<{ hits: { url: string; fn: string }[] }>("stop");
if (status !== 200) throw new Error(`the measured request answered ${status}`);

const fileOf = (url: string) =>
  decodeURIComponent(url.replace(/^file:\/\//, "")).slice(pathToPosix(src).length + 1);
const visits: { file: string; functions: string[] }[] = [];
for (const hit of hits) {
  const file = fileOf(hit.url);
  const last = visits.at(-1);
  if (last?.file === file) {
    if (last.functions.at(-1) !== hit.fn) last.functions.push(hit.fn);
  } else visits.push({ file, functions: [hit.fn] });
}
const seen = new Set<string>();
let returns = 0;
for (const visit of visits) {
  if (seen.has(visit.file)) returns++;
  seen.add(visit.file);
}
console.log(`checkout ${root}, host ${args.host}: GET ${target}`);
if (args.show)
  for (const visit of visits)
    console.log(`  ${visit.file}: ${[...new Set(visit.functions)].join(", ")}`);
console.log(
  `pauses ${hits.length}; visits ${visits.length}; files ${seen.size}; returns to a file already left ${returns}`,
);
console.log(`files: ${[...seen].join(", ")}`);
await close();
await worker.terminate();
await engine?.stop();
