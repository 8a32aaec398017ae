import { existsSync } from "node:fs";
import path from "node:path";
import type { FunctionProps } from "sst/constructs";
import { ownSourceMapsPlugin } from "./esbuild-own-source-maps";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];

/** The preflight worker's source, from the repository root (where SST and the tests build). */
export const PREFLIGHT_WORKER_SOURCE = "packages/core/src/upload/preflight-worker.ts";
/** Its file in the bundle: beside the chunks, where upload/cage.ts looks for it. */
export const PREFLIGHT_WORKER_FILE = "preflight-worker.mjs";
/** The module that starts the worker: a bundle with it gets the worker. */
const CAGE = /packages[\\/]core[\\/]src[\\/]upload[\\/]cage\.ts$/;

/**
 * The PDF preflight runs pdf-lib in a worker thread (core/src/upload/cage.ts), which Node starts
 * from a file: this plugin bundles that file, preflight-worker.ts, as a second, self-contained
 * output beside the Lambda's own (`preflight-worker.mjs` in the output folder, with the same
 * format, target, minification and source maps), once the Lambda's build has succeeded and only
 * when the build contains the cage. The worker is not an entry point of the Lambda's build itself:
 * a second entry would change how esbuild names and splits the handler's chunks
 * (esbuild-one-cold-chunk.ts works on a build with one entry), and the worker shares no code with
 * the handler at run time anyway (it is its own thread with its own module graph). The local
 * server's build (packages/functions/build.mjs) has it as a second entry point.
 */
export const preflightWorkerPlugin: SstEsbuildPlugin = {
  name: "preflight-worker",
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0) return;
      const inputs = Object.keys(result.metafile?.inputs ?? {});
      if (result.metafile && !inputs.some((input) => CAGE.test(input))) return;
      const options = build.initialOptions;
      const outdir =
        options.outdir ?? (options.outfile ? path.dirname(options.outfile) : undefined);
      if (!outdir) throw new Error("preflight-worker: the build has neither outdir nor outfile");
      const root = options.absWorkingDir ?? process.cwd();
      const source = path.resolve(root, PREFLIGHT_WORKER_SOURCE);
      if (!existsSync(source)) throw new Error(`preflight-worker: ${source} does not exist`);
      await build.esbuild.build({
        entryPoints: [source],
        outfile: path.resolve(root, outdir, PREFLIGHT_WORKER_FILE),
        absWorkingDir: root,
        bundle: true,
        platform: "node",
        format: options.format ?? "esm",
        target: options.target,
        mainFields: options.mainFields,
        minify: options.minify,
        sourcemap: options.sourcemap,
        sourcesContent: options.sourcesContent,
        keepNames: false,
        banner: options.banner,
        external: options.external,
        // Dependencies' files without maps of their own, as in the Lambda (esbuild-own-source-maps.ts).
        plugins: [ownSourceMapsPlugin],
        logLevel: "warning",
      });
    });
  },
};
