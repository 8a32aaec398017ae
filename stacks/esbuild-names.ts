import { readFile } from "node:fs/promises";
import type { FunctionProps } from "sst/constructs";
import { EMPTY_MAP } from "./esbuild-own-source-maps";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]>[number];

/**
 * The Lambda is bundled without esbuild's `keepNames` (SST's default is on: a `__name(fn, "…")`
 * call after every function and class, 40 KiB and ~1,900 calls at a cold start). Stack traces
 * do not need it (V8 names frames from the source, the map gives the TypeScript file and line;
 * our error classes set `name` themselves, as do tRPC's, ElectroDB's and the AWS SDK's). The
 * one class whose name a dependency compares at run time is the AWS SDK's `NoOpLogger`
 * (`logger.constructor.name === "NoOpLogger"` decides whether a warning goes to the console):
 * this plugin gives it its name back explicitly.
 */
const NAMED_CLASSES: { file: RegExp; names: string[] }[] = [{ file: /[\\/]@smithy[\\/]core[\\/]dist-es[\\/].*[\\/]NoOpLogger\.js$/, names: ["NoOpLogger"] }];

export const keepCheckedNamesPlugin: SstEsbuildPlugin = {
  name: "keep-checked-names",
  setup(build) {
    build.onLoad({ filter: /NoOpLogger\.js$/ }, async (args) => {
      const named = NAMED_CLASSES.find(({ file }) => file.test(args.path));
      if (!named) return undefined;
      const source = await readFile(args.path, "utf8");
      const names = named.names.map((name) => `Object.defineProperty(${name}, "name", { value: ${JSON.stringify(name)} });`).join("\n");
      // A dependency's file: no map of its own (esbuild-own-source-maps.ts).
      return { contents: `${source.replace(/\/\/# sourceMappingURL=\S+\s*$/, "")}\n${names}${EMPTY_MAP}`, loader: "js" };
    });
  },
};
