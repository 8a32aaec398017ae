import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { Grid } from "./grid/useGrid";
import { contains, moveOfKey } from "./grid/selection";
import { cellState, grossOf, runWarnings } from "./grid/validation";

const ROW_HEIGHT = 34;
const COL_WIDTH = 200;
const LABEL_WIDTH = 280;

/**
 * The spreadsheet-like matrix: rows = combinations, columns = runs, a net input and its gross
 * per cell; rows and columns virtualised. Keyboard: arrows (Shift extends), Tab, Enter, F2 or
 * typing edits, Escape cancels, Delete clears, Ctrl+C / Ctrl+V, Ctrl+D fills down, Ctrl+Z / Ctrl+Y.
 */
export function PriceGrid(props: { grid: Grid; rowLabels: string[]; runs: number[]; vat: number; saved: (string | null)[][] }) {
  const { grid, rowLabels, runs, vat, saved } = props;
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<{ text: string } | null>(null);
  const rows = useVirtualizer({ count: rowLabels.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const cols = useVirtualizer({ horizontal: true, count: runs.length, getScrollElement: () => scroller.current, estimateSize: () => COL_WIDTH, overscan: 3 });
  const focus = grid.selection.focus;

  const reveal = (row: number, col: number) => {
    rows.scrollToIndex(row, { align: "auto" });
    cols.scrollToIndex(col, { align: "auto" });
  };
  const commit = (text: string) => {
    grid.set(focus, text);
    setEditing(null);
    surface.current?.focus();
  };
  const go = (key: string, shift: boolean) => {
    const m = moveOfKey(key, shift);
    if (!m) return false;
    grid.move(m, shift && key.startsWith("Arrow"));
    return true;
  };

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
      const f = grid.selection.focus;
      reveal(f.row, f.col);
    }
  };
  const onEditorKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      setEditing(null);
      surface.current?.focus();
    } else if (e.key === "Enter" || e.key === "Tab" || e.key === "ArrowUp" || e.key === "ArrowDown") {
      e.preventDefault();
      commit(e.currentTarget.value);
      go(e.key, e.shiftKey);
    }
  };

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
      <div ref={scroller} className="price-grid-scroll" style={{ height: Math.min(600, 40 + rowLabels.length * ROW_HEIGHT), overflow: "auto", position: "relative" }}>
        <div style={{ width: LABEL_WIDTH + cols.getTotalSize(), height: ROW_HEIGHT + rows.getTotalSize(), position: "relative" }}>
          <div className="price-grid-head" style={{ position: "sticky", top: 0, zIndex: 2, height: ROW_HEIGHT, display: "flex" }}>
            <div style={{ position: "sticky", left: 0, width: LABEL_WIDTH, height: ROW_HEIGHT, flex: "none", zIndex: 1 }} className="price-grid-corner">
              {t("prices.combination")}
            </div>
            {cols.getVirtualItems().map((c) => (
              <div key={c.key} role="columnheader" style={{ position: "absolute", top: 0, left: LABEL_WIDTH + c.start, width: c.size, height: ROW_HEIGHT }}>
                {t("prices.run", { count: runs[c.index] })}
              </div>
            ))}
          </div>
          {rows.getVirtualItems().map((r) => {
            const line = grid.values[r.index] ?? [];
            const warn = new Set(runWarnings(line, runs));
            return (
              <div key={r.key} role="row" aria-rowindex={r.index + 1} style={{ position: "absolute", top: ROW_HEIGHT + r.start, height: r.size, width: "100%" }}>
                <div role="rowheader" className="price-grid-label" style={{ position: "sticky", left: 0, width: LABEL_WIDTH, height: r.size, zIndex: 1 }}>
                  {rowLabels[r.index]}
                </div>
                {cols.getVirtualItems().map((c) => {
                  const text = line[c.index] ?? "";
                  const state = cellState(text, saved[r.index]?.[c.index] ?? null);
                  const selected = contains(grid.range, r.index, c.index);
                  const isFocus = focus.row === r.index && focus.col === c.index;
                  const gross = grossOf(text, vat);
                  const cls = ["price-cell", selected ? "is-selected" : "", isFocus ? "is-focus" : "", state.kind === "changed" ? "is-changed" : "", state.kind === "invalid" ? "is-invalid" : "", warn.has(c.index) ? "is-warning" : ""].join(" ");
                  const why = state.kind === "invalid" ? t(`prices.error.${state.error}`) : warn.has(c.index) ? t("prices.warnCheaper") : undefined;
                  return (
                    <div
                      key={c.key}
                      role="gridcell"
                      aria-colindex={c.index + 1}
                      aria-selected={selected}
                      aria-invalid={state.kind === "invalid" || undefined}
                      data-cell={`${r.index}:${c.index}`}
                      title={why}
                      className={cls}
                      style={{ position: "absolute", top: 0, left: LABEL_WIDTH + c.start, width: c.size, height: r.size }}
                      onMouseDown={(e) => {
                        if (editing) commit(editing.text);
                        grid.select({ row: r.index, col: c.index }, e.shiftKey);
                      }}
                      onDoubleClick={() => setEditing({ text })}
                    >
                      {isFocus && editing ? (
                        <input
                          autoFocus
                          className="price-cell-input"
                          aria-label={t("prices.net")}
                          value={editing.text}
                          onChange={(e) => setEditing({ text: e.target.value })}
                          onKeyDown={onEditorKey}
                          onBlur={(e) => commit(e.target.value)}
                        />
                      ) : (
                        <span className="price-net">{text}</span>
                      )}
                      <span className="price-gross" aria-label={t("prices.gross")}>
                        {gross ?? "—"}
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
