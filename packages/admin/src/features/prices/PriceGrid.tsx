import { useTranslation } from "@printshop/ui";
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import type { Grid } from "./grid/useGrid";
import { move, moveOfKey, type Cell } from "./grid/selection";
import { useGridWindow } from "./grid/window";
import { useGridCanvas } from "./grid/canvas";
import {
  COL_WIDTH,
  GridRow,
  HEADER_HEIGHT,
  LABEL_WIDTH,
  ROW_HEIGHT,
  type EditorHandlers,
  type GridTexts,
} from "./GridRow";
import { GridHead } from "./GridHead";

const NO_VALUES: readonly string[] = [];
/** The input's left in its cell (styles.css: the cell's padding). */
const EDITOR_LEFT = 8;
const GEOMETRY = {
  rowHeight: ROW_HEIGHT,
  colWidth: COL_WIDTH,
  headerHeight: HEADER_HEIGHT,
  labelWidth: LABEL_WIDTH,
};

/** The cell (`data-cell="row:col"`) an event happened in, if any. */
function cellOf(target: EventTarget): Cell | null {
  const el = target instanceof Element ? target.closest("[data-cell]") : null;
  if (!el) return null;
  const [row, col] = el.getAttribute("data-cell")!.split(":").map(Number) as [number, number];
  return { row, col };
}

/**
 * The spreadsheet-like matrix: rows = combinations, columns = runs, a net input and its gross
 * per cell. What is seen is drawn on one canvas (grid/paint.ts, grid/canvas.ts), redrawn on every
 * scroll event; the cells of the rows in view are also in the DOM, transparent, with their roles,
 * labels, states and texts (for the keyboard, the mouse, screen readers and the in-cell input):
 * rows and columns virtualised, rows memoised and keyed by slot (GridRow.tsx), following the
 * scroll when it settles (grid/window.ts); mouse events handled once here for every cell. Keyboard: arrows (Shift extends), Tab, Enter, F2 or
 * typing edits, Escape cancels, Delete clears, Ctrl+C / Ctrl+V, Ctrl+D fills down, Ctrl+Z / Ctrl+Y.
 */
