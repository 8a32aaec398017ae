import { readFile } from "node:fs/promises";
import type { FunctionProps } from "sst/constructs";
import { EMPTY_MAP } from "./esbuild-own-source-maps";

/** An esbuild plugin as SST's own (pinned) esbuild types it. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];

/**
 * What this plugin appends to jsonschema's lib/helpers.js: `resolveUrl`, a pure function of two
 * strings (it resolves a schema id against a base with two WHATWG `URL`s), answers from a cache.
 * The module's own calls go through the reassigned variable, so they are cached too.
 */
export const RESOLVE_URL_MEMO = `
;(function () {
  var uncached = resolveUrl, seen = new Map();
  resolveUrl = exports.resolveUrl = function resolveUrl(from, to) {
    if (typeof from !== "string" || typeof to !== "string") return uncached(from, to);
    var key = from + "\\u0000" + to, found = seen.get(key);
    if (found === undefined) { found = uncached(from, to); seen.set(key, found); }
    return found;
  };
})();
`;

/**
 * ElectroDB validates every entity's model with jsonschema when the service is built, which the
 * Lambda does on its first request; jsonschema resolves a URL for every nested schema it enters
 * (`makeChild` → `resolveUrl`: two `new URL()` each), thousands of times for our 34 entities,
 * always the same few pairs. In the Lambda bundle, `resolveUrl` remembers its answers
 * (RESOLVE_URL_MEMO): the validation is the same, the first request is faster
 * (bench/lambda-cold.ts, "First request"). jsonschema-memo.test.ts checks the patched function
 * against the original.
 */
export const jsonschemaMemoPlugin: SstEsbuildPlugin = {
  name: "jsonschema-resolve-url-memo",
  setup(build) {
    build.onLoad({ filter: /[\\/]jsonschema[\\/]lib[\\/]helpers\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!/var resolveUrl = exports\.resolveUrl = function resolveUrl\(from, to\)/.test(source)) {
        return {
          errors: [
            {
              text: "jsonschema's lib/helpers.js no longer declares `var resolveUrl = exports.resolveUrl = function resolveUrl(from, to)`: review stacks/esbuild-jsonschema-memo.ts",
            },
          ],
        };
      }
      // A dependency's file: no map of its own (esbuild-own-source-maps.ts).
      return {
        contents:
          source.replace(/\/\/# sourceMappingURL=\S+\s*$/, "") + RESOLVE_URL_MEMO + EMPTY_MAP,
        loader: "js",
      };
    });
  },
};
