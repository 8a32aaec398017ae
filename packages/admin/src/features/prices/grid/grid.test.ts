import { describe, expect, it } from "vitest";
import { at, click, move, moveOfKey, rangeOf } from "./selection";
import {
  blockOf,
  clearEdits,
  fillDownEdits,
  parseClipboard,
  pasteEdits,
  serialiseClipboard,
} from "./clipboard";
import { apply, emptyHistory, redo, undo } from "./history";
import { cellState, grossOf, netOfGross, review, runWarnings } from "./validation";

const bounds = { rows: 3, cols: 4 };
const grid = () => [
  ["10", "20", "30", "40"],
  ["11", "21", "31", "41"],
  ["12", "22", "32", "42"],
];

describe("selection", () => {
  it("moves with arrows and stops at the edges", () => {
    let s = at(0, 0);
    s = move(s, "up", bounds);
    expect(s.focus).toEqual({ row: 0, col: 0 });
    s = move(move(s, "down", bounds), "right", bounds);
    expect(s.focus).toEqual({ row: 1, col: 1 });
    s = move(move(move(s, "down", bounds), "down", bounds), "down", bounds);
    expect(s.focus).toEqual({ row: 2, col: 1 });
  });
  it("Tab wraps to the next row, Shift+Tab back, Enter goes down", () => {
    expect(move(at(0, 3), "tab", bounds).focus).toEqual({ row: 1, col: 0 });
    expect(move(at(1, 0), "shiftTab", bounds).focus).toEqual({ row: 0, col: 3 });
    expect(move(at(2, 3), "tab", bounds).focus).toEqual({ row: 2, col: 3 });
    expect(move(at(0, 2), "enter", bounds).focus).toEqual({ row: 1, col: 2 });
    expect(moveOfKey("Tab", true)).toBe("shiftTab");
    expect(moveOfKey("a", false)).toBeNull();
  });
  it("Shift+arrows extend a range from the anchor; a plain move collapses it", () => {
    let s = move(move(at(1, 1), "right", bounds, true), "up", bounds, true);
    expect(rangeOf(s)).toEqual({ top: 0, bottom: 1, left: 1, right: 2 });
    s = move(s, "left", bounds);
    expect(rangeOf(s)).toEqual({ top: 0, bottom: 0, left: 1, right: 1 });
    expect(rangeOf(click(at(2, 3), { row: 0, col: 0 }, true))).toEqual({
      top: 0,
      bottom: 2,
      left: 0,
      right: 3,
    });
  });
});

describe("clipboard", () => {
  it("parses a spreadsheet block with decimal commas, CRLF and a trailing newline", () => {
    expect(parseClipboard("1 234,56\t1.234,56\t1234.56\r\n5\t6\t7\r\n")).toEqual([
      ["1 234,56", "1.234,56", "1234.56"],
      ["5", "6", "7"],
    ]);
  });
  it("reads quoted cells and round-trips what it writes", () => {
    const block = [
      ["a\tb", 'say "x"'],
      ["", "3,5"],
    ];
    expect(parseClipboard(serialiseClipboard(block))).toEqual(block);
    expect(serialiseClipboard([["1", "2"]])).toBe("1\t2\n");
  });
  it("pastes a block at the top-left of the selection, cut at the grid's edge", () => {
    const edits = pasteEdits(
      grid(),
      [
        ["1", "2"],
        ["3", "4"],
      ],
      rangeOf(at(2, 3)),
      bounds,
    );
    expect(edits).toEqual([{ row: 2, col: 3, before: "42", after: "1" }]);
  });
  it("a single value fills the whole selection", () => {
    const edits = pasteEdits(grid(), [["9"]], { top: 0, left: 0, bottom: 1, right: 0 }, bounds);
    expect(edits.map((e) => [e.row, e.col, e.after])).toEqual([
      [0, 0, "9"],
      [1, 0, "9"],
    ]);
  });
  it("copies a range, fills down and clears", () => {
    expect(blockOf(grid(), { top: 1, left: 2, bottom: 2, right: 3 })).toEqual([
      ["31", "41"],
      ["32", "42"],
    ]);
    expect(
      fillDownEdits(grid(), { top: 0, left: 1, bottom: 2, right: 1 }).map((e) => e.after),
    ).toEqual(["20", "20"]);
    expect(
      clearEdits(grid(), { top: 0, left: 0, bottom: 0, right: 1 }).map((e) => e.before),
    ).toEqual(["10", "20"]);
  });
});

describe("history", () => {
  it("undoes and redoes whole steps; a new step drops the redo", () => {
    let state = { values: grid(), history: emptyHistory() };
    state = apply(
      state.values,
      state.history,
      pasteEdits(state.values, [["1", "2"]], rangeOf(at(0, 0)), bounds),
    );
    state = apply(state.values, state.history, [{ row: 2, col: 2, before: "32", after: "x" }]);
    expect(state.values[0]!.slice(0, 2)).toEqual(["1", "2"]);
    state = undo(state.values, state.history);
    expect(state.values[2]![2]).toBe("32");
    state = undo(state.values, state.history);
    expect(state.values).toEqual(grid());
    state = redo(state.values, state.history);
    expect(state.values[0]!.slice(0, 2)).toEqual(["1", "2"]);
    state = apply(state.values, state.history, [{ row: 1, col: 1, before: "21", after: "5" }]);
    expect(state.history.future).toEqual([]);
    expect(redo(state.values, state.history).values).toEqual(state.values);
  });
});

describe("validation", () => {
  it("marks changed, same and invalid cells with the reason", () => {
    expect(cellState("1 234,50", "1234.5")).toEqual({ kind: "same" });
    expect(cellState("1.234,56", "1234.5")).toEqual({ kind: "changed", net: "1234.56" });
    expect(cellState("", null)).toEqual({ kind: "same" });
    expect(cellState("", "10")).toEqual({ kind: "invalid", error: "empty" });
    expect(cellState("-5", null)).toEqual({ kind: "invalid", error: "negative" });
    expect(cellState("abc", null)).toEqual({ kind: "invalid", error: "not_a_number" });
  });
  it("reviews a grid", () => {
    const r = review(
      [
        ["10", "x"],
        ["", "7,5"],
      ],
      [
        ["10", null],
        [null, "7"],
      ],
    );
    expect(r.changed).toEqual([{ row: 1, col: 1, net: "7.5" }]);
    expect(r.invalid).toEqual([{ row: 0, col: 1, error: "not_a_number" }]);
  });
  it("warns where a larger run costs less than a smaller one", () => {
    expect(runWarnings(["10", "20", "15", "", "25"], [100, 200, 300, 400, 500])).toEqual([2]);
    expect(runWarnings(["10", "20", "30"], [1, 2, 3])).toEqual([]);
  });
  it("links net and gross through VAT exactly", () => {
    expect(grossOf("39", 23)).toBe("47.97");
    expect(grossOf("0,10", 23)).toBe("0.12");
    expect(netOfGross("47,97", 23)).toEqual({ ok: true, value: "39.00" });
    expect(grossOf("x", 23)).toBeNull();
  });
});
