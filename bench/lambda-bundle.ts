/**
 * Bundles a Lambda entry the way SST v2 bundles it for `sst deploy` with this project's function
 * defaults (sst.config.ts): SST's own esbuild, bundle, ESM, `target: esnext`, minified, `module`
 * before `main`, the createRequire banner, a source map next to each file, and code splitting
 * (`nodejs.splitting`: lazily imported modules become chunks of their own, `.mjs`, read only
 * when first imported), with the project's `nodejs.esbuild` options on top
 * (stacks/esbuild-plugins.ts `lambdaEsbuildOptions`: its plugins, maps without `sourcesContent`,
 * no keepNames). Shared by bench/lambda-cold.ts and the lazy-loading test.
 */
import type { Metafile } from "esbuild";
import { createRequire } from "node:module";
import path from "node:path";
import { lambdaEsbuildOptions } from "../stacks/esbuild-plugins";

export const root = path.resolve(import.meta.dirname, "..");
/** The esbuild SST v2 pins and bundles functions with (0.18), not the workspace's own. */
const sstEsbuild = createRequire(createRequire(import.meta.url).resolve("sst/package.json"))(
  "esbuild",
) as typeof import("esbuild");

export interface LambdaBundle {
  /** The entry's output file (`<name>.mjs`). */
  entryFile: string;
  metafile: Metafile;
}

export async function bundleLambda(
  entry: string,
  outdir: string,
  options: {
    splitting?: boolean;
    minify?: boolean;
    sourcesContent?: boolean;
    keepNames?: boolean;
    plugins?: typeof lambdaEsbuildOptions.plugins;
  } = {},
): Promise<LambdaBundle> {
  const splitting = options.splitting ?? true;
  const name = path.basename(entry).replace(/\.ts$/, "");
  const { metafile } = await sstEsbuild.build({
    entryPoints: [entry],
    metafile: true,
    ...(splitting
      ? { outdir, splitting: true, outExtension: { ".js": ".mjs" } }
      : { outfile: path.join(outdir, `${name}.mjs`) }),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "esnext",
    mainFields: ["module", "main"],
    keepNames: options.keepNames ?? lambdaEsbuildOptions.keepNames,
    minify: options.minify ?? true,
    sourcemap: true,
    sourcesContent: options.sourcesContent ?? lambdaEsbuildOptions.sourcesContent,
    external: ["sharp", "pg-native"],
    banner: {
      js: [
        `import { createRequire as topLevelCreateRequire } from 'module';`,
        `const require = topLevelCreateRequire(import.meta.url);`,
        `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
        `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
      ].join("\n"),
    },
    plugins: (options.plugins ?? lambdaEsbuildOptions.plugins) as never,
    logLevel: "warning",
    // core's package.json says `sideEffects: false`; its two `import "./messages"` lines are no-ops.
    logOverride: { "ignored-bare-import": "silent" },
  });
  return { entryFile: path.join(outdir, `${name}.mjs`), metafile: metafile! };
}

/**
 * The output files a fresh import of `entryFile` reads before the handler exists: the entry and
 * every chunk it imports statically, transitively (dynamic `import()`s are left out: they load
 * on first use).
 */
export function staticClosure(metafile: Metafile, entryFile: string): string[] {
  const key = path.relative(process.cwd(), entryFile);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
    }
  };
  visit(key);
  if (!metafile.outputs[key]) throw new Error(`${key} is not an output of this build`);
  return [...seen];
}

/** The source files (inputs) whose code is in the given output files. */
export function inputsOf(metafile: Metafile, outputs: string[]): string[] {
  return [...new Set(outputs.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})))];
}
