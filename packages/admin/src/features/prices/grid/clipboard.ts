/**
 * Copy and paste between the grid and spreadsheets (Excel, LibreOffice, Google Sheets): they
 * put tab-separated rows on the clipboard, quoting a cell that holds a tab, newline or quote.
 * Pure: the numbers inside are left as typed; validation parses them with core's parseDecimal.
 */
import { readCsv, writeCsv } from "@printshop/core/csv";
import type { Bounds, Cell, Range } from "./selection";
import type { Edit, Values } from "./history";

/**
 * Clipboard text → rows of cells, trimmed. A trailing newline (spreadsheets add one) adds no row;
 * a blank line inside the block is a row of one empty cell, which clears its cell when pasted.
 */
export const parseClipboard = (text: string): string[][] =>
  readCsv(text, "\t").rows.map((r) => r.map((c) => c.trim()));

/**
 * Rows of cells → clipboard text, as spreadsheets write it (tabs, newlines, a final newline). A
 * cell a spreadsheet would run as a formula is defused like every export (core's csv module).
 */
export const serialiseClipboard = (block: string[][]): string =>
  writeCsv(block, { separator: "\t", newline: "\n" });

/** The values of a range, for copying. */
export const blockOf = (values: Values, r: Range): string[][] => {
  const out: string[][] = [];
  for (let row = r.top; row <= r.bottom; row++) {
    const line: string[] = [];
    for (let col = r.left; col <= r.right; col++) line.push(values[row]?.[col] ?? "");
    out.push(line);
  }
  return out;
};

/**
 * The edits a paste makes: the block starts at the selection's top-left cell; a single value
 * pasted on a larger selection fills it all; what would fall outside the grid is cut off.
 */
export function pasteEdits(
  values: Values,
  block: string[][],
  target: Range,
  bounds: Bounds,
): Edit[] {
  if (!block.length) return [];
  const single = block.length === 1 && block[0]!.length === 1;
  const height = single ? target.bottom - target.top + 1 : block.length;
  const width = single ? target.right - target.left + 1 : Math.max(...block.map((r) => r.length));
  const edits: Edit[] = [];
  for (let dr = 0; dr < height; dr++) {
    for (let dc = 0; dc < width; dc++) {
      const row = target.top + dr;
      const col = target.left + dc;
      if (row >= bounds.rows || col >= bounds.cols) continue;
      const after = single ? block[0]![0]! : block[dr]?.[dc];
      if (after === undefined) continue;
      const before = values[row]?.[col] ?? "";
      if (before !== after) edits.push({ row, col, before, after });
    }
  }
  return edits;
}

/** Fill down (Ctrl+D): every cell of the range takes the value of the range's top cell in its column. */
export function fillDownEdits(values: Values, r: Range): Edit[] {
  const edits: Edit[] = [];
  for (let col = r.left; col <= r.right; col++) {
    const top = values[r.top]?.[col] ?? "";
    for (let row = r.top + 1; row <= r.bottom; row++) {
      const before = values[row]?.[col] ?? "";
      if (before !== top) edits.push({ row, col, before, after: top });
    }
  }
  return edits;
}

/** Clearing a range (Delete / Backspace). */
export function clearEdits(values: Values, r: Range): Edit[] {
  const edits: Edit[] = [];
  for (let row = r.top; row <= r.bottom; row++)
    for (let col = r.left; col <= r.right; col++) {
      const before = values[row]?.[col] ?? "";
      if (before !== "") edits.push({ row, col, before, after: "" });
    }
  return edits;
}

export type { Cell };
