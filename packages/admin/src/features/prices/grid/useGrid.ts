import { useCallback, useMemo, useState } from "react";
import { apply, emptyHistory, redo, undo, type Edit, type History } from "./history";
import { at, click, move, rangeOf, type Cell, type Move, type Selection } from "./selection";
import { blockOf, clearEdits, fillDownEdits, parseClipboard, pasteEdits, serialiseClipboard } from "./clipboard";
import { review } from "./validation";

/**
 * The grid's state in one hook: the typed values, the saved values they are compared with, the
 * undo history and the selection. Every action is one of the pure pieces beside it.
 */
export function useGrid(saved: (string | null)[][]) {
  const initial = useMemo(() => saved.map((r) => r.map((v) => v ?? "")), [saved]);
  const [state, setState] = useState<{ base: typeof saved; values: string[][]; history: History }>({ base: saved, values: initial, history: emptyHistory() });
  const [selection, setSelection] = useState<Selection>(at(0, 0));
  // New saved values (a reload after a save): start again from them.
  const current = state.base === saved ? state : { base: saved, values: initial, history: emptyHistory() };
  if (current !== state) setState(current);
  const bounds = { rows: current.values.length, cols: current.values[0]?.length ?? 0 };

  const edit = useCallback((edits: Edit[]) => setState((s) => ({ base: s.base, ...apply(s.values, s.history, edits) })), []);
  const set = (cell: Cell, text: string) => {
    const before = current.values[cell.row]?.[cell.col] ?? "";
    if (before !== text) edit([{ row: cell.row, col: cell.col, before, after: text }]);
  };
  return {
    values: current.values,
    history: current.history,
    selection,
    range: rangeOf(selection),
    bounds,
    review: useMemo(() => review(current.values, saved), [current.values, saved]),
    set,
    select: (cell: Cell, extend = false) => setSelection((s) => click(s, cell, extend)),
    move: (m: Move, extend = false) => setSelection((s) => move(s, m, bounds, extend)),
    copy: () => serialiseClipboard(blockOf(current.values, rangeOf(selection))),
    paste: (text: string) => edit(pasteEdits(current.values, parseClipboard(text), rangeOf(selection), bounds)),
    fillDown: () => edit(fillDownEdits(current.values, rangeOf(selection))),
    clear: () => edit(clearEdits(current.values, rangeOf(selection))),
    undo: () => setState((s) => ({ base: s.base, ...undo(s.values, s.history) })),
    redo: () => setState((s) => ({ base: s.base, ...redo(s.values, s.history) })),
  };
}

export type Grid = ReturnType<typeof useGrid>;
