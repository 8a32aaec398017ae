import { describe, expect, it } from "vitest";
import fc from "fast-check";
import Decimal from "decimal.js";
import { parseDecimal } from "@printshop/core/price-table/number";
import { editState, redoState, startState, undoState, type GridState, type Saved } from "./state";
import { reviewOf, updateVerdicts } from "./review";
import { grossOf, review, runWarnings } from "./validation";
import type { Edit } from "./history";

/** A saved net as the grid shows it: two decimals. */
const savedNet = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, c]) => `${i}.${String(c).padStart(2, "0")}`);
/** What people type or paste: valid in every notation, the saved value in another form, and every kind of invalid. */
const typed = fc.oneof(
  savedNet,
  savedNet.map((s) => s.replace(".", ",")),
  savedNet.map((s) => s.replace(/\.?(?<!0)0+$/, "")),
  fc.constantFrom(
    "",
    " ",
    "0",
    "1 234,56",
    "1.234,56",
    "1234.56",
    "-5",
    "abc",
    "12.345",
    "1234567890",
    "7,5",
    "7.50",
  ),
);

type Action =
  | { kind: "edit"; cells: { row: number; col: number; text: string }[] }
  | { kind: "undo" }
  | { kind: "redo" };

const scenario = fc
  .record({ rows: fc.integer({ min: 1, max: 6 }), cols: fc.integer({ min: 1, max: 5 }) })
  .chain(({ rows, cols }) =>
    fc.record({
      saved: fc.array(
        fc.array(fc.option(savedNet, { nil: null }), { minLength: cols, maxLength: cols }),
        { minLength: rows, maxLength: rows },
      ),
      actions: fc.array(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record({
              kind: fc.constant("edit" as const),
              cells: fc.array(
                fc.record({ row: fc.nat(rows - 1), col: fc.nat(cols - 1), text: typed }),
                { minLength: 1, maxLength: 6 },
              ),
            }),
          },
          { weight: 1, arbitrary: fc.constant({ kind: "undo" as const }) },
          { weight: 1, arbitrary: fc.constant({ kind: "redo" as const }) },
        ),
        { maxLength: 12 },
      ),
    }),
  );

/** An action as the hook performs it: the edits of cells whose text changes (one per cell), as one step. */
function perform(s: GridState, a: Action): GridState {
  if (a.kind === "undo") return undoState(s);
  if (a.kind === "redo") return redoState(s);
  const edits = new Map<string, Edit>();
  for (const { row, col, text } of a.cells) {
    const before = s.values[row]![col]!;
    edits.delete(`${row}:${col}`);
    if (before !== text) edits.set(`${row}:${col}`, { row, col, before, after: text });
  }
  return editState(s, [...edits.values()]);
}

describe("the incremental review", () => {
  it("after any edits, undos and redos gives exactly the verdicts of a full review", () => {
    fc.assert(
      fc.property(scenario, ({ saved, actions }) => {
        let s = startState(saved as Saved);
        expect(reviewOf(s.verdicts)).toEqual(review(s.values, saved));
        for (const a of actions) {
          s = perform(s, a);
          expect(reviewOf(s.verdicts)).toEqual(review(s.values, saved));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("an edit reads only the cells it wrote, and leaves the other rows the same arrays", () => {
    const rows = 1000;
    const saved: Saved = Array.from({ length: rows }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => `${r + c}.50`),
    );
    const s = startState(saved);
    const edits: Edit[] = [
      { row: 3, col: 4, before: s.values[3]![4]!, after: "abc" },
      { row: 700, col: 0, before: s.values[700]![0]!, after: "12,5" },
    ];
    const after = editState(s, edits);
    // Watch which cells the verdicts' update reads, on the values after the edit.
    const read = new Set<string>();
    const watched = new Proxy(after.values, {
      get(target, row, receiver) {
        const line = Reflect.get(target, row, receiver);
        if (typeof row !== "string" || !/^\d+$/.test(row)) return line;
        return new Proxy(line as string[], {
          get(cells, col, r) {
            if (typeof col === "string" && /^\d+$/.test(col)) read.add(`${row}:${col}`);
            return Reflect.get(cells, col, r);
          },
        });
      },
    });
    const verdicts = updateVerdicts(s.verdicts, watched, saved, edits);
    expect([...read].sort()).toEqual(["3:4", "700:0"]);
    expect(reviewOf(verdicts)).toEqual({
      changed: [{ row: 700, col: 0, net: "12.5" }],
      invalid: [{ row: 3, col: 4, error: "not_a_number" }],
    });
    expect(reviewOf(after.verdicts)).toEqual(reviewOf(verdicts));
    expect(after.values.filter((line, r) => line !== s.values[r]).length).toBe(2);
    // Undo puts the verdicts back (none: every cell as saved), again touching two rows only.
    const undone = undoState(after);
    expect(undone.verdicts.cells.size).toBe(0);
    expect(undone.values.filter((line, r) => line !== after.values[r]).length).toBe(2);
  });
});

describe("gross and warnings without a decimal library", () => {
  const net = fc
    .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([i, c]) => `${i}.${String(c).padStart(2, "0")}`);
  it("gross in integer grosze equals decimal.js's half-up rounding, at every whole VAT rate", () => {
    fc.assert(
      fc.property(net, fc.integer({ min: 0, max: 100 }), fc.boolean(), (n, vat, comma) => {
        const text = comma ? n.replace(".", ",") : n;
        const exact = new Decimal(n)
          .times(100 + vat)
          .div(100)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2);
        expect(grossOf(text, vat)).toBe(exact);
      }),
      { numRuns: 2000 },
    );
    expect(grossOf("10", 7.5)).toBe("10.75");
    expect(grossOf("0.01", 23)).toBe("0.01");
    expect(grossOf("0.03", 23)).toBe("0.04");
  });
  it("run warnings equal a comparison of the decimals", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(net, fc.constantFrom("", "x", "-1")), { minLength: 1, maxLength: 10 }),
        (line) => {
          const expected: number[] = [];
          let max: Decimal | null = null;
          line.forEach((text, col) => {
            const p = parseDecimal(text);
            if (!p.ok) return;
            const v = new Decimal(p.value);
            if (max && v.lt(max)) expected.push(col);
            if (!max || v.gt(max)) max = v;
          });
          expect(
            runWarnings(
              line,
              line.map((_, i) => (i + 1) * 100),
            ),
          ).toEqual(expected);
        },
      ),
    );
  });
});
