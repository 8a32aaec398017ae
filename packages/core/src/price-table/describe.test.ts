import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { describer } from "./describe";
import { businessCardAttributes } from "./describe.fixture";

describe("the combination describer", () => {
  it.each([
    ["pl", "1011,1021,1031", "85 × 55 mm / Kreda błysk 350 g / 4+0 (jednostronnie)"],
    ["en", "1011,1021,1031", "85 × 55 mm / Gloss art paper 350 gsm / 4+0 (one side)"],
    ["de", "1012,1022,1032", "90 × 50 mm / Bilderdruck matt 350 g / 4/4 (beidseitig)"],
    ["pl", "1041", "Lakier UV wybiórczy: Tak"],
    ["en", "1042", "Spot UV varnish: No"],
    ["de", "1051", "Abgerundete Ecken: Ja"],
    ["en", "1011,1021,9999", "85 × 55 mm / Gloss art paper 350 gsm / #9999"],
  ] as const)("%s %s → %s", (locale, combination, words) => {
    expect(describer(businessCardAttributes, locale)(combination)).toBe(words);
  });

  it("says the values in the attributes' order, whatever the key's order (ids ascending) is", () => {
    const en = describer(businessCardAttributes, "en");
    fc.assert(
      fc.property(
        fc.constantFrom(1011, 1012),
        fc.constantFrom(1021, 1022),
        fc.constantFrom(1031, 1032),
        (size, paper, print) => {
          const words = en(`${size},${paper},${print}`).split(" / ");
          const title = (id: number) =>
            businessCardAttributes.flatMap((a) => a.values).find((v) => v.id === id)!.title.en;
          expect(words).toEqual([title(size), title(paper), title(print)]);
          expect(en(`${print},${size},${paper}`)).toBe(words.join(" / "));
        },
      ),
    );
  });

  it("falls back to the Polish title where a language's is empty", () => {
    const attrs = [
      {
        ...businessCardAttributes[1]!,
        values: [{ id: 1011, title: { pl: "85 × 55 mm", en: "", de: "" } }],
      },
    ];
    expect(describer(attrs, "de")("1011")).toBe("85 × 55 mm");
  });
});
