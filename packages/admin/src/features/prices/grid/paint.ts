/**
 * What the matrix's canvas shows for a scroll position: the cells' backgrounds (selected,
 * invalid), the grid lines, the warning bars, the focus frame, every visible cell's net and gross
 * and the row labels, as a list of drawing operations in the canvas's coordinates (the scroller's
 * client area). Pure (the list is what the unit tests check); `paintOps` puts a list on a 2D
 * context. The canvas draws what the user sees; the DOM cells beside it (GridRow.tsx) carry the
 * same state for keyboard, mouse and screen readers and are transparent.
 */
import type { Values } from "./history";
import { verdictAt, type Verdicts } from "./review";
import type { Cell, Range } from "./selection";
import { grossOf, runWarnings } from "./validation";

export interface PaintGeometry {
  rowHeight: number;
  colWidth: number;
  headerHeight: number;
  labelWidth: number;
}

export interface PaintModel {
  rowLabels: readonly string[];
  values: Values;
  runs: readonly number[];
  vat: number;
  verdicts: Verdicts;
  range: Range;
  focus: Cell;
  /** The focused cell's net is an input (the DOM draws it): the canvas leaves its net out. */
  editing: boolean;
}

/** The scroll position and the client size of the scroller (CSS pixels). */
export interface PaintView {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type PaintOp =
  | { kind: "rect"; x: number; y: number; w: number; h: number; color: string }
  /** A text in a box [x, x + w): right-aligned at its right edge, or cut with "…" at its left when it does not fit. */
  | {
      kind: "text";
      x: number;
      y: number;
      w: number;
      text: string;
      color: string;
      bold: boolean;
      align: "left" | "right";
    };

/** The colours the stylesheet gave the DOM grid before the canvas (styles.css keeps the rest). */
export const COLORS = {
  background: "#fff",
  line: "#e3e3e3",
  selected: "#e8f0fe",
  invalid: "#fde7e9",
  warning: "#f9ab00",
  focus: "#1a73e8",
  changed: "#0b57d0",
  gross: "#5f6368",
  label: "#f6f6f6",
} as const;
const PAD = 8;
/** A net's or a gross's box in a cell (styles.css `.price-net`, `.price-gross`: the same width). */
const NUMBER_WIDTH = 72;

/** The rows and columns any part of which is in the view (below the header, right of the labels), inclusive. */
export function visibleOf(v: PaintView, g: PaintGeometry, rows: number, cols: number) {
  return {
    rowFrom: Math.max(0, Math.floor(v.top / g.rowHeight)),
    rowTo: Math.min(rows - 1, Math.ceil((v.top + v.height - g.headerHeight) / g.rowHeight) - 1),
    colFrom: Math.max(0, Math.floor(v.left / g.colWidth)),
    colTo: Math.min(cols - 1, Math.ceil((v.left + v.width - g.labelWidth) / g.colWidth) - 1),
  };
}

export function paintList(m: PaintModel, v: PaintView, g: PaintGeometry, text: string): PaintOp[] {
  const { rowFrom, rowTo, colFrom, colTo } = visibleOf(v, g, m.rowLabels.length, m.runs.length);
  const ops: PaintOp[] = [
    { kind: "rect", x: 0, y: 0, w: v.width, h: v.height, color: COLORS.background },
  ];
  const yOf = (row: number) => g.headerHeight + row * g.rowHeight - v.top;
  const xOf = (col: number) => g.labelWidth + col * g.colWidth - v.left;
  const lines: PaintOp[] = [];
  const marks: PaintOp[] = [];
  // Texts grouped by colour and weight: each change of the context's fill style or font is parsed (≈ 200 texts a frame).
  const nets: PaintOp[] = [];
  const changedNets: PaintOp[] = [];
  const grosses: PaintOp[] = [];
  for (let row = rowFrom; row <= rowTo; row++) {
    const y = yOf(row);
    const line = m.values[row] ?? [];
    const warn = runWarnings(line, m.runs);
    const inRange = row >= m.range.top && row <= m.range.bottom;
    lines.push({
      kind: "rect",
      x: g.labelWidth,
      y: y + g.rowHeight - 1,
      w: Math.max(0, xOf(colTo + 1) - g.labelWidth),
      h: 1,
      color: COLORS.line,
    });
    for (let col = colFrom; col <= colTo; col++) {
      const x = xOf(col);
      const net = line[col] ?? "";
      const state = verdictAt(m.verdicts, row, col);
      const isFocus = m.focus.row === row && m.focus.col === col;
      if (state.kind === "invalid")
        ops.push({ kind: "rect", x, y, w: g.colWidth, h: g.rowHeight, color: COLORS.invalid });
      else if (inRange && col >= m.range.left && col <= m.range.right)
        ops.push({ kind: "rect", x, y, w: g.colWidth, h: g.rowHeight, color: COLORS.selected });
      if (warn.includes(col))
        marks.push({
          kind: "rect",
          x,
          y: y + g.rowHeight - 3,
          w: g.colWidth,
          h: 3,
          color: COLORS.warning,
        });
      if (isFocus) {
        marks.push(
          { kind: "rect", x, y, w: g.colWidth, h: 2, color: COLORS.focus },
          { kind: "rect", x, y: y + g.rowHeight - 2, w: g.colWidth, h: 2, color: COLORS.focus },
          { kind: "rect", x, y, w: 2, h: g.rowHeight, color: COLORS.focus },
          { kind: "rect", x: x + g.colWidth - 2, y, w: 2, h: g.rowHeight, color: COLORS.focus },
        );
      }
      const middle = y + g.rowHeight / 2;
      if (!(isFocus && m.editing) && net !== "") {
        const changed = state.kind === "changed";
        (changed ? changedNets : nets).push({
          kind: "text",
          x: x + PAD,
          y: middle,
          w: NUMBER_WIDTH,
          text: net,
          color: changed ? COLORS.changed : text,
          bold: changed,
          align: "right",
        });
      }
      grosses.push({
        kind: "text",
        x: x + g.colWidth - PAD - NUMBER_WIDTH,
        y: middle,
        w: NUMBER_WIDTH,
        text: grossOf(net, m.vat) ?? "—",
        color: COLORS.gross,
        bold: false,
        align: "right",
      });
    }
  }
  for (let col = colFrom; col <= colTo; col++) {
    lines.push({
      kind: "rect",
      x: xOf(col) + g.colWidth - 1,
      y: g.headerHeight,
      w: 1,
      h: Math.max(0, Math.min(v.height, yOf(rowTo + 1)) - g.headerHeight),
      color: COLORS.line,
    });
  }
  ops.push(...lines, ...marks, ...nets, ...grosses, ...changedNets);
  // The label column (sticky: always at the left), over the cells scrolled under it.
  ops.push({
    kind: "rect",
    x: 0,
    y: g.headerHeight,
    w: g.labelWidth,
    h: v.height - g.headerHeight,
    color: COLORS.label,
  });
  for (let row = rowFrom; row <= rowTo; row++) {
    ops.push({
      kind: "text",
      x: PAD,
      y: yOf(row) + g.rowHeight / 2,
      w: g.labelWidth - 2 * PAD,
      text: m.rowLabels[row] ?? "",
      color: text,
      bold: false,
      align: "left",
    });
  }
  return ops;
}

/** The context's parts `paintOps` uses (a CanvasRenderingContext2D has them). */
export interface Context2D {
  fillStyle: string | CanvasGradient | CanvasPattern;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
}

/** A text up to this long (a price up to 99999.99) fits a number's box at the grid's font: not measured. */
const SHORT = 8;

/** A text cut to `width` with "…" (cached per font and width: labels repeat from frame to frame). */
function fitter(ctx: Context2D) {
  const cache = new Map<string, string>();
  return (text: string, width: number) => {
    if (text.length <= SHORT && width >= NUMBER_WIDTH) return text;
    const key = `${ctx.font}\u0000${width}\u0000${text}`;
    let fit = cache.get(key);
    if (fit === undefined) {
      fit = text;
      if (ctx.measureText(text).width > width) {
        let lo = 0;
        let hi = text.length;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (ctx.measureText(`${text.slice(0, mid)}…`).width <= width) lo = mid;
          else hi = mid - 1;
        }
        fit = `${text.slice(0, lo)}…`;
      }
      if (cache.size > 50_000) cache.clear();
      cache.set(key, fit);
    }
    return fit;
  };
}

/** Puts the operations on a context (the caller scales it for the device pixel ratio). `font` is the grid's CSS font without its weight. */
export function painter(ctx: Context2D) {
  const fit = fitter(ctx);
  return (ops: readonly PaintOp[], font: string) => {
    ctx.textBaseline = "middle";
    let bold: boolean | null = null;
    let color = "";
    let align: CanvasTextAlign | "" = "";
    for (const op of ops) {
      if (color !== op.color) ctx.fillStyle = color = op.color;
      if (op.kind === "rect") {
        ctx.fillRect(op.x, op.y, op.w, op.h);
        continue;
      }
      if (bold !== op.bold) {
        bold = op.bold;
        ctx.font = `${op.bold ? "700" : "400"} ${font}`;
      }
      const shown = fit(op.text, op.w);
      const right = op.align === "right" && shown === op.text;
      if (align !== (right ? "right" : "left")) ctx.textAlign = align = right ? "right" : "left";
      ctx.fillText(shown, right ? op.x + op.w : op.x, op.y);
    }
  };
}
