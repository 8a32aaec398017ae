import type { Rows } from "./chunking";
import type { FileCell, FileError } from "./file";

/**
 * What an import would do to a table (admin-api.md: it replaces exactly the cells it lists; with
 * `removeMissing` it also removes the product's cells it does not list). `base`, when the file
 * names the version it was exported from, refuses the cells someone changed since.
 */
export interface ImportPlan {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  errors: FileError[];
  /** The first `list` cells the import would add, change or remove (in file order, then the removed). */
  cells: { combination: string; run: number; before: string | null; after: string | null }[];
  /** The table after the import (only meaningful without errors). */
  next: Rows;
}

const get = (rows: Rows, combination: string, run: number) => rows.get(combination)?.get(run);

export function planImport(
  current: Rows,
  cells: FileCell[],
  opts: { base?: Rows | null; removeMissing?: boolean; list?: number } = {},
): ImportPlan {
  const plan: ImportPlan = {
    added: 0,
    changed: 0,
    removed: 0,
    unchanged: 0,
    errors: [],
    cells: [],
    next: new Map(),
  };
  const limit = opts.list ?? 50;
  const note = (combination: string, run: number, before?: string, after?: string) => {
    if (plan.cells.length < limit)
      plan.cells.push({ combination, run, before: before ?? null, after: after ?? null });
  };
  for (const [k, v] of current) plan.next.set(k, new Map(v));
  const listed = new Set<string>();
  for (const cell of cells) {
    listed.add(`${cell.combination}|${cell.run}`);
    const now = get(current, cell.combination, cell.run);
    if (now === cell.net) {
      plan.unchanged++;
      continue;
    }
    if (opts.base) {
      const then = get(opts.base, cell.combination, cell.run);
      if (then !== now) {
        plan.errors.push({
          row: cell.row,
          code: "prices.import.changed_since",
          params: { combination: cell.combination, copy: cell.run, current: now ?? "—" },
        });
        continue;
      }
    }
    if (now === undefined) plan.added++;
    else plan.changed++;
    note(cell.combination, cell.run, now, cell.net);
    let row = plan.next.get(cell.combination);
    if (!row) plan.next.set(cell.combination, (row = new Map<number, string>()));
    row.set(cell.run, cell.net);
  }
  if (opts.removeMissing) {
    for (const [combination, row] of current) {
      for (const run of row.keys()) {
        if (listed.has(`${combination}|${run}`)) continue;
        if (opts.base && get(opts.base, combination, run) !== row.get(run)) continue; // added/changed since: kept
        plan.next.get(combination)!.delete(run);
        plan.removed++;
        note(combination, run, row.get(run));
      }
    }
    for (const [k, v] of plan.next) if (v.size === 0) plan.next.delete(k);
  }
  return plan;
}

/** Cells that differ between two tables, for history and previews. */
export function diffTables(
  before: Rows,
  after: Rows,
): { combination: string; run: number; before: string | null; after: string | null }[] {
  const out: { combination: string; run: number; before: string | null; after: string | null }[] =
    [];
  for (const [combination, row] of after) {
    for (const [run, net] of row) {
      const old = get(before, combination, run);
      if (old !== net) out.push({ combination, run, before: old ?? null, after: net });
    }
  }
  for (const [combination, row] of before) {
    for (const [run, net] of row)
      if (get(after, combination, run) === undefined)
        out.push({ combination, run, before: net, after: null });
  }
  return out;
}
