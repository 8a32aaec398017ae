import path from "node:path";
import type { FunctionProps } from "sst/constructs";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];

const NAMESPACE = "lazy-after-entry";

/**
 * Keeps what a cold start reads in few files. With code splitting, esbuild puts each module in a
 * chunk by the set of entry points that reach it, and every lazily imported module of ours (a
 * shop group, the admin routers, the preflight, the sanitiser…) is an entry point of its own: the
 * modules the handler imports at start were spread over ten chunks by which of those lazy
 * modules also use them (the locale helper alone was a 0.5 KiB file). Every file costs a cold
 * start its resolution, read, compile, source map and the SST banner's `createRequire`, about
 * 1 ms each (bench/lambda-cold.ts).
 *
 * This plugin answers each dynamic `import()` of one of the project's own files with a module that
 * first imports the build's entry point and then re-exports that file. Every lazy module then
 * reaches all the cold path does, so the cold path's modules share one set of entry points, and
 * one chunk. It changes no behaviour: when a lazy module loads, the entry has long been evaluated;
 * nothing more is read at a cold start than before (the lazy-load test checks both).
 */
export const oneColdChunkPlugin: SstEsbuildPlugin = {
  name: "one-cold-chunk",
  setup(build) {
    const entries = Array.isArray(build.initialOptions.entryPoints)
      ? build.initialOptions.entryPoints
      : Object.values(build.initialOptions.entryPoints ?? {});
    const entryFiles = entries.map((entry) =>
      path.resolve(
        build.initialOptions.absWorkingDir ?? process.cwd(),
        typeof entry === "string" ? entry : entry.in,
      ),
    );
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (
        args.kind !== "dynamic-import" ||
        args.namespace !== "file" ||
        /[\\/]node_modules[\\/]/.test(args.importer) ||
        entryFiles.length !== 1
      )
        return undefined;
      if ((args.pluginData as { oneColdChunk?: boolean } | undefined)?.oneColdChunk)
        return undefined;
      const real = await build.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { oneColdChunk: true },
      });
      if (real.errors.length > 0) return { errors: real.errors };
      if (real.external || real.namespace !== "file" || /[\\/]node_modules[\\/]/.test(real.path))
        return real;
      return { path: real.path, namespace: NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: `import ${JSON.stringify(entryFiles[0])};\nexport * from ${JSON.stringify(args.path)};\n`,
      resolveDir: path.dirname(args.path),
      loader: "js",
    }));
  },
};
