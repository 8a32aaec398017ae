import { describe, expect, it } from "vitest";
import pl from "./locales/pl.json";
import en from "./locales/en.json";
import de from "./locales/de.json";

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) =>
      v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();
const at = (cat: object, key: string) =>
  key.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], cat);

describe("the products screens' texts (namespace products)", () => {
  it("have every key in pl, en and de, none empty, every product kind named", () => {
    expect(keys(en)).toEqual(keys(pl));
    expect(keys(de)).toEqual(keys(pl));
    for (const cat of [pl, en, de]) {
      for (const k of keys(cat)) expect(at(cat, k), k).not.toBe("");
      for (const kind of ["table", "calculator", "label"])
        expect(typeof at(cat, `kinds.${kind}`)).toBe("string");
    }
  });
});
