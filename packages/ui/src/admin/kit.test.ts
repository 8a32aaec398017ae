import { describe, expect, it } from "vitest";
import pl from "./locales/pl.json";
import en from "./locales/en.json";
import de from "./locales/de.json";
import { changesOf } from "./AuditHistory";

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) =>
      v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();

describe("the kit's texts", () => {
  it("have every key in pl, en and de, none empty", () => {
    expect(keys(en)).toEqual(keys(pl));
    expect(keys(de)).toEqual(keys(pl));
    for (const cat of [pl, en, de])
      for (const k of keys(cat))
        expect(
          k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], cat),
        ).not.toBe("");
  });
});

describe("an audit entry's changes", () => {
  it("lists only the fields that changed, before → after, sorted by field", () => {
    expect(
      changesOf({
        before: { role: "customer", email: "a@b.pl", version: 1 },
        after: { role: "content", email: "a@b.pl", version: 2 },
      }),
    ).toEqual([
      { field: "role", before: "customer", after: "content" },
      { field: "version", before: "1", after: "2" },
    ]);
    expect(changesOf({ before: null, after: { approvedAt: 5 } })).toEqual([
      { field: "approvedAt", before: "—", after: "5" },
    ]);
    expect(changesOf({ before: { name: { pl: "a" } }, after: null })).toEqual([
      { field: "name", before: '{"pl":"a"}', after: "—" },
    ]);
  });
});
