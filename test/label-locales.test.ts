import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The label calculator's, samples' and upload step's texts exist in all three languages, key for key. */
const dir = resolve(import.meta.dirname, "../packages/shop/src/locales");
const load = (locale: string, ns: string) =>
  JSON.parse(readFileSync(resolve(dir, locale, `${ns}.json`), "utf8")) as Record<string, unknown>;

function keys(obj: unknown, prefix = ""): string[] {
  if (Array.isArray(obj)) return [`${prefix}[${obj.length > 0 ? "n" : "0"}]`];
  if (obj && typeof obj === "object")
    return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
/** Plural forms differ by language (Polish has few/many); compare the base keys. */
const base = (k: string) => k.replace(/_(one|few|many|other|zero|two)$/, "");

describe.each(["labels", "samples", "upload", "invoices"])("the %s texts", (ns) => {
  it("have the same keys in pl, en and de, and no empty text", () => {
    const [pl, en, de] = ["pl", "en", "de"].map((l) => load(l, ns));
    const set = (o: unknown) => [...new Set(keys(o).map(base))].sort();
    expect(set(pl)).toEqual(set(en));
    expect(set(de)).toEqual(set(en));
    for (const o of [pl, en, de]) expect(JSON.stringify(o)).not.toMatch(/:""/);
  });
});

it("every help topic has at least two paragraphs in every language", () => {
  for (const l of ["pl", "en", "de"]) {
    const help = load(l, "labels").help as Record<string, { title?: string; body?: string[] }>;
    for (const topic of ["application", "winding", "sheeting", "prototype", "personalization"]) {
      expect(help[topic]?.title, `${l} ${topic}`).toBeTruthy();
      expect(help[topic]?.body?.length, `${l} ${topic}`).toBeGreaterThanOrEqual(2);
    }
  }
});
