import { describe, expect, it } from "vitest";
import { DEFINITION_TTL_MS, TtlCache, changed } from "./cache";

describe("TtlCache", () => {
  it("serves a value until its time runs out, then loads again", async () => {
    const cache = new TtlCache<string, number>("labels", 1000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load, 0)).toBe(1);
    expect(await cache.get("a", load, 999)).toBe(1);
    expect(await cache.get("a", load, 1000)).toBe(2);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = new TtlCache<number, number>("labels", 60_000, 2);
    for (const k of [1, 2, 3]) await cache.get(k, async () => k, 0);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get(1, async () => ((reloaded = true), 1), 0);
    expect(reloaded).toBe(true);
  });

  it("invalidate drops an entry so the next read loads", async () => {
    const cache = new TtlCache<string, number>("labels", 60_000, 10);
    let n = 0;
    await cache.get("x", async () => ++n, 0);
    cache.invalidate("x");
    expect(await cache.get("x", async () => ++n, 1)).toBe(2);
  });

  it("changed(kind) empties the caches of that kind and what it reaches; changed() empties all", async () => {
    const kinds = [
      "labels",
      "calculators",
      "priceTables",
      "products",
      "checkoutMethods",
      "currencies",
      "content",
    ] as const;
    const caches = kinds.map((k) => new TtlCache<string, number>(k, 60_000, 10));
    const fill = () => Promise.all(caches.map((c) => c.get("k", async () => 1, 0)));
    const sizes = () => Object.fromEntries(kinds.map((k, i) => [k, caches[i]!.size]));
    await fill();
    changed("checkoutMethods");
    expect(sizes()).toEqual({
      labels: 1,
      calculators: 1,
      priceTables: 1,
      products: 1,
      checkoutMethods: 0,
      currencies: 1,
      content: 1,
    });
    await fill();
    changed("products");
    expect(sizes()).toEqual({
      labels: 0,
      calculators: 0,
      priceTables: 0,
      products: 0,
      checkoutMethods: 1,
      currencies: 1,
      content: 1,
    });
    await fill();
    changed();
    expect(Object.values(sizes())).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("a cached definition lives at most DEFINITION_TTL_MS (5 s): other instances see a change within it", async () => {
    const cache = new TtlCache<string, number>("products", DEFINITION_TTL_MS, 10);
    let n = 0;
    await cache.get("p", async () => ++n, 0);
    expect(await cache.get("p", async () => ++n, DEFINITION_TTL_MS - 1)).toBe(1);
    expect(await cache.get("p", async () => ++n, DEFINITION_TTL_MS)).toBe(2);
    expect(DEFINITION_TTL_MS).toBe(5_000);
  });
});
