import { describe, expect, it } from "vitest";
import { suggest, EQUATION_FUNCTIONS } from "@printshop/core/workbench/index";
import en from "./locales/en.json";
import pl from "./locales/pl.json";
import de from "./locales/de.json";
import { describeSelection, named, nameOf } from "./suggestionTitles";

const titles = new Map([
  ["sides", "Print sides"],
  ["pap", "Paper"],
]);

describe("the equation's suggestions by name", () => {
  it("an option's shortcode by its title, a function by the catalogue; the code kept beside", () => {
    const items = suggest("si", 2, ["sides", "pap"]).items;
    expect(items.map((s) => nameOf(s, titles, (f) => `fn:${f}`))).toEqual([
      { title: "Print sides", code: "sides" },
    ]);
    const all = suggest("", 0, ["sides", "pap"]).items;
    expect(all.map((s) => nameOf(s, titles, (f) => `fn:${f}`))).toEqual([
      { title: "Print sides", code: "sides" },
      { title: "Paper", code: "pap" },
      ...EQUATION_FUNCTIONS.map((f) => ({ title: `fn:${f}`, code: `${f}()` })),
    ]);
  });

  it("a shortcode without an option keeps its code; 'did you mean' names both", () => {
    expect(nameOf({ label: "old", kind: "shortcode" }, titles, String)).toEqual({
      title: "old",
      code: "old",
    });
    expect(named({ title: "old", code: "old" })).toBe("old");
    expect(named({ title: "Print sides", code: "sides" })).toBe("Print sides (sides)");
  });

  it("every function the parser knows has a title in pl, en and de, none the bare code", () => {
    for (const catalogue of [pl, en, de]) {
      const fns = (catalogue.equation as { function?: Record<string, string> }).function ?? {};
      for (const f of EQUATION_FUNCTIONS) {
        expect(fns[f], f).toBeTruthy();
        expect(fns[f]).not.toBe(f);
      }
    }
  });
});

describe("a failing selection in words", () => {
  it("names each option by title and code and a chosen value by its title, a number as it is", () => {
    const options = [
      {
        id: 1,
        shortcode: "fmt",
        title: { pl: "Format", en: "Size" },
        type: "select" as const,
        values: [{ id: 1011, title: { pl: "A4", en: "A4 sheet" } }],
      },
      { id: 2, shortcode: "pages", title: { pl: "Strony" }, type: "input" as const },
      { id: 3, shortcode: "fin", title: {}, type: "select" as const, values: [] },
    ];
    const pickEn = (t: Partial<Record<string, string>> | null | undefined) => t?.en || t?.pl || "";
    expect(describeSelection({ 2: 12, 1: 1011, 3: 7 }, options, pickEn)).toBe(
      "Size (fmt): A4 sheet; Strony (pages): 12; fin: 7",
    );
  });
});
