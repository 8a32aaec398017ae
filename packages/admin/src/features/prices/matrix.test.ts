import { describe, expect, it } from "vitest";
import { editState, redoState, startState, undoState } from "./grid/state";
import fc from "fast-check";
import { parseChunk, serializeChunk, type Rows } from "@printshop/core/price-table/chunking";
import { toFixed2 } from "@printshop/core/price-table/number";
import { saveRequest, savedByCombination, savedGrid } from "./matrix";

const rows = [
  { key: "1,3", kind: "combination" as const, valueIds: [1, 3] },
  { key: "2,3", kind: "combination" as const, valueIds: [2, 3] },
];

describe("the matrix's data", () => {
  it("lays the matrix's lines out as rows × runs, two decimals, null where no price", () => {
    const lines = "2,3\t250:80.5,999:1\n1,3\t100:39";
    const byCombination = savedByCombination(lines, [100, 250]);
    expect(savedGrid(byCombination, rows, [100, 250])).toEqual([
      ["39.00", null],
      [null, "80.50"],
    ]);
    expect(savedGrid(savedByCombination("", [100]), rows, [100])).toEqual([[null], [null]]);
    // The saved lines are shared with the grid, not copied (10,000 copies per open): an edit, its
    // undo and redo copy the row they write, so the saved table never changes under the grid.
    const saved = savedGrid(byCombination, rows, [100, 250]);
    const edited = redoState(
      undoState(editState(startState(saved), [{ row: 0, col: 0, before: "39.00", after: "41" }])),
    );
    expect(edited.values[0]).toEqual(["41", ""]);
    expect(byCombination.get("1,3")).toEqual(["39.00", null]);
    expect(saved[0]).toEqual(["39.00", null]);
    const full = savedGrid(savedByCombination("1,3\t100:39,250:40", [100, 250]), rows, [100, 250]);
    expect(startState(full).values[0]).toBe(full[0]); // a full line is the grid's own line
  });
  it("reads any chunk text as the store's own parser does", () => {
    const net = fc
      .tuple(fc.nat(999_999_999), fc.constantFrom("", "5", "25", "05"))
      .map(([i, f]) => (f ? `${i}.${f}` : String(i)));
    const runsOf = fc
      .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 })
      .map((r) => [...r].sort((a, b) => a - b));
    fc.assert(
      fc.property(
        runsOf,
        fc.array(
          fc.tuple(
            fc.uniqueArray(fc.nat(50), { minLength: 1, maxLength: 3 }),
            fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), net), { maxLength: 8 }),
          ),
        ),
        (runs, spec) => {
          const rows: Rows = new Map(
            spec.map(([ids, cells]) => [[...ids].sort((a, b) => a - b).join(","), new Map(cells)]),
          );
          const text = serializeChunk(rows);
          const expected = new Map(
            [...parseChunk(text)].map(([k, cells]) => [
              k,
              runs.map((copy) => (cells.has(copy) ? toFixed2(cells.get(copy)!) : null)),
            ]),
          );
          expect(savedByCombination(text, runs)).toEqual(expected);
        },
      ),
    );
  });
  it("saves one combination with save, several with saveCells (both one change set of kind save)", () => {
    expect(saveRequest([], rows, [100])).toEqual({ kind: "none" });
    expect(saveRequest([{ row: 1, col: 0, net: "12.5" }], rows, [100])).toEqual({
      kind: "save",
      combination: "2,3",
      cells: [{ copy: 100, net: "12.5" }],
    });
    expect(
      saveRequest(
        [
          { row: 0, col: 0, net: "1234.56" },
          { row: 1, col: 1, net: "7" },
        ],
        rows,
        [100, 250],
      ),
    ).toEqual({
      kind: "saveCells",
      cells: [
        { combination: "1,3", copy: 100, net: "1234.56" },
        { combination: "2,3", copy: 250, net: "7" },
      ],
    });
  });
});
