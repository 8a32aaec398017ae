import path from "node:path";
import type { Plugin } from "esbuild";

const NAMESPACE = "lazy-after-entry";

/**
 * Keeps what a cold start reads in few files. With code splitting, esbuild puts each module in a
 * chunk by the set of entry points that reach it, and every lazily imported module of ours (a
 * shop group, the admin routers, the preflight, the sanitiser…) is an entry point of its own: the
 * modules the handler imports at start were spread over ten chunks by which of those lazy
 * modules also use them (the locale helper alone was a 0.5 KiB file). Every file costs a cold
 * start its resolution, read, compile and source map.
 *
 * This plugin answers each dynamic `import()` of one of the project's own files with a module that
 * first imports `coldEntry` (the Lambda's entry) and then re-exports that file. Every lazy module
 * of ours then reaches all the cold path does, so the cold path's modules share one set of entry
 * points, and one chunk. It changes no behaviour: when a lazy module loads, the handler has long
 * been evaluated (in the local server, where it is reached too: local/index.ts). A dependency's
 * own lazy imports are left as they are (ElectroDB's of lib-dynamodb shares util-dynamodb with the
 * cold path: a 6 KiB chunk of its own).
 */
export function oneColdChunkPlugin(coldEntry: string): Plugin {
  return {
    name: "one-cold-chunk",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (
          args.kind !== "dynamic-import" ||
          args.namespace !== "file" ||
          /[\\/]node_modules[\\/]/.test(args.importer)
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
        // Only our own modules: a package's default export would not pass through `export *`.
        if (real.external || real.namespace !== "file" || /[\\/]node_modules[\\/]/.test(real.path))
          return real;
        return { path: real.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `import ${JSON.stringify(coldEntry)};\nexport * from ${JSON.stringify(args.path)};\n`,
        resolveDir: path.dirname(args.path),
        loader: "js",
      }));
    },
  };
}
