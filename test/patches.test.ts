import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

/**
 * The dependency patches (patches/, pnpm `patchedDependencies`): each changes how a dependency
 * costs, never what it answers. These run on the patched packages as installed.
 */
const root = path.resolve(import.meta.dirname, "..");
/** ElectroDB as core resolves it, and jsonschema as ElectroDB does. */
const electrodbFile = createRequire(path.join(root, "packages/core/package.json")).resolve(
  "electrodb",
);
const requireElectrodb = createRequire(electrodbFile);
const helpersFile = path.join(path.dirname(requireElectrodb.resolve("jsonschema")), "helpers.js");

/** jsonschema's helpers.js run as the CommonJS module it is, counting the URLs it builds. */
function loadHelpers() {
  const module = { exports: {} as Record<string, unknown> };
  const urls: string[] = [];
  class CountingURL extends URL {
    constructor(input: string, base?: string | URL) {
      super(input, base);
      urls.push(String(input));
    }
  }
  vm.runInNewContext(
    `(function (exports, require, module) {${readFileSync(helpersFile, "utf8")}\n})`,
    { URL: CountingURL },
  )(module.exports, createRequire(helpersFile), module);
  return { resolveUrl: module.exports.resolveUrl as (from: string, to: string) => string, urls };
}

/** jsonschema 1.5.0's resolveUrl before the patch. */
function original(from: string, to: string): string {
  const resolved = new URL(to, new URL(from, "resolve://"));
  if (resolved.protocol === "resolve:") return resolved.pathname + resolved.search + resolved.hash;
  return resolved.toString();
}

describe("patches/jsonschema: resolveUrl answers from a cache", () => {
  it("answers exactly as the original, and builds each pair's URLs once", () => {
    const pairs: [string, string][] = [
      ["/", ""],
      ["/", "/Attribute"],
      ["/Modelv1", "#/definitions/x"],
      ["/Modelv1", ""],
      ["http://example.com/a/b", "../c?d=1#e"],
      ["urn:x", "#frag"],
      ["/a#frag", ""],
    ];
    const patched = loadHelpers();
    for (const [from, to] of pairs) expect(patched.resolveUrl(from, to)).toBe(original(from, to));
    const built = patched.urls.length;
    expect(built).toBeGreaterThan(0);
    for (const [from, to] of pairs) patched.resolveUrl(from, to);
    expect(patched.urls.length).toBe(built);
    expect(() => patched.resolveUrl("/", "http://[bad")).toThrow();
  });

  it("ElectroDB still refuses an invalid model with jsonschema's message, and takes a valid one", () => {
    const { Entity } = requireElectrodb(
      electrodbFile,
    ) as typeof import("../packages/core/node_modules/electrodb");
    const valid = {
      model: { entity: "thing", version: "1", service: "test" },
      attributes: { id: { type: "string" } },
      indexes: {
        byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
      },
    } as const;
    expect(() => new Entity(valid)).not.toThrow();
    expect(() => new Entity({ ...valid, attributes: { id: { type: 42 } } } as never)).toThrow(
      /attributes\.id|type/,
    );
  });
});

describe("patches/electrodb: lib-dynamodb loads with a v3 client's first call", () => {
  it("a v3 SDK client still gets lib-dynamodb's commands", async () => {
    const { Entity } = requireElectrodb(
      electrodbFile,
    ) as typeof import("../packages/core/node_modules/electrodb");
    const sent: string[] = [];
    const client = {
      send: (command: { constructor: { name: string }; input: unknown }) => {
        sent.push(command.constructor.name);
        return Promise.resolve({});
      },
    };
    const entity = new Entity(
      {
        model: { entity: "thing", version: "1", service: "test" },
        attributes: { id: { type: "string" } },
        indexes: {
          byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } },
        },
      },
      { client, table: "t" },
    );
    await entity.get({ id: "a" }).go();
    await entity.put({ id: "a" }).go();
    expect(sent).toEqual(["GetCommand", "PutCommand"]);
  });
});
