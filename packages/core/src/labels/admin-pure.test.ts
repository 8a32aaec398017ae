import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { labelSettings } from "../pricing/test-data";
import { quoteLabel, type LabelSettings } from "../pricing/labels";
import { LABEL_FIELDS, LabelSettingsSchema } from "./settings-schema";
import { defaultReferences, failures, percentChange, previewLabels } from "./preview";
import { changes } from "./changes";

const now = new Date(Date.UTC(2026, 0, 5, 8));
const copy = (): LabelSettings => structuredClone(labelSettings);
const issueCodes = (s: unknown) => {
  const r = LabelSettingsSchema.safeParse(s);
  return r.success
    ? []
    : r.error.issues.map(
        (i) =>
          `${i.path.join(".")}:${(i as { params?: { code?: string } }).params?.code ?? i.code}`,
      );
};

describe("label settings draft validation", () => {
  it("the demo catalogue's parameters are valid", () =>
    expect(issueCodes(labelSettings)).toEqual([]));

  it.each([
    [(s: LabelSettings) => void (s.materials[1]!.factor = -1), "materials.1.factor:too_small"],
    [(s: LabelSettings) => void (s.webWidth = 10.5), "webWidth:invalid_type"],
    [
      (s: LabelSettings) => void (s.width = { min: 100, max: 50 }),
      "width.min:labels.range_inverted",
    ],
    [(s: LabelSettings) => void (s.defaultGap = 3), "defaultGap:labels.default_not_in_list"],
    [
      (s: LabelSettings) => void (s.diameters = [50, 40]),
      "defaultDiameter:labels.default_not_in_list",
    ],
    [(s: LabelSettings) => void (s.application[1]!.id = 7), "application:labels.application_ids"],
    [(s: LabelSettings) => void (s.tiers[3]!.from = 5), "tiers.3.from:labels.tiers_order"],
    [(s: LabelSettings) => void (s.tiers[0]!.from = 1), "tiers.0.from:labels.tiers_start"],
    [(s: LabelSettings) => void (s.materials[2]!.id = 1), "materials.2.id:labels.duplicate"],
    [(s: LabelSettings) => void (s.leadTimes.de.express = 0), "leadTimes.de.express:too_small"],
    [(s: LabelSettings) => void (s.width.max = 400), "width.max:labels.wider_than_web"],
  ])("rule %#: %s", (change, expected) => {
    const s = copy();
    change(s);
    expect(issueCodes(s)).toContain(expected);
  });

  it("every field limit has a unit and min ≤ max", () => {
    for (const l of Object.values(LABEL_FIELDS)) expect(l.min).toBeLessThanOrEqual(l.max);
  });
});

describe("preview: today's parameters beside the draft", () => {
  const refs = defaultReferences(labelSettings);

  it("the default references cover every material and all price under today's parameters", () => {
    expect(refs.filter((r) => r.id.startsWith("material-"))).toHaveLength(
      labelSettings.materials.length,
    );
    const rows = previewLabels(labelSettings, labelSettings, refs, now);
    expect(failures(rows)).toEqual([]);
    for (const r of rows)
      expect(r.changePercent).toEqual({ eco: "0.00", standard: "0.00", express: "0.00" });
  });

  it("a material price change moves exactly the rows of that material, by the pricing module's amounts", () => {
    const draft = copy();
    draft.materials.find((m) => m.id === 2)!.factor = 3.0;
    const rows = previewLabels(labelSettings, draft, refs, now);
    for (const r of rows) {
      const moved = r.changePercent.eco !== "0.00";
      expect(moved).toBe(r.id === "material-2");
    }
    const row = rows.find((r) => r.id === "material-2")!;
    const ref = refs.find((r) => r.id === "material-2")!;
    const expected = quoteLabel(draft, { ...ref.input, locale: "pl" }, { now, locale: "pl" })
      .prices!.eco.net;
    expect(row.draft.net!.eco).toBe(expected);
    expect(row.changePercent.eco).toBe(percentChange(row.current.net!.eco, expected));
  });

  it("a draft that removes a material a reference uses fails that reference with the quote's reason", () => {
    const draft = copy();
    draft.materials = draft.materials.filter((m) => m.id !== 9);
    expect(failures(previewLabels(labelSettings, draft, refs, now))).toEqual([
      {
        id: "material-9",
        name: "Holographic film",
        errors: [{ field: "material", code: "unknown_option" }],
      },
    ]);
  });

  it("percentChange is exact and signed (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (a, b) => {
          const p = Number(percentChange(a / 100, b / 100));
          // A change that rounds to 0.00 % has no sign: -0 and +0 are the same answer here.
          expect(Math.sign(p) || 0).toBe(Math.sign(Math.round(((b - a) / a) * 10000)) || 0);
        },
      ),
    );
    expect(percentChange(100, 112.345)).toBe("12.35");
    expect(percentChange(0, 5)).toBeNull();
  });
});

describe("changes: what a version changed", () => {
  it("matches list items by id and lists each changed leaf", () => {
    const next = copy();
    next.materials.find((m) => m.id === 2)!.factor = 3;
    next.materials.reverse();
    next.leadTimes.pl.express = 4;
    expect(changes(labelSettings, next)).toEqual([
      { path: "materials[2].factor", before: 2.6, after: 3 },
      { path: "leadTimes.pl.express", before: 3, after: 4 },
    ]);
    expect(changes(labelSettings, copy())).toEqual([]);
  });

  it("ignores the order of keys (DynamoDB gives maps back in any order) and walks lists without ids by position", () => {
    const shuffled = copy();
    shuffled.tiers = shuffled.tiers.map((t) => ({ factor: t.factor, from: t.from }));
    expect(changes(labelSettings, shuffled)).toEqual([]);
    shuffled.tiers[2]!.factor = 12;
    expect(changes(labelSettings, shuffled)).toEqual([
      { path: "tiers.2.factor", before: 11.5, after: 12 },
    ]);
  });
});
