import { useCallback, useMemo, useState } from "react";
import type { Edit } from "./history";
import { at, click, move, rangeOf, type Cell, type Move, type Selection } from "./selection";
import {
  blockOf,
  clearEdits,
  fillDownEdits,
  parseClipboard,
  pasteEdits,
  serialiseClipboard,
} from "./clipboard";
import { reviewOf } from "./review";
import { editState, redoState, startState, undoState, type GridState, type Saved } from "./state";

/**
 * The grid's state in one hook: the typed values, the saved values they are compared with, the
 * undo history, the review of the cells and the selection. Every action is one of the pure pieces
 * beside it; rows an action does not touch stay the same arrays (so their rendering is skipped).
 */
export function useGrid(saved: Saved) {
  const [state, setState] = useState<GridState>(() => startState(saved));
  const [selection, setSelection] = useState<Selection>(at(0, 0));
  // New saved values (a reload after a save): start again from them.
  const current = state.base === saved ? state : startState(saved);
  if (current !== state) setState(current);
  const bounds = { rows: current.values.length, cols: current.values[0]?.length ?? 0 };

  const edit = useCallback((edits: Edit[]) => setState((s) => editState(s, edits)), []);
  const set = (cell: Cell, text: string) => {
    const before = current.values[cell.row]?.[cell.col] ?? "";
    if (before !== text) edit([{ row: cell.row, col: cell.col, before, after: text }]);
  };
  return {
    values: current.values,
    history: current.history,
    verdicts: current.verdicts,
    selection,
    range: rangeOf(selection),
    bounds,
    review: useMemo(() => reviewOf(current.verdicts), [current.verdicts]),
    set,
    select: (cell: Cell, extend = false) => setSelection((s) => click(s, cell, extend)),
    move: (m: Move, extend = false) => setSelection((s) => move(s, m, bounds, extend)),
    copy: () => serialiseClipboard(blockOf(current.values, rangeOf(selection))),
    paste: (text: string) =>
      edit(pasteEdits(current.values, parseClipboard(text), rangeOf(selection), bounds)),
    fillDown: () => edit(fillDownEdits(current.values, rangeOf(selection))),
    clear: () => edit(clearEdits(current.values, rangeOf(selection))),
    undo: () => setState(undoState),
    redo: () => setState(redoState),
  };
}

export type Grid = ReturnType<typeof useGrid>;
