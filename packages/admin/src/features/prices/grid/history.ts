/**
 * Undo and redo of the grid's edits before they are saved. Each user action (typing a cell, a
 * paste, a fill down, a clear) is one step of edits; undo applies a step's `before` values,
 * redo its `after` values. Pure: every function returns new values (sharing the rows it did not
 * change, so a row that is the same array is the same row) and a new history.
 */

/** The grid's text per row and column, as typed ("" is an empty cell). */
export type Values = readonly (readonly string[])[];

export interface Edit {
  row: number;
  col: number;
  before: string;
  after: string;
}

export interface History {
  past: Edit[][];
  future: Edit[][];
}

export const emptyHistory = (): History => ({ past: [], future: [] });

/** The values with the edits' `side` written in: only the rows edited are copied (the others are shared). */
function put(values: Values, edits: Edit[], side: "before" | "after"): string[][] {
  const next = values.slice() as string[][];
  const copied = new Set<number>();
  for (const e of edits) {
    if (!next[e.row]) continue;
    if (!copied.has(e.row)) {
      next[e.row] = [...next[e.row]!];
      copied.add(e.row);
    }
    next[e.row]![e.col] = e[side];
  }
  return next;
}

/** Applies one step; a new step clears what could be redone. */
export function apply(
  values: Values,
  history: History,
  edits: Edit[],
): { values: string[][]; history: History } {
  if (!edits.length) return { values: values as string[][], history };
  return {
    values: put(values, edits, "after"),
    history: { past: [...history.past, edits], future: [] },
  };
}

export function undo(values: Values, history: History): { values: string[][]; history: History } {
  const step = history.past[history.past.length - 1];
  if (!step) return { values: values as string[][], history };
  return {
    values: put(values, [...step].reverse(), "before"),
    history: { past: history.past.slice(0, -1), future: [step, ...history.future] },
  };
}

export function redo(values: Values, history: History): { values: string[][]; history: History } {
  const step = history.future[0];
  if (!step) return { values: values as string[][], history };
  return {
    values: put(values, step, "after"),
    history: { past: [...history.past, step], future: history.future.slice(1) },
  };
}
