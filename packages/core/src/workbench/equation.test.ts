import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applySuggestion, closest, diagnoseEquation, suggest, wordAt } from "./equation";
import { parseEquation } from "../pricing/equation";

const codes = ["format", "pages", "paper", "cover", "binding", "lam", "pack"];

describe("diagnoseEquation: the pricing module's errors with their position", () => {
  it.each([
    ["(0.09 * pages * paper + cover", "parse", 29],
    ["pages * * paper", "parse", 8],
    ["pages $ 2", "parse", 6],
    ["max(pages)", null, null],
    ["round(1, 2, 3)", "parse", 5],
    ["pagse * 2", "unknown_shortcode", 0],
    ["2 * (cover + lamm)", "unknown_shortcode", 13],
  ])("%s → %s at %s", (src, code, position) => {
    const d = diagnoseEquation(src, codes);
    if (code === null) return expect(d).toMatchObject({ ok: true, errors: [] });
    expect(d.ok).toBe(false);
    expect(d.errors[0]).toMatchObject({ code, position });
    // exactly what the pricing module itself answers (same codes, same positions)
    const own = parseEquation(src, codes);
    expect(own.ok ? [] : own.errors.map((e) => [e.code, e.position])).toEqual(
      d.errors.map((e) => [e.code, e.position]),
    );
  });

  it("suggests the shortcode a typo probably meant", () => {
    expect(diagnoseEquation("pagse * 2", codes).errors[0]!.suggestions).toContain("pages");
    expect(diagnoseEquation("lamm + 1", codes).errors[0]!.suggestions[0]).toBe("lam");
    expect(diagnoseEquation("zzzzzz + 1", codes).errors[0]!.suggestions).toEqual([]);
  });

  it("reports every unknown shortcode once, in order", () => {
    const d = diagnoseEquation("a + b + a", codes);
    expect(d.errors.map((e) => e.name)).toEqual(["a", "b"]);
  });

  it("lists the shortcodes used when it parses", () => {
    expect(
      diagnoseEquation("(0.09 * pages * paper + cover + lam) * format * binding + 1.2", codes).uses,
    ).toEqual(["pages", "paper", "cover", "lam", "format", "binding"]);
  });
});

describe("suggestions while typing", () => {
  it("finds the word under the cursor, never a number", () => {
    expect(wordAt("pages * pa", 10)).toEqual({ start: 8, end: 10, prefix: "pa" });
    expect(wordAt("12 + 3", 2)).toMatchObject({ prefix: "" });
    expect(wordAt("cover+x", 3)).toEqual({ start: 0, end: 5, prefix: "cov" });
  });

  it("offers shortcodes starting with the prefix first, then functions", () => {
    expect(suggest("2 * pa", 6, codes).items.map((s) => s.label)).toEqual([
      "pages",
      "paper",
      "pack",
    ]);
    expect(suggest("ma", 2, codes).items.map((s) => s.label)).toEqual(["max()", "format"]);
    expect(suggest("", 0, codes).items).toHaveLength(10);
  });

  it("applying a suggestion replaces the whole word and moves the cursor after it", () => {
    const s = suggest("2 * pa + 1", 6, codes).items[0]!;
    expect(applySuggestion("2 * pa + 1", 6, s)).toEqual({ source: "2 * pages + 1", cursor: 9 });
    const f = suggest("ce", 2, codes).items[0]!;
    expect(applySuggestion("ce", 2, f)).toEqual({ source: "ceil(", cursor: 5 });
  });

  it("a suggestion applied to a known prefix always yields a parseable shortcode (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.integer({ min: 1, max: 3 }), (code, n) => {
        const prefix = code.slice(0, n);
        const src = `2 * ${prefix}`;
        const pick = suggest(src, src.length, codes).items.find((s) => s.label === code);
        if (!pick) return false;
        return parseEquation(applySuggestion(src, src.length, pick).source, codes).ok;
      }),
    );
  });

  it("closest() answers only near names", () => {
    expect(closest("binidng", codes)).toEqual(["binding"]);
    expect(closest("x", codes)).toEqual([]);
  });
});
