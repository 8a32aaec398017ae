/**
 * The matrix's data between the server and the grid: the saved nets per row and run (from an
 * export), and the save requests of the changed cells. Pure.
 */
import { parseCsv } from "@printshop/core/prices/file";
import { toCsv } from "@printshop/core/prices/file";
import { toFixed2 } from "@printshop/core/prices/number";
import type { Rows } from "@printshop/core/prices/chunking";
import type { MatrixRow } from "./combinations";

/** The saved nets of the exported CSV (two decimals), laid out as rows × runs (null where no price). */
export function savedGrid(csv: string, rows: readonly MatrixRow[], runs: readonly number[]): (string | null)[][] {
  const cells = new Map<string, string>();
  for (const c of parseCsv(csv).cells) cells.set(`${c.combination}|${c.copy}`, toFixed2(c.net));
  return rows.map((r) => runs.map((copy) => cells.get(`${r.key}|${copy}`) ?? null));
}

export type SaveRequest =
  | { kind: "none" }
  | { kind: "save"; combination: string; cells: { copy: number; net: string }[] }
  | { kind: "import"; content: string };

/**
 * How to write the changed cells as ONE change set: one combination → `admin.prices.save`; more
 * → `admin.prices.import` of exactly those cells (it replaces only the cells it lists, and with
 * the base it was loaded from refuses cells someone else changed since).
 */
export function saveRequest(changed: readonly { row: number; col: number; net: string }[], rows: readonly MatrixRow[], runs: readonly number[], base: string | null): SaveRequest {
  if (!changed.length) return { kind: "none" };
  const byRow: Rows = new Map();
  for (const c of changed) {
    const key = rows[c.row]!.key;
    if (!byRow.has(key)) byRow.set(key, new Map());
    byRow.get(key)!.set(runs[c.col]!, c.net);
  }
  if (byRow.size === 1) {
    const [[combination, cells]] = [...byRow.entries()] as [[string, Map<number, string>]];
    return { kind: "save", combination, cells: [...cells.entries()].map(([copy, net]) => ({ copy, net })) };
  }
  return { kind: "import", content: toCsv(byRow, base) };
}
