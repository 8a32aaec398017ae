import { describe, expect, it } from "vitest";
import { at, rangeOf, click } from "./selection";
import { allVerdicts } from "./review";
import { COLORS, paintList, visibleOf, type PaintModel, type PaintOp } from "./paint";
import { grossOf, runWarnings } from "./validation";

const g = { rowHeight: 34, colWidth: 200, headerHeight: 34, labelWidth: 280 };
const ROWS = 5000;
const runs = [100, 250, 500, 1000];
/** Row r, column c: a price that grows along the row, except where (r + c) % 7 === 3 (cheaper than the column before: a warning). */
const net = (r: number, c: number) =>
  ((r % 97) + 10 + c * 5 - ((r + c) % 7 === 3 ? 8 : 0)).toFixed(2);
const saved = Array.from({ length: ROWS }, (_, r) => runs.map((_, c) => net(r, c)));
const labels = Array.from({ length: ROWS }, (_, r) => `row ${r}`);

function model(over: Partial<PaintModel> = {}): PaintModel {
  const values = over.values ?? saved;
  const sel = at(0, 0);
  return {
    rowLabels: labels,
    values,
    runs,
    vat: 23,
    verdicts: allVerdicts(values, saved),
    range: rangeOf(sel),
    focus: sel.focus,
    editing: false,
    ...over,
  };
}
const texts = (ops: PaintOp[]) =>
  ops.filter((o): o is Extract<PaintOp, { kind: "text" }> => o.kind === "text");
const rects = (ops: PaintOp[], color: string) =>
  ops.filter((o) => o.kind === "rect" && o.color === color);
/** The texts drawn in a cell's box (in the canvas's coordinates), by where the cell is for the view. */
const cellTexts = (ops: PaintOp[], top: number, left: number, row: number, col: number) => {
  const x = g.labelWidth + col * g.colWidth - left;
  const y = g.headerHeight + row * g.rowHeight - top;
  // Net (its box from x + 8) before gross (from x + 104), whatever the order they are drawn in.
  return texts(ops)
    .filter((t) => t.x >= x && t.x < x + g.colWidth && t.y > y && t.y < y + g.rowHeight)
    .sort((a, b) => a.x - b.x);
};

describe("the canvas's drawing (paint.ts)", () => {
  it("after a jump of 4,000 rows, every visible cell shows its own row's net and gross, and every visible row its label", () => {
    const view = { top: 4000 * 34 + 10, left: 250, width: 1000, height: 600 };
    const ops = paintList(model(), view, g, "#111");
    const { rowFrom, rowTo, colFrom, colTo } = visibleOf(view, g, ROWS, runs.length);
    expect([rowFrom, colFrom]).toEqual([4000, 1]);
    expect(rowTo).toBe(4000 + Math.ceil((10 + 600 - 34) / 34) - 1);
    expect(colTo).toBe(3);
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let col = colFrom; col <= colTo; col++) {
        expect(cellTexts(ops, view.top, view.left, row, col).map((t) => t.text)).toEqual([
          saved[row]![col],
          grossOf(saved[row]![col]!, 23),
        ]);
      }
      const label = texts(ops).filter((t) => t.text === `row ${row}`);
      expect(label).toHaveLength(1);
      expect(label[0]!.y).toBe(34 + row * 34 - view.top + 17);
    }
    // Nothing of the rows scrolled past.
    expect(texts(ops).some((t) => t.text === "row 3999" || t.text === `row ${rowTo + 1}`)).toBe(
      false,
    );
  });

  it("marks the selection, the focus, changed and invalid cells and the per-piece warning; leaves the net of the cell being edited to its input", () => {
    const values = saved.map((line) => [...line]);
    values[2]![1] = "12,50";
    values[3]![2] = "-4";
    const sel = click(at(1, 0), { row: 3, col: 2 }, true);
    const view = { top: 0, left: 0, width: 1000, height: 600 };
    const ops = paintList(
      model({ values, range: rangeOf(sel), focus: sel.focus }),
      view,
      g,
      "#111",
    );
    // 3 × 3 selected, of which (3, 2) is invalid (its own colour).
    expect(rects(ops, COLORS.selected).map((r) => r.kind === "rect" && [r.x, r.y])).toHaveLength(8);
    expect(rects(ops, COLORS.invalid)).toEqual([
      { kind: "rect", x: 280 + 400, y: 34 + 3 * 34, w: 200, h: 34, color: COLORS.invalid },
    ]);
    expect(
      rects(ops, COLORS.focus).every(
        (r) => r.kind === "rect" && r.x >= 680 && r.x < 880 && r.y >= 136 && r.y < 170,
      ),
    ).toBe(true);
    expect(rects(ops, COLORS.focus)).toHaveLength(4);
    const changed = cellTexts(ops, 0, 0, 2, 1)[0]!;
    expect(changed).toMatchObject({ text: "12,50", bold: true, color: COLORS.changed });
    expect(cellTexts(ops, 0, 0, 2, 1)[1]!.text).toBe("15.38");
    expect(cellTexts(ops, 0, 0, 3, 2).map((t) => t.text)).toEqual(["-4", "—"]);
    expect(cellTexts(ops, 0, 0, 0, 0)[0]).toMatchObject({ bold: false, color: "#111" });
    // The warnings: one bar per cell runWarnings names, in the visible rows.
    const { rowTo } = visibleOf(view, g, ROWS, runs.length);
    let warned = 0;
    for (let row = 0; row <= rowTo; row++) {
      for (const col of runWarnings(values[row]!, runs)) {
        warned++;
        expect(rects(ops, COLORS.warning)).toContainEqual({
          kind: "rect",
          x: 280 + col * 200,
          y: 34 + row * 34 + 31,
          w: 200,
          h: 3,
          color: COLORS.warning,
        });
      }
    }
    expect(warned).toBeGreaterThan(0);
    expect(rects(ops, COLORS.warning)).toHaveLength(warned);
    // Editing the focused cell: its gross is drawn, its net is the input's.
    const editing = paintList(
      model({ values, range: rangeOf(sel), focus: sel.focus, editing: true }),
      view,
      g,
      "#111",
    );
    expect(cellTexts(editing, 0, 0, 3, 2).map((t) => t.text)).toEqual(["—"]);
  });

  it("draws nothing but the background and the label column for an empty matrix", () => {
    const ops = paintList(
      model({ rowLabels: [], values: [] }),
      { top: 0, left: 0, width: 1000, height: 600 },
      g,
      "#111",
    );
    expect(texts(ops)).toEqual([]);
  });
});
