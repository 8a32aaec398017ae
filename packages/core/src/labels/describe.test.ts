import { describe, expect, it } from "vitest";
import { describeLabel, LABEL_TITLES, WINDING_TEXTS } from "./describe";
import { pick, type Locale } from "../i18n/locale";

const T = (s: string) => ({ pl: `${s} pl`, en: `${s} en`, de: `${s} de` });
const settings = {
  materials: [{ id: 8, title: T("VOID") }],
  print: [{ id: 1, title: T("CMYK") }],
  enrichment: [{ id: 1, title: T("none") }],
  application: [
    { id: 0, title: T("manual") },
    { id: 1, title: T("machine") },
  ],
} as unknown as Parameters<typeof describeLabel>[1];
const machine = {
  width: 50,
  height: 30,
  quantity: 1000,
  material: 8,
  print: 1,
  enrichment: 1,
  application: 1,
  diameter: 40,
  gap: 6,
  winding: 4,
  notes: "Herma 500, right to left",
};
const shown = (locale: Locale, input = machine) =>
  describeLabel(input, settings).map(
    (p) =>
      `${pick(p.title, locale)}: ${typeof p.value === "string" ? p.value : pick(p.value, locale)}`,
  );

describe("describeLabel: every parameter of a roll label, in each language (issue 28 fault 2)", () => {
  it.each([
    [
      "pl",
      [
        "Wymiary: 50 × 30 mm",
        "Kształt: Prostokąt z zaokrąglonymi rogami",
        "Materiał: VOID pl",
        "Nadruk: CMYK pl",
        "Uszlachetnienie: none pl",
        "Sposób aplikacji: machine pl",
        "Sposób nawinięcia: 4 – na zewnątrz, lewą krawędzią do przodu",
        "Średnica gilzy: 40 mm",
        "Odstęp między etykietami: 6 mm",
        "Uwagi do naklejania automatem: Herma 500, right to left",
      ],
    ],
    [
      "en",
      [
        "Size: 50 × 30 mm",
        "Shape: Rectangle with rounded corners",
        "Material: VOID en",
        "Print: CMYK en",
        "Finishing: none en",
        "Application method: machine en",
        "Winding: 4 – outside, left edge first",
        "Core diameter: 40 mm",
        "Gap between labels: 6 mm",
        "Notes for machine application: Herma 500, right to left",
      ],
    ],
    [
      "de",
      [
        "Größe: 50 × 30 mm",
        "Form: Rechteck mit abgerundeten Ecken",
        "Material: VOID de",
        "Druck: CMYK de",
        "Veredelung: none de",
        "Etikettierung: machine de",
        "Wickelrichtung: 4 – außen, linke Kante voran",
        "Kerndurchmesser: 40 mm",
        "Abstand zwischen Etiketten: 6 mm",
        "Hinweise zum maschinellen Etikettieren: Herma 500, right to left",
      ],
    ],
  ] as const)("%s: a machine-applied label, winding, core and gap included", (locale, expected) => {
    expect(shown(locale)).toEqual(expected);
  });

  it("hand application says the winding does not matter and keeps no machine notes; extras are listed", () => {
    const manual = {
      ...machine,
      application: 0,
      winding: 0,
      diameter: 76,
      gap: 4,
      prototype: true,
      freeSamples: true,
    };
    expect(shown("en", manual)).toEqual([
      "Size: 50 × 30 mm",
      "Shape: Rectangle with rounded corners",
      "Material: VOID en",
      "Print: CMYK en",
      "Finishing: none en",
      "Application method: manual en",
      "Winding: 0 – no winding preference (hand application)",
      "Core diameter: 76 mm",
      "Gap between labels: 4 mm",
      "Extras: prototype, free substrate samples",
    ]);
  });

  it("every title and winding text exists in pl, en and de, the Polish one not the English", () => {
    for (const text of [...Object.values(LABEL_TITLES), ...Object.values(WINDING_TEXTS)]) {
      for (const l of ["pl", "en", "de"] as const)
        expect(text[l].length, text.en).toBeGreaterThan(3);
      expect(text.pl, text.en).not.toBe(text.en);
    }
    expect(Object.keys(WINDING_TEXTS).map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
