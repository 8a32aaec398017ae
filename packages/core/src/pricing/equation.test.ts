import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluateExpression, evaluateEquation, parseEquation } from "./equation";
import { Dec } from "./money";

const value = (src: string, vars: Record<string, number> = {}) => {
  const r = evaluateExpression(src, vars);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value.toString();
};
const errorCodes = (src: string, vars: Record<string, number> = {}) => {
  const r = evaluateExpression(src, vars);
  return r.ok ? [] : r.errors.map((e) => e.code);
};

describe("equation parser: precedence and operators", () => {
  it.each([
    ["1 + 2 * 3", "7"],
    ["(1 + 2) * 3", "9"],
    ["10 - 4 - 3", "3"],
    ["24 / 4 / 2", "3"],
    ["2 ^ 3 ^ 2", "512"],
    ["2 * 3 ^ 2", "18"],
    ["-2 ^ 2", "-4"],
    ["(-2) ^ 2", "4"],
    ["2 ^ -1", "0.5"],
    ["--3", "3"],
    ["3 - -3", "6"],
    ["-(1 + 2) * 2", "-6"],
    ["+4", "4"],
    [".5 + 1.", "1.5"],
    ["0.1 + 0.2", "0.3"],
  ])("%s = %s", (src, expected) => expect(value(src)).toBe(expected));

  it("evaluates in exact decimals", () => {
    expect(value("0.09 * 68 * 0.9")).toBe("5.508");
    expect(value("0.1 * 3 - 0.3")).toBe("0");
    expect(value("1 / 8")).toBe("0.125");
  });
});

describe("equation parser: functions", () => {
  it.each([
    ["min(3, 1, 2)", "1"],
    ["max(3, 1, 2)", "3"],
    ["ceil(1.2)", "2"],
    ["floor(-1.2)", "-2"],
    ["round(2.5)", "3"],
    ["round(-2.5)", "-3"],
    ["round(1.005, 2)", "1.01"],
    ["abs(-4.5)", "4.5"],
    ["max(pages, 10) * 2", "32"],
  ])("%s = %s", (src, expected) => expect(value(src, { pages: 16 })).toBe(expected));

  it("rejects wrong argument counts", () => {
    expect(errorCodes("abs(1, 2)")).toEqual(["parse"]);
    expect(errorCodes("min()")).toEqual(["parse"]);
  });
});

describe("equation parser: shortcodes", () => {
  it("reads shortcode values", () =>
    expect(
      value("(0.09 * pages * paper + cover) * format + 1.2", {
        pages: 68,
        paper: 0.9,
        cover: 0,
        format: 0.8,
      }),
    ).toBe("5.6064"));
  it("reports every unknown shortcode with its position, once", () => {
    const r = parseEquation("a + foo * bar + foo", ["a"]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors.map((e) => [e.code, e.name, e.position])).toEqual([
        ["unknown_shortcode", "foo", 4],
        ["unknown_shortcode", "bar", 10],
      ]);
  });
  it.each([
    "constructor",
    "__proto__",
    "process",
    "toString",
    "hasOwnProperty",
    "globalThis",
    "eval",
    "require",
    "valueOf",
  ])("treats %s as just an unknown shortcode", (name) => {
    const r = parseEquation(`${name} + 1`, ["pages"]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual([
        { code: "unknown_shortcode", message: `unknown shortcode '${name}'`, position: 0, name },
      ]);
    // and when an option really is called so, it is an ordinary variable
    expect(value(`${name} * 2`, { [name]: 21 })).toBe("42");
  });
  it("does not execute code-like input", () => {
    expect(errorCodes("process.exit(1)")).toEqual(["parse"]);
    expect(errorCodes("constructor('return 1')()")).toEqual(["parse"]);
    expect(errorCodes("a[0]")).toEqual(["parse"]);
  });
});

describe("equation parser: errors", () => {
  it.each([
    "",
    "   ",
    "1 +",
    "(1 + 2",
    "1 + 2)",
    "1 2",
    "* 3",
    "2 ** 3",
    "1 % 2",
    "min(1,",
    "max 3",
    "1,2",
    "1e5",
  ])("%j does not parse", (src) => {
    const r = parseEquation(src, ["e5"]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.code).toBe("parse");
  });
  it("says where it stopped", () => {
    const r = parseEquation("pages * * 2", ["pages"]);
    expect(r.ok ? null : r.errors[0]).toMatchObject({ code: "parse", position: 8 });
  });
  it("reports division by zero at evaluation", () => {
    expect(errorCodes("1 / (pages - 16)", { pages: 16 })).toEqual(["division_by_zero"]);
    expect(errorCodes("0 ^ -1")).toEqual(["division_by_zero"]);
    expect(errorCodes("1 / (pages - 16)", { pages: 17 })).toEqual([]);
  });
  it("reports a non-finite result", () => expect(errorCodes("(-8) ^ 0.5")).toEqual(["not_finite"]));
  it("refuses absurdly long or deep equations without overflowing the stack", () => {
    expect(errorCodes("1+".repeat(1500) + "1")).toEqual(["too_long"]);
    expect(errorCodes("(".repeat(200) + "1" + ")".repeat(200))).toEqual(["parse"]);
  });
  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (src) => {
        const r = parseEquation(src, ["a", "b"]);
        if (r.ok)
          evaluateEquation(
            r.equation,
            new Map([
              ["a", new Dec(2)],
              ["b", new Dec(0)],
            ]),
          );
      }),
      { numRuns: 2000 },
    );
  });
  it("agrees with ordinary arithmetic on small integer expressions", () => {
    const expr: fc.Arbitrary<[string, number]> = fc.letrec<{ e: [string, number] }>((tie) => ({
      e: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.integer({ min: 0, max: 9 }).map((n): [string, number] => [String(n), n]),
        fc
          .tuple(tie("e"), fc.constantFrom("+", "-", "*"), tie("e"))
          .map(([[a, x], op, [b, y]]): [string, number] => [
            `(${a} ${op} ${b})`,
            op === "+" ? x + y : op === "-" ? x - y : x * y,
          ]),
      ),
    })).e;
    fc.assert(
      fc.property(expr, ([src, expected]) => {
        expect(Number(value(src))).toBe(expected + 0); // + 0 turns -0 into 0
      }),
    );
  });
});
