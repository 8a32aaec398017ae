import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LABEL_FIELDS } from "@printshop/core/labels/settings-schema";
import pl from "./pl/app.json";
import en from "./en/app.json";
import de from "./de/app.json";
import { features } from "../features";
import { ROLES, STATUSES } from "../features/users/options";

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) =>
      v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .sort();
const at = (cat: object, key: string) =>
  key.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], cat);

describe("the admin's texts", () => {
  it("have every key in pl, en and de, none empty, and each plural in every form its language has", () => {
    // A plural's forms differ by language (Polish has one, few, many and other): compared by base key.
    const plural = /_(?:zero|one|two|few|many|other)$/;
    const bases = (cat: object) => [...new Set(keys(cat).map((k) => k.replace(plural, "")))].sort();
    expect(bases(en)).toEqual(bases(pl));
    expect(bases(de)).toEqual(bases(pl));
    for (const [lang, cat] of [
      ["pl", pl],
      ["en", en],
      ["de", de],
    ] as const) {
      for (const k of keys(cat)) expect(at(cat, k), k).not.toBe("");
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const base of new Set(
        keys(cat)
          .filter((k) => plural.test(k))
          .map((k) => k.replace(plural, "")),
      ))
        for (const form of forms)
          expect(typeof at(cat, `${base}_${form}`), `${lang}: ${base}_${form}`).toBe("string");
    }
  });

  it("name every registered section, role and status", () => {
    for (const cat of [pl, en, de]) {
      for (const f of features) expect(typeof at(cat, f.label), f.label).toBe("string");
      for (const r of ROLES) expect(typeof at(cat, `role.${r}`)).toBe("string");
      for (const s of STATUSES) expect(typeof at(cat, `users.status.${s}`)).toBe("string");
    }
  });
});

/** The sections that carry their own namespace (features/<section>/locales/{pl,en,de}.json). */
const featuresDir = fileURLToPath(new URL("../features/", import.meta.url));
const namespaced = readdirSync(featuresDir).filter((d) =>
  existsSync(join(featuresDir, d, "locales", "pl.json")),
);
const load = (dir: string, lng: string) =>
  JSON.parse(readFileSync(join(featuresDir, dir, "locales", `${lng}.json`), "utf8")) as object;
/** Every literal `t("a.b")` key of a section's source (keys of another namespace, "ns:key", aside). */
const usedKeys = (dir: string): string[] =>
  readdirSync(join(featuresDir, dir))
    .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
    .flatMap((f) =>
      [...readFileSync(join(featuresDir, dir, f), "utf8").matchAll(/\bt\(\s*"([^"]+)"/g)].map(
        (m) => m[1]!,
      ),
    )
    .filter((k) => !k.includes(":"));

describe("the sections' own texts", () => {
  it("exist for calculators and label pricing (and every other namespaced section)", () => {
    expect(namespaced).toEqual(expect.arrayContaining(["calculators", "labels"]));
  });

  it.each(namespaced)(
    "%s: every key in pl, en and de, none empty, and every key the screens use exists",
    (dir) => {
      const [p, e, d] = ["pl", "en", "de"].map((l) => load(dir, l));
      // Plural forms differ by language (Polish has `_few` and `_many`, English and German
      // `_one` and `_other` only): the same texts, compared without the plural suffix, and every
      // plural text has its `_other` in each language.
      const base = (cat: object) => [
        ...new Set(keys(cat).map((k) => k.replace(/_(?:zero|one|two|few|many|other)$/, ""))),
      ];
      expect(base(e!)).toEqual(base(p!));
      expect(base(d!)).toEqual(base(p!));
      for (const cat of [p!, e!, d!])
        for (const k of keys(cat).filter((k) => /_(?:one|few|many)$/.test(k)))
          expect(typeof at(cat, k.replace(/_(?:one|few|many)$/, "_other")), k).toBe("string");
      for (const cat of [p!, e!, d!]) {
        for (const k of keys(cat)) expect(at(cat, k), k).not.toBe("");
        for (const k of usedKeys(dir)) expect(typeof at(cat, k), `${dir}: ${k}`).toBe("string");
      }
    },
  );

  it("label pricing names the unit of every field kind", () => {
    for (const l of ["pl", "en", "de"]) {
      const cat = load("labels", l);
      for (const [kind, f] of Object.entries(LABEL_FIELDS))
        expect(typeof at(cat, `units.${f.unit}`), `${l} ${kind}`).toBe("string");
    }
  });
});
