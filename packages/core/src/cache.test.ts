import { describe, expect, it } from "vitest";
import { TtlCache } from "./cache";

describe("TtlCache", () => {
  it("serves a value until its time runs out, then loads again", async () => {
    const cache = new TtlCache<string, number>(1000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("a", load, 0)).toBe(1);
    expect(await cache.get("a", load, 999)).toBe(1);
    expect(await cache.get("a", load, 1000)).toBe(2);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = new TtlCache<number, number>(60_000, 2);
    for (const k of [1, 2, 3]) await cache.get(k, async () => k, 0);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get(1, async () => ((reloaded = true), 1), 0);
    expect(reloaded).toBe(true);
  });

  it("invalidate drops an entry so the next read loads", async () => {
    const cache = new TtlCache<string, number>(60_000, 10);
    let n = 0;
    await cache.get("x", async () => ++n, 0);
    cache.invalidate("x");
    expect(await cache.get("x", async () => ++n, 1)).toBe(2);
  });
});
