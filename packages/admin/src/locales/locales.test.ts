import { describe, expect, it } from "vitest";
import pl from "./pl/app.json";
import en from "./en/app.json";
import de from "./de/app.json";
import { features } from "../features";
import { ROLES, STATUSES } from "../features/users/options";

const keys = (o: object, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();
const at = (cat: object, key: string) => key.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], cat);

describe("the admin's texts", () => {
  it("have every key in pl, en and de, none empty", () => {
    expect(keys(en)).toEqual(keys(pl));
    expect(keys(de)).toEqual(keys(pl));
    for (const cat of [pl, en, de]) for (const k of keys(cat)) expect(at(cat, k), k).not.toBe("");
  });

  it("name every registered section, role and status", () => {
    for (const cat of [pl, en, de]) {
      for (const f of features) expect(typeof at(cat, f.label), f.label).toBe("string");
      for (const r of ROLES) expect(typeof at(cat, `role.${r}`)).toBe("string");
      for (const s of STATUSES) expect(typeof at(cat, `users.status.${s}`)).toBe("string");
    }
  });
});
