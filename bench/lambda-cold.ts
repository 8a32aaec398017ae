/**
 * Size and cold-start proxy of the API Lambda.
 *
 *   pnpm exec tsx bench/lambda-cold.ts [runs=5]
 *
 * Bundles packages/functions/src/lambda.ts the way SST v2 does for `sst deploy` (esbuild, bundle,
 * ESM, minified, keepNames, `module` before `main`, the createRequire banner; sst.config.ts sets
 * minify and an external source map), prints the bundle size minified and gzipped, then imports
 * the bundle in fresh Node processes and prints the median time to import it and get `handler`:
 * the part of a Lambda cold start that the code controls (the runtime's own init and the
 * download of the zip come on top). Measured with and without --enable-source-maps, which the
 * deployed function sets. Node here may differ from Lambda's nodejs22.x; compare runs on one
 * machine, not with Lambda's numbers.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "packages/functions/src/lambda.ts");
const outDir = path.join(root, "bench/results/lambda-cold");
const outfile = path.join(outDir, "lambda.mjs");
const runs = Number(process.argv[2] ?? 5);

mkdirSync(outDir, { recursive: true });
const started = performance.now();
const { metafile } = await build({
  entryPoints: [entry],
  metafile: true,
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  mainFields: ["module", "main"],
  keepNames: true,
  minify: true,
  sourcemap: true,
  external: ["sharp", "pg-native"],
  banner: {
    js: [
      `import { createRequire as topLevelCreateRequire } from 'module';`,
      `const require = topLevelCreateRequire(import.meta.url);`,
      `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
      `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
    ].join("\n"),
  },
  logLevel: "warning",
});
const buildMs = performance.now() - started;

const bundle = readFileSync(outfile);
const map = readFileSync(`${outfile}.map`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One fresh process: time from before `import()` to having the handler function. */
const probe = `
const t0 = performance.now();
const mod = await import(${JSON.stringify(new URL(`file://${outfile}`).href)});
if (typeof mod.handler !== "function") throw new Error("no handler export");
process.stdout.write(String(performance.now() - t0));
`;
const env = {
  ...process.env,
  NODE_OPTIONS: "",
  TABLE_NAME: "bench-printshop-Table",
  BUCKET_NAME: "bench-printshop-files",
  STAGE: "bench",
  AWS_REGION: "eu-central-1",
};
function measure(extraArgs: string[]) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, [...extraArgs, "--input-type=module", "-e", probe], { env, encoding: "utf8" });
    times.push(Number(out));
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, min: times[0]!, max: times.at(-1)!, times };
}
const plain = measure([]);
const withMaps = measure(["--enable-source-maps"]);

/** Bytes of the minified output per package (or per workspace package), largest first. */
function largestPackages(count = 6) {
  const byPackage = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = input.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
      const name = match ? match[1]! : input.split("/").slice(0, 2).join("/");
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${kib(bytes)}`)
    .join(", ");
}

const result = {
  node: process.version,
  bundle: { minifiedBytes: bundle.length, gzipBytes: gzipSync(bundle, { level: 9 }).length, sourceMapBytes: map.length },
  buildMs: Math.round(buildMs),
  importMs: { runs, plain, enableSourceMaps: withMaps },
};
writeFileSync(path.join(outDir, "result.json"), JSON.stringify(result, null, 2));

const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(`API Lambda bundle (${path.relative(root, entry)}), node ${process.version}`);
console.log(`  minified          ${kib(result.bundle.minifiedBytes)}`);
console.log(`  minified + gzip   ${kib(result.bundle.gzipBytes)}`);
console.log(`  source map        ${kib(result.bundle.sourceMapBytes)} (in the zip; --enable-source-maps parses it at load)`);
console.log(`  largest parts     ${largestPackages()}`);
console.log(`import handler, fresh process, median of ${runs}:`);
console.log(`  plain                  ${ms(plain.median)}  (min ${ms(plain.min)}, max ${ms(plain.max)})`);
console.log(`  --enable-source-maps   ${ms(withMaps.median)}  (min ${ms(withMaps.min)}, max ${ms(withMaps.max)})`);
