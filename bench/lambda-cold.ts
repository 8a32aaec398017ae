/**
 * Size and cold-start proxy of the API Lambda.
 *
 *   pnpm exec tsx bench/lambda-cold.ts [--runs 7] [--compare <checkout>] [--variant <spec>]… [--check]
 *
 * Builds the API as `sst deploy` and `pnpm build` do (packages/functions/build/bundle.ts, through
 * bench/lambda-bundle.ts: one esbuild run, code splitting, source maps without sources) and
 * prints, for the Lambda's entry (`lambda.mjs`): the bytes a cold start reads (the entry and the chunks it imports statically)
 * minified and gzipped with their largest packages, and each chunk loaded only on first use
 * (admin routers, pdf-lib, ...). Then imports the entry in fresh Node processes, alternating
 * plain and `--enable-source-maps` (what the deployed function sets), and prints min / median /
 * max of the wall time from `import()` to having `handler`, and of the CPU time it took (less
 * sensitive to a busy machine): the part of a Lambda cold start the code controls. Node here
 * may differ from Lambda's nodejs22.x; compare runs on one machine, not with Lambda's numbers.
 *
 * Then the first request, the rest of a cold start: fresh processes (with source maps) import the
 * entry and answer `shop.catalogue.home` (the first call of every visit) against a DynamoDB Local
 * seeded with the demo catalogue, and print min / median / max of the import, of that first
 * answer (building the ElectroDB service, the DynamoDB reads, the tRPC call) and of both.
 *
 * `--compare <dir>`: also bundles another checkout's Lambda (with its node_modules, e.g. main before
 * a change) the way that checkout deploys it (its packages/functions/build/bundle.ts, or before
 * that its bench/lambda-bundle.ts) and alternates its processes with this one's, so both figures
 * come from one run. `--variant without=<plugin>[,…]` or `--variant keepNames` (repeatable): this
 * checkout built without those esbuild plugins or with that option, alternated the same way: what
 * a plugin buys. `--check` (CI): one process each, no comparison; fails only if something is broken.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import {
  bundleLambda,
  outputOf,
  outputsOf,
  root,
  staticClosure,
  type LambdaBundle,
} from "./lambda-bundle";
import type { BundleVariant } from "../packages/functions/build/bundle";
import { Seed } from "@printshop/core";
import { configureDatabase, database } from "@printshop/core/dynamo/db";
import { ensureTable } from "@printshop/core/dynamo/client";
import { startLocalEngine } from "@printshop/core/local/engine";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    compare: { type: "string" },
    variant: { type: "string", multiple: true, default: [] },
    check: { type: "boolean", default: false },
  },
});
const runs = args.check ? 1 : Math.max(5, Number(args.runs));
const outRoot = path.join(root, "bench/results/lambda-cold");
rmSync(outRoot, { recursive: true, force: true });

interface Variant {
  name: string;
  bundle: LambdaBundle;
}
const variants: Variant[] = [
  {
    name: "this checkout (as deployed)",
    bundle: await bundleLambda(path.join(outRoot, "this")),
  },
];
// `--variant without=<plugin>[,<plugin>…]` / `--variant keepNames`: this checkout built otherwise.
for (const [index, spec] of (args.check ? [] : args.variant).entries()) {
  const variant: BundleVariant = spec.startsWith("without=")
    ? { without: spec.slice("without=".length).split(",") }
    : spec === "keepNames"
      ? { keepNames: true }
      : {};
  if (!variant.without && !variant.keepNames) throw new Error(`unknown variant ${spec}`);
  variants.push({
    name: `this checkout, ${spec}`,
    bundle: await bundleLambda(path.join(outRoot, `variant-${index}`), variant),
  });
}
if (args.compare && !args.check) {
  const other = path.resolve(args.compare);
  const outdir = path.join(outRoot, "compare");
  const name = `${other} (as it deploys)`;
  // As that checkout deploys it: its one build (packages/functions/build/bundle.ts) when it has
  // one, else its bench/lambda-bundle.ts (SST's esbuild with stacks/esbuild-plugins.ts).
  const oneBuild = path.join(other, "packages/functions/build/bundle.ts");
  if (existsSync(oneBuild)) {
    const theirs = (await import(oneBuild)) as typeof import("../packages/functions/build/bundle");
    const { metafile } = await theirs.buildBundle(outdir);
    const bundle = { entryFile: path.join(outdir, "lambda.mjs"), metafile, workingDir: other };
    variants.push({ name, bundle });
  } else {
    const theirs = (await import(path.join(other, "bench/lambda-bundle.ts"))) as {
      bundleLambda(entry: string, outdir: string): Promise<Omit<LambdaBundle, "workingDir">>;
    };
    const bundle = await theirs.bundleLambda(
      path.join(other, "packages/functions/src/lambda.ts"),
      outdir,
    );
    variants.push({ name, bundle: { ...bundle, workingDir: process.cwd() } });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);
const gzipOf = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
const mapsOf = (files: string[]) =>
  files.map((file) => `${file}.map`).filter((file) => statSync(file, { throwIfNoEntry: false }));

/** Bytes of the minified output per package (or per workspace folder), largest first. */
function largestParts(bundle: LambdaBundle, outputs: string[], count = 6) {
  const byPackage = new Map<string, number>();
  for (const output of outputs) {
    for (const [input, { bytesInOutput }] of Object.entries(
      outputOf(bundle, output)?.inputs ?? {},
    )) {
      const match = input.match(
        /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/,
      );
      const name = match ? match[1]! : (/packages\/[^/]+\/src\/[^/]+/.exec(input)?.[0] ?? input);
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${kib(bytes)}`)
    .join(", ");
}

function printSizes(variant: Variant) {
  const { bundle } = variant;
  const rel = (file: string) => path.relative(process.cwd(), file);
  const closure = staticClosure(bundle);
  const all = outputsOf(bundle);
  const lazy = all.filter((file) => !closure.includes(file));
  console.log(`${variant.name}`);
  console.log(
    `  entry ${path.basename(bundle.entryFile)}: ${all.length} file(s), ${kib(sizeOf(all))} in all`,
  );
  console.log(
    `  read at cold start: ${closure.length} file(s), ${kib(sizeOf(closure))} minified, ${kib(gzipOf(closure))} gzip, maps ${kib(sizeOf(mapsOf(closure)))}`,
  );
  console.log(`    largest parts: ${largestParts(bundle, closure)}`);
  const chunks = lazy
    .map((file) => ({ file, bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of chunks.slice(0, 8))
    console.log(
      `  on first use: ${path.basename(rel(file))} ${kib(bytes)} (${largestParts(bundle, [file], 3)})`,
    );
  if (chunks.length > 8)
    console.log(
      `  on first use: ${chunks.length - 8} more chunk(s), ${kib(chunks.slice(8).reduce((s, c) => s + c.bytes, 0))}`,
    );
  return {
    files: all.length,
    bytes: sizeOf(all),
    coldBytes: sizeOf(closure),
    coldGzip: gzipOf(closure),
    coldMapBytes: sizeOf(mapsOf(closure)),
  };
}

/** One fresh process: wall and CPU time from before `import()` to having the handler function. */
const probe = (file: string) => `
const t0 = performance.now(); const c0 = process.cpuUsage();
const mod = await import(${JSON.stringify(new URL(`file://${file}`).href)});
if (typeof mod.handler !== "function") throw new Error("no handler export");
const c = process.cpuUsage(c0);
process.stdout.write(JSON.stringify({ wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 }));
`;
const env = {
  ...process.env,
  NODE_OPTIONS: "",
  TABLE_NAME: "bench-printshop-Table",
  BUCKET_NAME: "bench-printshop-files",
  STAGE: "bench",
  AWS_REGION: "eu-central-1",
};
const modes = { plain: [] as string[], "--enable-source-maps": ["--enable-source-maps"] };
type Sample = { wall: number; cpu: number };
const samples = new Map<string, Sample[]>();
for (let i = 0; i < runs; i++) {
  for (const variant of variants) {
    for (const [mode, flags] of Object.entries(modes)) {
      const out = execFileSync(
        process.execPath,
        [...flags, "--input-type=module", "-e", probe(variant.bundle.entryFile)],
        { env, encoding: "utf8" },
      );
      const key = `${variant.name}|${mode}`;
      samples.set(key, [...(samples.get(key) ?? []), JSON.parse(out) as Sample]);
    }
  }
}
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
};
const ms = (n: number) => `${n.toFixed(0)} ms`;
const line = (s: { min: number; median: number; max: number }) =>
  `median ${ms(s.median)} (min ${ms(s.min)}, max ${ms(s.max)})`;

console.log(
  `API Lambda (packages/functions/src/lambda.ts), node ${process.version}, ${runs} fresh process(es) per figure, alternating`,
);
const result: Record<string, unknown> = {};
for (const variant of variants) {
  const sizes = printSizes(variant);
  const timing: Record<string, unknown> = {};
  for (const mode of Object.keys(modes)) {
    const list = samples.get(`${variant.name}|${mode}`)!;
    const wall = stats(list.map((s) => s.wall));
    const cpu = stats(list.map((s) => s.cpu));
    console.log(`  import handler, ${mode.padEnd(22)} wall ${line(wall)}; CPU ${line(cpu)}`);
    timing[mode] = { wall, cpu };
  }
  result[variant.name] = { sizes, timing };
}

// The first request after the import, against DynamoDB Local with the demo catalogue (the one of
// DYNAMODB_ENDPOINT when set, as in the tests' short mode; else one started here).
const engine = process.env.DYNAMODB_ENDPOINT ? undefined : await startLocalEngine();
const endpoint = engine?.endpoint ?? process.env.DYNAMODB_ENDPOINT!;
const firstRequest: Record<string, unknown> = {};
try {
  const table = `bench-lambda-first-request-${randomUUID()}`;
  // DynamoDB Local keeps tables per region (and key): the same as the fresh processes use.
  configureDatabase({ endpoint, table, region: env.AWS_REGION });
  await ensureTable(database().client, table);
  await Seed.load();
  const firstProbe = (file: string) => `
const t0 = performance.now();
const { handler } = await import(${JSON.stringify(new URL(`file://${file}`).href)});
const t1 = performance.now(); const c1 = process.cpuUsage();
const answer = await handler({
  version: "2.0", rawPath: "/trpc/shop.catalogue.home", rawQueryString: "input=" + encodeURIComponent(JSON.stringify({ locale: "pl" })),
  headers: { host: "shop.example.com", "x-locale": "pl" }, requestContext: { domainName: "shop.example.com", http: { method: "GET", sourceIp: "198.51.100.7" } },
});
const t2 = performance.now(); const c2 = process.cpuUsage(c1);
if (answer.statusCode !== 200 || !String(answer.body).includes("categories")) throw new Error("catalogue.home answered " + answer.statusCode + ": " + String(answer.body).slice(0, 300));
process.stdout.write(JSON.stringify({ import: t1 - t0, first: t2 - t1, firstCpu: (c2.user + c2.system) / 1000, total: t2 - t0 }));
`;
  const firstEnv = { ...env, TABLE_NAME: table, DYNAMODB_ENDPOINT: endpoint };
  type FirstSample = { import: number; first: number; firstCpu: number; total: number };
  const firstSamples = new Map<string, FirstSample[]>();
  for (let i = 0; i < runs; i++) {
    for (const variant of variants) {
      // stderr kept (the compared bundle's AWS SDK warns about Node 20 on every start), shown if the run fails.
      const out = execFileSync(
        process.execPath,
        ["--enable-source-maps", "--input-type=module", "-e", firstProbe(variant.bundle.entryFile)],
        { env: firstEnv, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      firstSamples.set(variant.name, [
        ...(firstSamples.get(variant.name) ?? []),
        JSON.parse(out) as FirstSample,
      ]);
    }
  }
  console.log(
    `First request (shop.catalogue.home on DynamoDB Local, demo catalogue), --enable-source-maps, ${runs} fresh process(es) per figure, alternating`,
  );
  for (const variant of variants) {
    const list = firstSamples.get(variant.name)!;
    const parts = {
      import: stats(list.map((s) => s.import)),
      first: stats(list.map((s) => s.first)),
      firstCpu: stats(list.map((s) => s.firstCpu)),
      total: stats(list.map((s) => s.total)),
    };
    console.log(`  ${variant.name}`);
    console.log(
      `    import ${line(parts.import)}; first answer ${line(parts.first)}, its CPU ${line(parts.firstCpu)}; both ${line(parts.total)}`,
    );
    firstRequest[variant.name] = parts;
  }
} finally {
  await engine?.stop();
}
writeFileSync(
  path.join(outRoot, "result.json"),
  JSON.stringify({ node: process.version, runs, variants: result, firstRequest }, null, 2),
);
if (args.check)
  console.log(
    "check: bundled, imported, handler exported, first request answered (no timing judged)",
  );
