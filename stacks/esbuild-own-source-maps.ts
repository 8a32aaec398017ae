import { readFile } from "node:fs/promises";
import type { FunctionProps } from "sst/constructs";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];

/**
 * A source map that maps nothing, attached to every file from node_modules: esbuild composes a
 * file's own input map into the bundle's map, and with this one that file's code gets no
 * mappings and no entry in `sources` (esbuild 0.18 ignores a map whose `mappings` is empty, so it
 * is one empty line, ";").
 */
// (The comment is assembled: written out whole, tools reading this file would take it for its own map.)
export const EMPTY_MAP = `\n//${"#"} sourceMappingURL=data:application/json;base64,${Buffer.from(
  JSON.stringify({ version: 3, sources: ["node_modules"], names: [], mappings: ";" }),
).toString("base64")}\n`;

/**
 * The Lambda's source maps cover this project's code only. With `--enable-source-maps` (the
 * deployed NODE_OPTIONS) Node reads and parses the map of every file a cold start loads, before
 * the handler exists; nine tenths of those maps described dependencies (ElectroDB, the AWS SDK,
 * zod, tRPC), whose frames in a stack trace are useful as "inside ElectroDB" and not as a line
 * number. Our frames (packages/*) keep their TypeScript file, line and name; a dependency's frame
 * shows its position in the bundle chunk. The code itself is unchanged (the file is read as esbuild
 * reads it, with the empty map appended and any map it shipped dropped).
 */
export const ownSourceMapsPlugin: SstEsbuildPlugin = {
  name: "own-source-maps",
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.(m|c)?js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      return {
        contents: source.replace(/\/\/# sourceMappingURL=\S+\s*$/, "") + EMPTY_MAP,
        loader: "js",
      };
    });
  },
};
