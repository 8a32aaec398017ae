import { describe, expect, it } from "vitest";
import pl from "../../../locales/pl/addresses.json";
import en from "../../../locales/en/addresses.json";
import de from "../../../locales/de/addresses.json";

/** The address book's texts: the same keys and placeholders in the three languages. */
describe("the address book's texts", () => {
  const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  it("have the same keys, each non-empty with the same placeholders", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    expect(Object.keys(de).sort()).toEqual(Object.keys(pl).sort());
    for (const [key, text] of Object.entries(pl)) {
      for (const other of [en, de] as Record<string, string>[]) {
        expect(other[key]?.trim(), key).toBeTruthy();
        expect(placeholders(other[key]!), key).toEqual(placeholders(text));
      }
    }
  });
});
