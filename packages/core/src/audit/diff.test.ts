import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { diff } from "./index";
import { sameValue } from "./equal";

/** The same value with every object's keys in reverse order (as DynamoDB may give a map back). */
const reordered = (x: unknown): unknown =>
  Array.isArray(x)
    ? x.map(reordered)
    : x && typeof x === "object"
      ? Object.fromEntries(
          Object.keys(x)
            .reverse()
            .map((k) => [k, reordered((x as Record<string, unknown>)[k])]),
        )
      : x;

describe("Audit.diff", () => {
  it("an object whose keys merely changed order is not a change; a changed value inside it is", () => {
    const current = {
      title: { pl: "Kalkulator", en: "Calculator", de: "Rechner" },
      options: [{ id: 1, values: [{ id: 11, value: 2 }] }],
      equation: "a * b",
    };
    const same = {
      equation: "a * b",
      options: [{ values: [{ value: 2, id: 11 }], id: 1 }],
      title: { de: "Rechner", en: "Calculator", pl: "Kalkulator" },
    };
    expect(JSON.stringify(same.title)).not.toBe(JSON.stringify(current.title));
    expect(diff(current, same)).toEqual({ before: {}, after: {} });

    const changed = { ...same, options: [{ values: [{ value: 3, id: 11 }], id: 1 }] };
    expect(diff(current, changed)).toEqual({
      before: { options: current.options },
      after: { options: changed.options },
    });
  });

  it("array order still counts; a missing field is null; undefined in next is no change", () => {
    expect(diff({ ids: [1, 2] }, { ids: [2, 1] })).toEqual({
      before: { ids: [1, 2] },
      after: { ids: [2, 1] },
    });
    expect(diff({}, { note: null })).toEqual({ before: {}, after: {} });
    expect(diff({ note: "x" }, { note: undefined })).toEqual({ before: {}, after: {} });
    expect(diff({}, { note: "x" })).toEqual({ before: { note: null }, after: { note: "x" } });
    // an object key holding undefined is absent, as it is once stored
    expect(diff({ m: { a: 1 } }, { m: { a: 1, b: undefined } })).toEqual({ before: {}, after: {} });
    expect(diff({ m: { a: 1 } }, { m: { a: 1, b: null } }).after).toEqual({ m: { a: 1, b: null } });
  });

  it("any JSON value equals itself with its keys in another order, and differs from a changed copy (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(sameValue(v, reordered(v))).toBe(true);
        expect(diff({ f: v }, { f: reordered(v) })).toEqual({ before: {}, after: {} });
        expect(sameValue(v, { wrapped: v })).toBe(false);
        expect(sameValue([v], [v, v])).toBe(false);
      }),
    );
  });

  it("agrees with JSON equality of key-sorted values (property)", () => {
    const sorted = (x: unknown): unknown =>
      Array.isArray(x)
        ? x.map(sorted)
        : x && typeof x === "object"
          ? Object.fromEntries(
              Object.keys(x)
                .sort()
                .map((k) => [k, sorted((x as Record<string, unknown>)[k])]),
            )
          : x;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), (a, b) => {
        expect(sameValue(a, b)).toBe(JSON.stringify(sorted(a)) === JSON.stringify(sorted(b)));
      }),
    );
  });
});
