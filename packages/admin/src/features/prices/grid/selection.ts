/**
 * The grid's selection, as spreadsheets have it: an anchor (where the selection started) and a
 * focus (the active cell). Pure: the editor keeps one and replaces it on each key or click.
 */
export interface Cell {
  row: number;
  col: number;
}
export interface Selection {
  anchor: Cell;
  focus: Cell;
}
export interface Bounds {
  rows: number;
  cols: number;
}
export interface Range {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export const at = (row: number, col: number): Selection => ({
  anchor: { row, col },
  focus: { row, col },
});

const clamp = (v: number, max: number) => Math.max(0, Math.min(max - 1, v));

export function rangeOf(sel: Selection): Range {
  return {
    top: Math.min(sel.anchor.row, sel.focus.row),
    bottom: Math.max(sel.anchor.row, sel.focus.row),
    left: Math.min(sel.anchor.col, sel.focus.col),
    right: Math.max(sel.anchor.col, sel.focus.col),
  };
}

export const contains = (r: Range, row: number, col: number) =>
  row >= r.top && row <= r.bottom && col >= r.left && col <= r.right;

export const isSingle = (sel: Selection) =>
  sel.anchor.row === sel.focus.row && sel.anchor.col === sel.focus.col;

export type Move =
  "up" | "down" | "left" | "right" | "tab" | "shiftTab" | "enter" | "shiftEnter" | "home" | "end";

/** The key of a keyboard event as a move, or null when the key does not move. */
export function moveOfKey(key: string, shift: boolean): Move | null {
  switch (key) {
    case "ArrowUp":
      return "up";
    case "ArrowDown":
      return "down";
    case "ArrowLeft":
      return "left";
    case "ArrowRight":
      return "right";
    case "Tab":
      return shift ? "shiftTab" : "tab";
    case "Enter":
      return shift ? "shiftEnter" : "enter";
    case "Home":
      return "home";
    case "End":
      return "end";
    default:
      return null;
  }
}

/**
 * The selection after a move. Arrows with `extend` (Shift) grow the range from the anchor; Tab
 * goes right and wraps to the next row's first cell (Shift+Tab the other way); Enter goes down.
 * Nothing moves past the grid's edges.
 */
export function move(sel: Selection, m: Move, bounds: Bounds, extend = false): Selection {
  if (bounds.rows === 0 || bounds.cols === 0) return sel;
  const { row, col } = sel.focus;
  let next: Cell;
  switch (m) {
    case "up":
      next = { row: clamp(row - 1, bounds.rows), col };
      break;
    case "down":
    case "enter":
      next = { row: clamp(row + 1, bounds.rows), col };
      break;
    case "shiftEnter":
      next = { row: clamp(row - 1, bounds.rows), col };
      break;
    case "left":
      next = { row, col: clamp(col - 1, bounds.cols) };
      break;
    case "right":
      next = { row, col: clamp(col + 1, bounds.cols) };
      break;
    case "tab":
      next =
        col + 1 < bounds.cols
          ? { row, col: col + 1 }
          : row + 1 < bounds.rows
            ? { row: row + 1, col: 0 }
            : { row, col };
      break;
    case "shiftTab":
      next =
        col > 0
          ? { row, col: col - 1 }
          : row > 0
            ? { row: row - 1, col: bounds.cols - 1 }
            : { row, col };
      break;
    case "home":
      next = { row, col: 0 };
      break;
    case "end":
      next = { row, col: bounds.cols - 1 };
      break;
  }
  const canExtend =
    extend &&
    (m === "up" || m === "down" || m === "left" || m === "right" || m === "home" || m === "end");
  return canExtend ? { anchor: sel.anchor, focus: next } : { anchor: next, focus: next };
}

/** A click; with Shift it extends from the anchor. */
export const click = (sel: Selection, cell: Cell, extend: boolean): Selection =>
  extend ? { anchor: sel.anchor, focus: cell } : { anchor: cell, focus: cell };
