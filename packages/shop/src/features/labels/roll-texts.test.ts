import { describe, expect, it } from "vitest";
import { I18n } from "@printshop/ui";
import pl from "../../locales/pl/labels.json";
import en from "../../locales/en/labels.json";
import de from "../../locales/de/labels.json";

/** Issue 16 fault 7: the roll plan's Polish plural, and no applicator for manual application. */
describe("roll plan texts", () => {
  const i18n = new I18n(
    { pl: { labels: pl }, en: { labels: en }, de: { labels: de } },
    "pl",
    "labels",
  );
  const proposal = (lng: string, count: number) =>
    i18n.t("roll.proposal", { lng, count, rolls: String(count), perRoll: "500", diameter: "290" });

  it.each([
    [1, "1 rolkę"],
    [2, "2 rolki"],
    [5, "5 rolek"],
    [12, "12 rolek"],
    [22, "22 rolki"],
    [182, "182 rolki"],
    [115, "115 rolek"],
  ])("pl: %i → %s", (count, words) => {
    expect(proposal("pl", count)).toContain(`Proponujemy ${words} po`);
  });

  it("en and de: one roll, several rolls", () => {
    expect(proposal("en", 1)).toContain("1 roll of");
    expect(proposal("en", 3)).toContain("3 rolls of");
    expect(proposal("de", 1)).toContain("1 Rolle mit");
    expect(proposal("de", 3)).toContain("3 Rollen mit");
  });

  it("texts for manual application never mention an applicator", () => {
    for (const lang of [pl, en, de]) {
      expect(lang.roll.tooBigManual).not.toMatch(/aplikator|applicator|Applikator|Spender/i);
      expect(lang.roll.fewPerRollManual).not.toMatch(/aplikator|applicator|Applikator|Spender/i);
    }
  });
});
