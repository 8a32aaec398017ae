import { memo, type ChangeEvent, type FocusEvent, type KeyboardEvent } from "react";
import type { NumberError } from "@printshop/core/price-table/number";
import { verdictAt, type Verdicts } from "./grid/review";
import { grossOf, runWarnings } from "./grid/validation";

export const ROW_HEIGHT = 34;
/** Two lines: the run, and over each cell's two numbers which is the net and which the gross. */
export const HEADER_HEIGHT = 52;
/** Label + 5 runs (1,114 px) fit the admin's main column at 1440 px; more runs scroll sideways. */
export const COL_WIDTH = 170;
export const LABEL_WIDTH = 264;

/** The in-cell editor's handlers (stable across renders, so rows without the editor skip rendering). */
export interface EditorHandlers {
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement>) => void;
}

/** The grid's translated texts, made once per language by PriceGrid (not looked up per row and cell while scrolling). */
export interface GridTexts {
  net: string;
  gross: string;
  /** The column header's words over the two numbers. */
  netShort: string;
  grossShort: string;
  cheaper: string;
  error: (e: NumberError) => string;
}

export interface GridRowProps {
  index: number;
  /** The id of the row's label (drawn in the label column, owned by the row for assistive technology). */
  labelId: string;
  /** The row's typed values: the same array as long as the row is unchanged. */
  line: readonly string[];
  runs: readonly number[];
  vat: number;
  verdicts: Verdicts;
  /** The columns drawn (virtualised), inclusive; `colSlots` keys them so a scroll reuses their elements. */
  colFrom: number;
  colTo: number;
  colSlots: number;
  /** The selected columns of this row (-1 when none), the focused column (-1 when not this row), the editor's text (null when not editing here). */
  selLeft: number;
  selRight: number;
  focusCol: number;
  editing: string | null;
  editor: EditorHandlers;
  texts: GridTexts;
}

/**
 * One row of the matrix's cells (its label is in the label column: one sticky element for all
 * labels rather than one per row, each of which the browser composited separately). Memoised: while scrolling, a row re-renders only when it shows another
 * combination (rows are keyed by slot, so its elements are reused, not rebuilt) or its values,
 * verdicts or selection changed. No decimal library here: a cell's state is a map lookup, its
 * gross integer grosze (validation.ts).
 */
export const GridRow = memo(function GridRow(p: GridRowProps) {
  const { texts } = p;
  const warn = runWarnings(p.line, p.runs);
  const cells = [];
  for (let c = p.colFrom; c <= p.colTo; c++) {
    const text = p.line[c] ?? "";
    const state = verdictAt(p.verdicts, p.index, c);
    const selected = c >= p.selLeft && c <= p.selRight;
    const isFocus = c === p.focusCol;
    const warned = warn.includes(c);
    const gross = grossOf(text, p.vat);
    let cls = "price-cell";
    if (selected) cls += " is-selected";
    if (isFocus) cls += " is-focus";
    if (state.kind === "changed") cls += " is-changed";
    else if (state.kind === "invalid") cls += " is-invalid";
    if (warned) cls += " is-warning";
    const why =
      state.kind === "invalid" ? texts.error(state.error) : warned ? texts.cheaper : undefined;
    cells.push(
      <div
        key={c % p.colSlots}
        role="gridcell"
        aria-colindex={c + 1}
        aria-selected={selected}
        aria-invalid={state.kind === "invalid" || undefined}
        data-cell={`${p.index}:${c}`}
        title={why}
        className={cls}
      >
        {isFocus && p.editing !== null ? (
          <input
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the cell editor opens on the person's Enter or double click and takes the keys at once
            autoFocus
            className="price-cell-input"
            aria-label={texts.net}
            value={p.editing}
            onChange={p.editor.onChange}
            onKeyDown={p.editor.onKeyDown}
            onBlur={p.editor.onBlur}
          />
        ) : (
          <span className="price-net">{text}</span>
        )}
        <span className="price-gross" aria-label={texts.gross}>
          {gross ?? "—"}
        </span>
      </div>,
    );
  }
  return (
    <div
      role="row"
      aria-rowindex={p.index + 1}
      aria-owns={p.labelId}
      className="price-grid-row"
      style={{
        top: HEADER_HEIGHT + p.index * ROW_HEIGHT,
        paddingLeft: LABEL_WIDTH + p.colFrom * COL_WIDTH,
      }}
    >
      {cells}
    </div>
  );
});
