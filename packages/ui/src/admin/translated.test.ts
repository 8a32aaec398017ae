import { describe, expect, it } from "vitest";
import { isComplete, missingLocales, withLocale } from "./translated";

describe("a translated value's completeness", () => {
  it("names the languages still empty, blank counting as empty, in pl, en, de order", () => {
    expect(missingLocales(undefined)).toEqual(["pl", "en", "de"]);
    expect(missingLocales({ de: "Etiketten", pl: "Etykiety" })).toEqual(["en"]);
    expect(missingLocales({ pl: "Etykiety", en: "   ", de: "" })).toEqual(["en", "de"]);
    expect(isComplete({ pl: "a", en: "b", de: "c" })).toBe(true);
    expect(isComplete({ pl: "a", en: "b" })).toBe(false);
  });

  it("changes one language and keeps the others", () => {
    expect(withLocale({ pl: "a", en: "b" }, "de", "c")).toEqual({ pl: "a", en: "b", de: "c" });
    expect(missingLocales(withLocale({ pl: "a" }, "pl", ""))).toEqual(["pl", "en", "de"]);
  });
});
