import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The pricing modules' imports of each other (types included) form no cycle. */
describe("pricing module graph", () => {
  const dir = __dirname;
  const files = readdirSync(dir).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts",
  );
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const src = readFileSync(join(dir, f), "utf8");
    const deps = [...src.matchAll(/from "\.\/([\w-]+)"/g)].map((m) => `${m[1]}.ts`);
    graph.set(f, deps);
  }

  it("has no import cycle", () => {
    const cycles: string[] = [];
    const visit = (f: string, path: string[]) => {
      if (path.includes(f)) return cycles.push([...path.slice(path.indexOf(f)), f].join(" → "));
      for (const d of graph.get(f) ?? []) visit(d, [...path, f]);
    };
    for (const f of files) visit(f, []);
    expect(files.length).toBeGreaterThan(5);
    expect(cycles).toEqual([]);
  });
});
