import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FunctionProps } from "sst/constructs";

/** An esbuild plugin as SST's own (pinned) esbuild types it, not the root esbuild's. */
type SstEsbuildPlugin = NonNullable<
  NonNullable<NonNullable<FunctionProps["nodejs"]>["esbuild"]>["plugins"]
>[number];
type Loader = "ts" | "tsx" | "js" | "jsx";

/**
 * SST v2 bundles functions with the esbuild it pins (0.18.13), which predates import attributes:
 * `import data from "./x.json" with { type: "json" }`, the form Node's ESM requires for JSON,
 * fails to parse ("Expected ';' but found 'with'"). This plugin removes the `with { type: "json" }`
 * clause from the project's own sources before esbuild parses them; esbuild's json loader
 * then imports the file exactly as the attribute asks. Files without such an import are left to
 * esbuild untouched, as are dependencies in node_modules.
 */
const JSON_IMPORT_ATTRIBUTE =
  /(\bfrom\s*["'][^"'\n]+\.json["'])\s*with\s*\{\s*type\s*:\s*["']json["']\s*\}/g;

const LOADERS: Record<string, Loader> = {
  ".ts": "ts",
  ".mts": "ts",
  ".cts": "ts",
  ".tsx": "tsx",
  ".js": "js",
  ".mjs": "js",
  ".cjs": "js",
  ".jsx": "jsx",
};

export function stripJsonImportAttributes(source: string): string {
  return source.replace(JSON_IMPORT_ATTRIBUTE, "$1");
}

export const jsonImportAttributesPlugin: SstEsbuildPlugin = {
  name: "strip-json-import-attributes",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!JSON_IMPORT_ATTRIBUTE.test(source)) return undefined;
      JSON_IMPORT_ATTRIBUTE.lastIndex = 0;
      return {
        contents: stripJsonImportAttributes(source),
        loader: LOADERS[path.extname(args.path)] ?? "ts",
      };
    });
  },
};
