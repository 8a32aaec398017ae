import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The browser may import only browser-safe core files (zod schemas, pricing/*, plain message and
 * locale data): package.json's export map resolves every other path to null under the "browser"
 * condition, so Vite's build of the SPAs fails on a wrong import. This test pins the map and checks
 * that the SPAs' sources only name allowed paths.
 */
const root = resolve(__dirname, "../../..");
const pkg = JSON.parse(readFileSync(resolve(__dirname, "../package.json"), "utf8")) as {
  exports: Record<string, unknown>;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(?:ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("core's export map", () => {
  const allowed = Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === "string")
    .map(([key]) => key);

  it("shuts the server entry and every other path off for the browser", () => {
    expect(pkg.exports["."]).toMatchObject({ browser: null });
    expect(pkg.exports["./*"]).toMatchObject({ browser: null });
    for (const key of allowed)
      expect(key).toMatch(
        /^\.\/(csv|format|pricing\/\*|price-table\/(chunking|diff|file|keys|messages|number|rounding|schema)|workbench\/\*|i18n\/(locale|translated)|messages|labels\/(form|settings-schema|preview|changes|admin-schema|admin-messages)|account\/(rules|messages|person|person-constants|email)|permissions|content\/(legal|text)|upload\/(margins|files)|proof-rules\/limits|reorder\/limits|settings\/zones|invoice\/actions-schema|audit\/days|slug\/redirect|checkout\/buyer-kind|[\w-]+\/(schema|admin-schema))$/,
      );
  });

  it("the SPAs import only browser-safe core paths", () => {
    const wrong: string[] = [];
    for (const pkgDir of ["shop", "admin", "ui"]) {
      for (const file of sources(join(root, "packages", pkgDir, "src"))) {
        for (const m of readFileSync(file, "utf8").matchAll(
          /(import|export)(?! type)[^;]*?from "@printshop\/core(\/[\w/-]+)?"/g,
        )) {
          const path = `.${m[2] ?? ""}`;
          const ok =
            allowed.includes(path) ||
            allowed.some((key) => key.endsWith("/*") && path.startsWith(key.slice(0, -1)));
          if (!ok) wrong.push(`${file}: ${path}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("price-table's browser-safe files (opened to the browser) import nothing of the server", () => {
    const dir = resolve(__dirname, "price-table");
    const safe = allowed
      .filter((key) => key.startsWith("./price-table/"))
      .map((key) => key.slice("./price-table/".length));
    expect(safe).toContain("schema");
    for (const f of safe) {
      const src = readFileSync(join(dir, `${f}.ts`), "utf8");
      for (const m of src.matchAll(/from "([^"]+)"/g)) {
        const local = /^\.\/([\w-]+)$/.exec(m[1]!)?.[1];
        if (local) expect(`${f}: ${local}`).toMatch(new RegExp(`: (${safe.join("|")})$`));
        else
          expect(`${f}: ${m[1]}`).toMatch(
            /: (\.\.\/pricing\/[\w-]+|\.\.\/csv\/index|zod|decimal\.js)$/,
          );
      }
    }
  });

  it("format (opened to the browser) imports only browser-safe core files", () => {
    const dir = resolve(__dirname, "format");
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))) {
      const src = readFileSync(join(dir, f), "utf8");
      for (const m of src.matchAll(/from "([^"]+)"/g))
        expect(`${f}: ${m[1]}`).toMatch(/: (\.\/[\w-]+|\.\.\/pricing\/money|\.\.\/i18n\/locale)$/);
    }
  });

  it("csv (opened to the browser) imports papaparse and nothing else", () => {
    const src = readFileSync(resolve(__dirname, "csv/index.ts"), "utf8");
    expect([...src.matchAll(/from "([^"]+)"/g)].map((m) => m[1])).toEqual(["papaparse"]);
  });
});
