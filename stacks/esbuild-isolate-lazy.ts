import { readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import path from "node:path";
import type { FunctionProps } from "sst/constructs";
import { EMPTY_MAP } from "./esbuild-own-source-maps";
import { withCheckedNames } from "./esbuild-names";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];

const BUILTINS = new Set(builtinModules);
const isBuiltin = (name: string) => name.startsWith("node:") || BUILTINS.has(name.split("/")[0]!);
const NAMESPACE = "lazy-dependency";

/** Our modules that load only on first use and bring AWS clients of their own (the file bucket's S3 client). */
const LAZY_ENTRY_FILES = [/[\\/]packages[\\/]core[\\/]src[\\/]storage[\\/]s3\.ts$/];

/**
 * The dependencies of what the Lambda loads lazily (the S3 client, SES, the credential providers
 * Lambda never reaches) get their own copy of the AWS SDK's shared packages in their chunks.
 * esbuild's code splitting puts a module in a chunk the entry imports whenever the entry can
 * reach it, also through an index that merely re-exports it: the DynamoDB client imports
 * `@aws-sdk/core/protocols`, so S3's XML protocol, its checksums and streams, used by the lazy S3
 * chunk, were read, compiled and run at every cold start (about 70 KiB, bench/lambda-cold.ts).
 * Files reached from a lazy boundary — a dynamic `import()` inside node_modules or of a package,
 * or an import by one of LAZY_ENTRY_FILES — are loaded in a namespace of their own, and so is
 * everything they import from node_modules: the cold path's copy keeps only what it uses. The
 * lazy chunks grow by the duplicated code (never read at a cold start). Nothing crosses between
 * the copies but plain values (credentials, requests); the SDK checks errors by `name`.
 */
export const isolateLazyDependenciesPlugin: SstEsbuildPlugin = {
  name: "isolate-lazy-dependencies",
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if ((args.pluginData as { inner?: boolean } | undefined)?.inner || isBuiltin(args.path))
        return undefined;
      const fromCopy = args.namespace === NAMESPACE;
      const inNodeModules = /[\\/]node_modules[\\/]/.test(args.importer);
      const bare = !args.path.startsWith(".") && !path.isAbsolute(args.path);
      const startsCopy =
        (args.kind === "dynamic-import" && (inNodeModules || bare)) ||
        (args.namespace === "file" &&
          bare &&
          LAZY_ENTRY_FILES.some((file) => file.test(args.importer)));
      if (!fromCopy && !startsCopy) return undefined;
      const real = await build.resolve(args.path, {
        resolveDir: args.resolveDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { inner: true },
      });
      if (real.errors.length > 0) return { errors: real.errors };
      if (real.external || real.namespace !== "file" || !/[\\/]node_modules[\\/]/.test(real.path))
        return real;
      return { path: real.path, namespace: NAMESPACE, sideEffects: real.sideEffects };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const resolveDir = path.dirname(args.path);
      if (args.path.endsWith(".json")) return { contents: source, loader: "json", resolveDir };
      // A dependency's file: no map of its own (esbuild-own-source-maps.ts), names as esbuild-names.ts keeps them.
      return {
        contents:
          withCheckedNames(args.path, source.replace(/\/\/# sourceMappingURL=\S+\s*$/, "")) +
          EMPTY_MAP,
        loader: "js",
        resolveDir,
      };
    });
  },
};
