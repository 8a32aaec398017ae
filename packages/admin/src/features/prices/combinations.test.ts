import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { combinationKey } from "@printshop/core/pricing/table";
import { filterRows, matrixRows, rowLabel, type AttributeLike } from "./combinations";

const t = (pl: string) => ({ pl, en: `${pl}-en`, de: `${pl}-de` });
const attrs: AttributeLike[] = [
  {
    id: 1,
    active: true,
    addToPrice: false,
    priceChange: true,
    values: [
      { id: 12, title: t("mat") },
      { id: 11, title: t("błysk") },
    ],
  },
  {
    id: 2,
    active: true,
    addToPrice: false,
    priceChange: true,
    values: [
      { id: 5, title: t("85x55") },
      { id: 30, title: t("90x50") },
    ],
  },
  {
    id: 3,
    title: t("Lakier"),
    active: true,
    addToPrice: true,
    priceChange: true,
    values: [{ id: 40, title: t("Tak") }],
  },
  {
    id: 4,
    active: true,
    addToPrice: false,
    priceChange: false,
    values: [{ id: 50, title: t("info") }],
  },
  {
    id: 5,
    active: false,
    addToPrice: false,
    priceChange: true,
    values: [{ id: 60, title: t("off") }],
  },
];

describe("the price matrix's rows", () => {
  it("are every combination of the active price-forming attributes (keys ascending), then each surcharge value", () => {
    const rows = matrixRows(attrs);
    expect(rows.map((r) => r.key)).toEqual(["5,12", "12,30", "5,11", "11,30", "40"]);
    expect(rows.at(-1)!.kind).toBe("surcharge");
  });
  it("filter by any attribute value and are labelled in the language", () => {
    const rows = filterRows(matrixRows(attrs), [30]);
    expect(rows.map((r) => r.key)).toEqual(["12,30", "11,30"]);
    expect(rowLabel(rows[0]!, attrs, "en")).toBe("mat-en / 90x50-en");
  });
  it("label a surcharge row with its attribute's title, not its value's alone (issue 27: rows read only Yes / No)", () => {
    const surcharge = matrixRows(attrs).at(-1)!;
    expect(rowLabel(surcharge, attrs, "pl")).toBe("Lakier: Tak");
    expect(rowLabel(surcharge, attrs, "de")).toBe("Lakier-de: Tak-de");
  });
  it("are, for any attributes, the combinations in attribute and value order (the last attribute turning fastest), capped at the limit", () => {
    const values = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(values, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 300 }),
        (idsPerAttribute, limit) => {
          const list: AttributeLike[] = idsPerAttribute.map((ids, i) => ({
            id: i + 1,
            active: true,
            addToPrice: false,
            priceChange: true,
            values: ids.map((id) => ({ id, title: t(String(id)) })),
          }));
          // The plain definition: every choice of one value per attribute, in order.
          let expected: number[][] = [[]];
          for (const ids of idsPerAttribute)
            expected = expected.flatMap((picked) => ids.map((id) => [...picked, id]));
          const rows = matrixRows(list, limit);
          expect(rows.map((r) => r.valueIds)).toEqual(expected.slice(0, limit));
          expect(rows.map((r) => r.key)).toEqual(expected.slice(0, limit).map(combinationKey));
        },
      ),
    );
  });
});
