import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { getAt, setAt, toNumber } from "./paths";

describe("the label form's path helpers", () => {
  it("setAt writes one leaf without touching the original, getAt reads it back (property)", () => {
    const base = { a: { b: [{ c: 1 }, { c: 2 }] }, d: 3 };
    fc.assert(
      fc.property(fc.constantFrom("a.b.0.c", "a.b.1.c", "d"), fc.integer(), (path, v) => {
        const next = setAt(base, path, v);
        expect(getAt(next, path)).toBe(v);
        expect(base).toEqual({ a: { b: [{ c: 1 }, { c: 2 }] }, d: 3 });
        expect(Array.isArray(getAt(next, "a.b"))).toBe(true);
      }),
    );
  });
  it.each([
    ["2,6", 2.6],
    [" 12 ", 12],
    ["", ""],
    ["1e3", "1e3"],
    ["abc", "abc"],
  ])(
    "typed %j → %j (text that is not a plain number stays text for the schema to report)",
    (typed, expected) => expect(toNumber(typed)).toBe(expected),
  );
});
