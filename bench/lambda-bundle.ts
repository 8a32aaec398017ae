/**
 * The Lambda as deployed, for bench/lambda-cold.ts and the lazy-loading test: the API's one build
 * (packages/functions/build/bundle.ts, what sst.config.ts hands SST and `pnpm build` runs), and
 * what of it a cold start reads.
 */
import type { Metafile } from "esbuild";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildBundle, DIST, root, type BundleVariant } from "../packages/functions/build/bundle";

export { root };

export interface LambdaBundle {
  /** The handler's file (`lambda.mjs`), absolute. */
  entryFile: string;
  metafile: Metafile;
  /** What the metafile's paths are relative to. */
  workingDir: string;
}

/** Builds the API into `outdir` (a variant leaves out plugins or changes options). */
export async function bundleLambda(
  outdir: string,
  variant: BundleVariant = {},
): Promise<LambdaBundle> {
  const { metafile } = await buildBundle(outdir, variant);
  return { entryFile: path.join(outdir, "lambda.mjs"), metafile, workingDir: root };
}

/** The bundle `pnpm build` made (dist/), as built: its metafile is written beside it. */
export function builtBundle(): LambdaBundle {
  const metafile = JSON.parse(readFileSync(path.join(DIST, "metafile.json"), "utf8")) as Metafile;
  return { entryFile: path.join(DIST, "lambda.mjs"), metafile, workingDir: root };
}

/**
 * The output files (absolute) a fresh import of the entry reads before the handler exists: the
 * entry and every chunk it imports statically, transitively (dynamic `import()`s load on first use).
 * `from`: another output of the build (absolute), e.g. the preflight's worker.
 */
export function staticClosure(bundle: LambdaBundle, from = bundle.entryFile): string[] {
  const key = path.relative(bundle.workingDir, from);
  if (!bundle.metafile.outputs[key]) throw new Error(`${key} is not an output of this build`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of bundle.metafile.outputs[file]?.imports ?? [])
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  visit(key);
  return [...seen].map((file) => path.resolve(bundle.workingDir, file));
}

/**
 * Everything the Lambda may load (absolute): the cold path and, transitively, every chunk its
 * dynamic `import()`s reach. The build's other entries (the local server, the preflight's worker,
 * started as a thread of its own) are not in it unless the Lambda's code imports them.
 */
export function lambdaReach(bundle: LambdaBundle): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of bundle.metafile.outputs[file]?.imports ?? [])
      if (!imported.external) visit(imported.path);
  };
  visit(path.relative(bundle.workingDir, bundle.entryFile));
  return [...seen].map((file) => path.resolve(bundle.workingDir, file));
}

/** The output's entry in the metafile. */
export const outputOf = (bundle: LambdaBundle, file: string) =>
  bundle.metafile.outputs[path.relative(bundle.workingDir, file)];

/** The source files (inputs, relative) whose code is in the given output files. */
export function inputsOf(bundle: LambdaBundle, outputs: string[]): string[] {
  return [...new Set(outputs.flatMap((file) => Object.keys(outputOf(bundle, file)?.inputs ?? {})))];
}

/** Every JavaScript output of the build, absolute. */
export const outputsOf = (bundle: LambdaBundle) =>
  Object.keys(bundle.metafile.outputs)
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => path.resolve(bundle.workingDir, file));