export function PriceGrid(props: { grid: Grid; rowLabels: string[]; runs: number[]; vat: number }) {
  const { grid, rowLabels, runs, vat } = props;
  const { t } = useTranslation();
  const runTitles = useMemo(() => runs.map((count) => t("prices.run", { count })), [runs, t]);
  const texts = useMemo<GridTexts>(
    () => ({
      net: t("prices.net"),
      gross: t("prices.gross"),
      netShort: t("prices.netShort"),
      grossShort: t("prices.grossShort"),
      cheaper: t("prices.warnCheaper"),
      error: (e) => t(`prices.error.${e}`),
    }),
    [t],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const labelIds = useId();
  const surface = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<{ text: string } | null>(null);
  const layout = useMemo(
    () => ({ rows: rowLabels.length, cols: runs.length, ...GEOMETRY }),
    [rowLabels.length, runs.length],
  );
  const canvas = useRef<HTMLCanvasElement>(null);
  const focus = grid.selection.focus;
  const bodySize = {
    width: LABEL_WIDTH + runs.length * COL_WIDTH,
    height: HEADER_HEIGHT + rowLabels.length * ROW_HEIGHT,
  };
  // The editor's handlers are stable (memoised rows); they read this render's grid through a ref.
  const latest = useRef({ grid, focus });
  latest.current = { grid, focus };
  const draw = useGridCanvas(
    scroller,
    canvas,
    {
      rowLabels,
      values: grid.values,
      runs,
      vat,
      verdicts: grid.verdicts,
      range: grid.range,
      focus,
      editing: editing !== null,
    },
    GEOMETRY,
    bodySize,
  );
  // The in-cell input is the one DOM element painted in the cells: where it is scrolled under the
  // label column (transparent in the DOM: the canvas draws the labels), it is clipped there.
  const clipEditor = useCallback(() => {
    const el = scroller.current;
    const input = el?.querySelector<HTMLInputElement>(".price-cell-input");
    if (!el || !input) return;
    const under = el.scrollLeft - latest.current.focus.col * COL_WIDTH - EDITOR_LEFT;
    input.style.clipPath = under > 0 ? `inset(0 0 0 ${under}px)` : "";
  }, []);
  useLayoutEffect(clipEditor);
  const onScroll = useCallback(() => {
    draw();
    clipEditor();
  }, [draw, clipEditor]);
  const { window: win, reveal } = useGridWindow(scroller, layout, onScroll);

  const cancelling = useRef(false);
  const commit = useCallback((text: string) => {
    latest.current.grid.set(latest.current.focus, text);
    setEditing(null);
    surface.current?.focus();
  }, []);
  /** Moves the focus for a key (and scrolls it into view); false when the key does not move. */
  const go = useCallback(
    (key: string, shift: boolean) => {
      const m = moveOfKey(key, shift);
      if (!m) return false;
      const { grid } = latest.current;
      const extend = shift && key.startsWith("Arrow");
      const next = move(grid.selection, m, grid.bounds, extend).focus;
      grid.move(m, extend);
      reveal(next.row, next.col);
      return true;
    },
    [reveal],
  );
  const editor = useMemo<EditorHandlers>(
    () => ({
      onChange: (e) => setEditing({ text: e.target.value }),
      onBlur: (e) => {
        if (!cancelling.current) commit(e.target.value);
      },
      onKeyDown: (e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          // Moving the focus blurs the input at once: that blur must not commit what Escape cancels.
          cancelling.current = true;
          surface.current?.focus();
          cancelling.current = false;
          setEditing(null);
        } else if (
          e.key === "Enter" ||
          e.key === "Tab" ||
          e.key === "ArrowUp" ||
          e.key === "ArrowDown"
        ) {
          e.preventDefault();
          commit(e.currentTarget.value);
          go(e.key, e.shiftKey);
        }
      },
    }),
    [commit, go],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (editing) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && (e.key === "z" || e.key === "Z")) {
      e.preventDefault();
      if (e.shiftKey) grid.redo();
      else grid.undo();
    } else if (mod && (e.key === "y" || e.key === "Y")) {
      e.preventDefault();
      grid.redo();
    } else if (mod && (e.key === "d" || e.key === "D")) {
      e.preventDefault();
      grid.fillDown();
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      grid.clear();
    } else if (e.key === "F2") {
      e.preventDefault();
      setEditing({ text: grid.values[focus.row]?.[focus.col] ?? "" });
    } else if (!mod && !e.altKey && e.key.length === 1) {
      e.preventDefault();
      setEditing({ text: e.key });
    } else if (go(e.key, e.shiftKey)) {
      e.preventDefault();
    }
  };
  const onMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    if (!cell || (e.target as Element).tagName === "INPUT") return;
    if (editing) commit(editing.text);
    grid.select(cell, e.shiftKey);
  };
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    if (cell && (e.target as Element).tagName !== "INPUT")
      setEditing({ text: grid.values[cell.row]?.[cell.col] ?? "" });
  };

  const { rowFrom, rowTo, colFrom, colTo } = win;
  // Keys by slot (index modulo a slot count at least the number drawn): a row or column scrolled in
  // takes over the elements of one scrolled out. The slot counts only grow: the number drawn varies
  // (24 or 30 rows with the block alignment), and a new modulus would re-key, so remount, every row.
  const slots = useRef({ rows: 1, cols: 1 });
  slots.current.rows = Math.max(slots.current.rows, rowTo - rowFrom + 1);
  slots.current.cols = Math.max(slots.current.cols, colTo - colFrom + 1);
  const rowSlots = slots.current.rows;
  const colSlots = slots.current.cols;
  const range = grid.range;
  const drawn: number[] = [];
  for (let i = rowFrom; i <= rowTo; i++) drawn.push(i);

  return (
    <div
      ref={surface}
      className="price-grid"
      role="grid"
      aria-rowcount={rowLabels.length}
      aria-colcount={runs.length}
      aria-label={t("prices.grid")}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onDoubleClick={onDoubleClick}
      onCopy={(e) => {
        if (editing) return;
        e.preventDefault();
        e.clipboardData.setData("text/plain", grid.copy());
      }}
      onPaste={(e) => {
        if (editing) return;
        e.preventDefault();
        grid.paste(e.clipboardData.getData("text/plain"));
      }}
    >
      <div
        ref={scroller}
        className="price-grid-scroll"
        style={{
          height: Math.min(600, HEADER_HEIGHT + 6 + rowLabels.length * ROW_HEIGHT),
          overflow: "auto",
          position: "relative",
        }}
      >
        <div
          className="price-grid-body"
          style={{ width: bodySize.width, height: bodySize.height, position: "relative" }}
        >
          <canvas ref={canvas} className="price-grid-canvas" aria-hidden="true" />
          <GridHead corner={t("prices.combination")} runTitles={runTitles} texts={texts} />
          <div
            className="price-grid-labels"
            style={{ position: "sticky", left: 0, width: LABEL_WIDTH, height: 0, zIndex: 1 }}
          >
            {drawn.map((i) => (
              <div
                key={i % rowSlots}
                id={`${labelIds}-${i}`}
                role="rowheader"
                className="price-grid-label"
                style={{
                  position: "absolute",
                  top: i * ROW_HEIGHT,
                  left: 0,
                  width: LABEL_WIDTH,
                  height: ROW_HEIGHT,
                }}
              >
                {rowLabels[i]}
              </div>
            ))}
          </div>
          {drawn.map((i) => {
            const inRange = i >= range.top && i <= range.bottom;
            return (
              <GridRow
                key={i % rowSlots}
                index={i}
                labelId={`${labelIds}-${i}`}
                line={grid.values[i] ?? NO_VALUES}
                runs={runs}
                vat={vat}
                verdicts={grid.verdicts}
                colFrom={colFrom}
                colTo={colTo}
                colSlots={colSlots}
                selLeft={inRange ? range.left : -1}
                selRight={inRange ? range.right : -1}
                focusCol={focus.row === i ? focus.col : -1}
                editing={focus.row === i && editing ? editing.text : null}
                editor={editor}
                texts={texts}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
