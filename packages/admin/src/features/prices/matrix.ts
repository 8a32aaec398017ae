/**
 * The matrix's data between the server and the grid: the saved nets per row and run (from
 * `admin.prices.matrix`), and the save requests of the changed cells. Pure.
 */
import { toFixed2 } from "@printshop/core/price-table/number";
import type { MatrixRow } from "./combinations";

/**
 * The saved nets of `admin.prices.matrix`'s lines (`combination<TAB>copy:net,...`, canonical
 * nets) by combination, each laid out by run (two decimals as the grid shows them, null where no
 * price). Plain string splitting: no CSV parser, no decimal parsing (≈ 0.1 s → a few ms per
 * 100,000 cells in the browser).
 */
export function savedByCombination(
  lines: string,
  runs: readonly number[],
): Map<string, (string | null)[]> {
  const colOf = new Map(runs.map((copy, col) => [copy, col]));
  const out = new Map<string, (string | null)[]>();
  let start = 0;
  while (start < lines.length) {
    let end = lines.indexOf("\n", start);
    if (end < 0) end = lines.length;
    const tab = lines.indexOf("\t", start);
    if (tab > start && tab < end) {
      const cells: (string | null)[] = new Array<string | null>(runs.length).fill(null);
      // Copies are ascending in a line and in `runs`: walk both (the map only when they differ).
      let guess = 0;
      for (let at = tab + 1; at < end;) {
        let comma = lines.indexOf(",", at);
        if (comma < 0 || comma > end) comma = end;
        const colon = lines.indexOf(":", at);
        const copy = Number(lines.slice(at, colon));
        while (guess < runs.length && runs[guess]! < copy) guess++;
        const col = runs[guess] === copy ? guess : colOf.get(copy);
        if (col !== undefined) cells[col] = twoDecimals(lines.slice(colon + 1, comma));
        at = comma + 1;
      }
      out.set(lines.slice(start, tab), cells);
    }
    start = end + 1;
  }
  return out;
}

/** A canonical net ("12", "12.5", "12.25") with two decimals, as `toFixed2` writes it. */
const twoDecimals = (net: string) => {
  const dot = net.indexOf(".");
  if (dot < 0) return `${net}.00`;
  const decimals = net.length - dot - 1;
  return decimals === 2 ? net : decimals === 1 ? `${net}0` : toFixed2(net);
};

/**
 * The grid's saved values: one line per row, rows × runs. A line is `byCombination`'s own array
 * (not copied: nothing writes into a saved line, and the grid copies a row before writing it).
 */
export const savedGrid = (
  byCombination: ReadonlyMap<string, readonly (string | null)[]>,
  rows: readonly MatrixRow[],
  runs: readonly number[],
): (string | null)[][] =>
  rows.map(
    (r) =>
      (byCombination.get(r.key) as (string | null)[] | undefined) ??
      new Array<string | null>(runs.length).fill(null),
  );

export type SaveRequest =
  | { kind: "none" }
  | { kind: "save"; combination: string; cells: { copy: number; net: string }[] }
  | { kind: "saveCells"; cells: { combination: string; copy: number; net: string }[] };

/**
 * How to write the changed cells as ONE change set (kind "save" in the history, on the version
 * the grid was loaded from): one combination → `admin.prices.save`; more → `admin.prices.saveCells`.
 */
export function saveRequest(
  changed: readonly { row: number; col: number; net: string }[],
  rows: readonly MatrixRow[],
  runs: readonly number[],
): SaveRequest {
  if (!changed.length) return { kind: "none" };
  const cells = changed.map((c) => ({
    combination: rows[c.row]!.key,
    copy: runs[c.col]!,
    net: c.net,
  }));
  const first = cells[0]!.combination;
  if (cells.every((c) => c.combination === first))
    return {
      kind: "save",
      combination: first,
      cells: cells.map(({ copy, net }) => ({ copy, net })),
    };
  return { kind: "saveCells", cells };
}
