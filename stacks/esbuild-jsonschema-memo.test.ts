import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";
import { bundleLambda } from "../bench/lambda-bundle";
import { jsonschemaMemoPlugin, RESOLVE_URL_MEMO } from "./esbuild-jsonschema-memo";
import { lambdaEsbuildPlugins } from "./esbuild-plugins";

/** ElectroDB as core resolves it, and jsonschema as ElectroDB does. */
const electrodbFile = createRequire(
  path.resolve(import.meta.dirname, "../packages/core/package.json"),
).resolve("electrodb");
const helpersFile = path.join(
  path.dirname(createRequire(electrodbFile).resolve("jsonschema")),
  "helpers.js",
);

/** Runs helpers.js (as is, or with the memo appended) as the CommonJS module it is. */
function loadHelpers(patched: boolean) {
  const source = readFileSync(helpersFile, "utf8") + (patched ? RESOLVE_URL_MEMO : "");
  const module = { exports: {} as Record<string, unknown> };
  const urls: string[] = [];
  // Counts the URLs the module builds, to see the cache answer.
  class CountingURL extends URL {
    constructor(input: string, base?: string | URL) {
      super(input, base);
      urls.push(String(input));
    }
  }
  vm.runInNewContext(`(function (exports, require, module) {${source}\n})`, { URL: CountingURL })(
    module.exports,
    createRequire(helpersFile),
    module,
  );
  return { resolveUrl: module.exports.resolveUrl as (from: string, to: string) => string, urls };
}

describe("jsonschema's resolveUrl with a memo (stacks/esbuild-jsonschema-memo.ts)", () => {
  const pairs: [string, string][] = [
    ["/", ""],
    ["/", "/Attribute"],
    ["/Modelv1", "#/definitions/x"],
    ["/Modelv1", ""],
    ["http://example.com/a/b", "../c?d=1#e"],
    ["urn:x", "#frag"],
    ["/a#frag", ""],
  ];

  it("answers exactly as the original, and builds each pair's URLs once", () => {
    const original = loadHelpers(false);
    const memo = loadHelpers(true);
    for (const [from, to] of pairs)
      expect(memo.resolveUrl(from, to)).toBe(original.resolveUrl(from, to));
    const built = memo.urls.length;
    for (const [from, to] of pairs) memo.resolveUrl(from, to);
    expect(memo.urls.length).toBe(built);
    expect(() => memo.resolveUrl("/", "http://[bad")).toThrow();
  });

  it("is one of the Lambda's plugins, before the one that loads every dependency's file for its map", () => {
    const names = lambdaEsbuildPlugins.map((plugin) => plugin.name);
    expect(names.indexOf(jsonschemaMemoPlugin.name)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(jsonschemaMemoPlugin.name)).toBeLessThan(names.indexOf("own-source-maps"));
  });

  it("in a bundle, ElectroDB still refuses an invalid model with jsonschema's message, and accepts a valid one", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jsonschema-memo-"));
    try {
      const entry = path.join(dir, "entry.ts");
      writeFileSync(
        entry,
        `import { Entity } from ${JSON.stringify(electrodbFile)};
export function tryModel(model: unknown): string {
  try { new Entity(model as never); return "ok"; } catch (error) { return String((error as Error).message); }
}`,
      );
      const bundle = await bundleLambda(entry, path.join(dir, "out"));
      const { tryModel } = (await import(pathToFileURL(bundle.entryFile).href)) as {
        tryModel: (model: unknown) => string;
      };
      const valid = {
        model: { entity: "thing", version: "1", service: "test" },
        attributes: { id: { type: "string" } },
        indexes: {
          byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        },
      };
      expect(tryModel(valid)).toBe("ok");
      expect(tryModel({ ...valid, attributes: { id: { type: 42 } } })).toMatch(
        /attributes\.id|type/,
      );
      expect(tryModel({ ...valid, indexes: {} })).not.toBe("ok");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
