import { readFile } from "node:fs/promises";
import type { FunctionProps } from "sst/constructs";
import { EMPTY_MAP } from "./esbuild-own-source-maps";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];

/**
 * The Lambda is bundled without esbuild's `keepNames` (SST's default is on: a `__name(fn, "…")`
 * call after every function and class, 40 KiB and ~1,900 calls at a cold start). Stack traces
 * do not need it (V8 names frames from the source, the map gives the TypeScript file and line;
 * our error classes set `name` themselves, as do tRPC's, ElectroDB's and the AWS SDK's). The
 * one class whose name a dependency compares at run time is the AWS SDK's `NoOpLogger`
 * (`logger.constructor.name === "NoOpLogger"` decides whether a warning goes to the console):
 * this plugin gives it its name back explicitly.
 */
const NAMED_CLASSES: { file: RegExp; names: string[] }[] = [
  { file: /[\\/]@smithy[\\/]core[\\/]dist-es[\\/].*[\\/]NoOpLogger\.js$/, names: ["NoOpLogger"] },
];

/** The file's source with the names it must keep given explicitly (unchanged for other files). */
export function withCheckedNames(file: string, source: string): string {
  const named = NAMED_CLASSES.find(({ file: pattern }) => pattern.test(file));
  if (!named) return source;
  return `${source}\n${named.names.map((name) => `Object.defineProperty(${name}, "name", { value: ${JSON.stringify(name)} });`).join("\n")}`;
}

export const keepCheckedNamesPlugin: SstEsbuildPlugin = {
  name: "keep-checked-names",
  setup(build) {
    build.onLoad({ filter: /NoOpLogger\.js$/ }, async (args) => {
      if (!NAMED_CLASSES.some(({ file }) => file.test(args.path))) return undefined;
      const source = await readFile(args.path, "utf8");
      // A dependency's file: no map of its own (esbuild-own-source-maps.ts).
      return {
        contents:
          withCheckedNames(args.path, source.replace(/\/\/# sourceMappingURL=\S+\s*$/, "")) +
          EMPTY_MAP,
        loader: "js",
      };
    });
  },
};
