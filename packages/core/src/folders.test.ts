import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No two folders of core import each other (issue 23: there were 20 such pairs). A folder is a
 * layer or an aggregate; when A imports B and B imports A, neither can be read, tested or moved
 * without the other. Type imports count; tests and the files at src/ itself (the error class,
 * fn, the cache and the barrel every folder is exported from) do not.
 */
const root = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const folderOf = (path: string) => {
  const parts = relative(root, path).split(sep);
  return parts.length > 1 ? parts[0]! : null;
};

function folderEdges(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sources(root)) {
    const from = folderOf(file);
    if (!from) continue;
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bfrom\s+"(\.[^"]+)"|\bimport\(\s*"(\.[^"]+)"\s*\)/g)) {
      const to = folderOf(resolve(dirname(file), (m[1] ?? m[2])!));
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), relative(root, file)]);
    }
  }
  return edges;
}

describe("core's folders", () => {
  it("import each other in one direction only", () => {
    const edges = folderEdges();
    expect(edges.size).toBeGreaterThan(50);
    const pairs = [...edges.keys()]
      .map((key) => key.split(" -> ") as [string, string])
      .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
      .map(
        ([a, b]) =>
          `${a} <-> ${b} (${edges.get(`${a} -> ${b}`)![0]}, ${edges.get(`${b} -> ${a}`)![0]})`,
      );
    expect(pairs).toEqual([]);
  });
});
