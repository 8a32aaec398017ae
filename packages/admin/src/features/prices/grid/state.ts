/**
 * The grid's editing state as pure steps (useGrid.ts holds one in React state): the typed values,
 * the saved values they are compared with, the undo history and the verdicts of the cells. Each
 * step re-checks only the cells it wrote (review.ts).
 */
import { apply, emptyHistory, redo, undo, type Edit, type History } from "./history";
import { allVerdicts, updateVerdicts, type Verdicts } from "./review";

export type Saved = (string | null)[][];

export interface GridState {
  base: Saved;
  values: string[][];
  history: History;
  /** The non-"same" cells, kept up to date by each step. */
  verdicts: Verdicts;
}

/** The grid as loaded: the saved values (empty where no price), nothing to undo. */
export function startState(saved: Saved): GridState {
  // A saved line without an empty cell is its own typed line (shared, not copied: every step
  // copies a row before writing into it, history.ts), so 10,000 full lines cost no copy.
  const values = saved.map((r) => (r.includes(null) ? r.map((v) => v ?? "") : (r as string[])));
  return { base: saved, values, history: emptyHistory(), verdicts: allVerdicts(values, saved) };
}

const next = (
  s: GridState,
  out: { values: string[][]; history: History },
  cells: readonly Edit[],
): GridState => ({
  base: s.base,
  ...out,
  verdicts: updateVerdicts(s.verdicts, out.values, s.base, cells),
});

/** One user action's edits (a typed cell, a paste, a fill down, a clear) as one undoable step. */
export const editState = (s: GridState, edits: Edit[]): GridState =>
  next(s, apply(s.values, s.history, edits), edits);

export const undoState = (s: GridState): GridState =>
  next(s, undo(s.values, s.history), s.history.past[s.history.past.length - 1] ?? []);

export const redoState = (s: GridState): GridState =>
  next(s, redo(s.values, s.history), s.history.future[0] ?? []);
