import { describe, expect, it } from "vitest";
import type { LabelSettings } from "@printshop/core/pricing/labels";
import en from "./locales/en.json";
import de from "./locales/de.json";
import { changePath, changeValue } from "./changeText";

const labelOf = (texts: Record<string, unknown>) => (key: string) => {
  const v = key
    .split(".")
    .reduce<unknown>(
      (o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined),
      texts,
    );
  return typeof v === "string" ? v : null;
};
const settings = {
  materials: [
    { id: 1, factor: 1, title: { pl: "Folia biała", en: "White film", de: "Weiße Folie" } },
  ],
  application: [{ id: 0, factor: 1, title: { en: "Manual" } }],
} as unknown as LabelSettings;

describe("a label pricing version's changes in words", () => {
  it("names a path with the form's labels and the item's title in the admin's language", () => {
    const t = labelOf(en);
    expect(changePath("materials[1].factor", t, settings, "en")).toBe(
      "Materials › White film › Factor",
    );
    expect(changePath("materials[1].title.de", t, settings, "en")).toBe(
      "Materials › White film › Title › DE",
    );
    expect(changePath("materials[7]", t, settings, "en")).toBe("Materials › #7");
    expect(changePath("width.min", t, settings, "en")).toBe("Label width › from");
    expect(changePath("defaults.quantity", t, settings, "en")).toBe("Default quantity");
    expect(changePath("tiers.0.from", t, settings, "en")).toBe("Quantity tiers › 1 › From");
    expect(changePath("leadTimes.de.eco", t, settings, "en")).toBe(
      "Lead times per language › DE › Eco",
    );
    expect(changePath("webWidth", labelOf(de), settings, "de")).toBe(
      labelOf(de)("fields.webWidth"),
    );
    expect(changePath("materials[1].factor", labelOf(de), settings, "de")).toBe(
      `${labelOf(de)("groups.materials")} › Weiße Folie › ${labelOf(de)("fields.factor")}`,
    );
    // an unknown key stays as it is rather than vanish
    expect(changePath("somethingNew", t, settings, "en")).toBe("somethingNew");
  });

  it("shows values in the locale's number format, an item by its title, nothing as a dash", () => {
    expect(changeValue(1.5, "de")).toBe("1,5");
    expect(changeValue(1.5, "en")).toBe("1.5");
    expect(changeValue([40, 76.5], "pl")).toBe("40, 76,5");
    expect(changeValue(null, "en")).toBe("—");
    expect(changeValue({ id: 9, factor: 14, title: { en: "Holographic film" } }, "en")).toBe(
      "Holographic film",
    );
  });
});
