import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pl from "../locales/form/pl.json";
import en from "../locales/form/en.json";
import de from "../locales/form/de.json";

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const at = (cat: object, key: string) =>
  key.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], cat);
const dir = fileURLToPath(new URL(".", import.meta.url));
/** Every literal `t("form.…")` / `t("leave.…")` key of the kit's form source, and the chosen ones. */
const chosen = ["form.stale", "form.staleMerged", "form.yes", "form.no"];
const used = readdirSync(dir)
  .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
  .flatMap((f) =>
    [...readFileSync(`${dir}/${f}`, "utf8").matchAll(/\bt\(\s*"((?:form|leave)\.\w+)"/g)].map(
      (m) => m[1]!,
    ),
  )
  .concat(chosen);

describe("the form kit's texts", () => {
  it("exist in pl, en and de for every key the kit uses, none empty", () => {
    expect(used.length).toBeGreaterThan(10);
    for (const cat of [pl, en, de])
      for (const k of used) expect(typeof at(cat, k), k).toBe("string");
    for (const cat of [pl, en, de])
      for (const k of keys(cat).filter((k) => /^(?:form|leave)\./.test(k)))
        expect(at(cat, k), k).not.toBe("");
  });

  it("have the same form and leave keys in the three languages", () => {
    const ours = (cat: object) =>
      keys(cat)
        .filter((k) => /^(?:form|leave)\./.test(k))
        .sort();
    expect(ours(en)).toEqual(ours(pl));
    expect(ours(de)).toEqual(ours(pl));
  });
});
