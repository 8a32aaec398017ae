import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The lockfile as `pnpm install --frozen-lockfile` installs it. TypeScript 7 (the `typescript-7`
 * alias, `pnpm typecheck`'s compiler) is another package named `typescript`: when it once
 * satisfied the `typescript` peer of tRPC and i18next, the admin got a second copy of tRPC, whose
 * client error lost the server's data (admin-preload.test). Each package declares TypeScript 5.9
 * for its peers; these keep it so.
 */
const lock = readFileSync(path.resolve(import.meta.dirname, "../pnpm-lock.yaml"), "utf8");
const snapshots = lock.slice(lock.indexOf("\nsnapshots:\n"));
const keys = snapshots.split("\n").filter((line) => /^ {2}\S/.test(line));

describe("pnpm-lock.yaml", () => {
  it("resolves no peer dependency to TypeScript 7", () => {
    expect(snapshots.length).toBeGreaterThan(1_000);
    expect(keys.filter((key) => key.includes("(typescript@7"))).toEqual([]);
    const typescripts = keys.filter((key) => key.startsWith("  typescript@"));
    expect(typescripts.map((key) => key.split(":")[0]!.trim())).toEqual([
      "typescript@5.9.3",
      "typescript@7.0.2",
    ]);
  });

  it("has one copy of each tRPC package", () => {
    for (const name of ["@trpc/server@11", "@trpc/client@11", "@trpc/react-query@11"]) {
      expect(
        keys.filter((key) => key.startsWith(`  '${name}`) || key.startsWith(`  ${name}`)),
        name,
      ).toHaveLength(1);
    }
  });
});
