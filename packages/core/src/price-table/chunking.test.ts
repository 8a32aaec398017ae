import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  CHUNK_MAX_BYTES,
  chooseChunkCount,
  chunkIndexOf,
  fnv1a,
  normaliseCombination,
  parseChunk,
  partition,
  serializeChunk,
  sizeOf,
  type Rows,
} from "./chunking";

const table = (combinations: number, runs: number): Rows => {
  const rows: Rows = new Map();
  for (let c = 0; c < combinations; c++) {
    const key = `${1000 + (c % 100)},${2000 + Math.floor(c / 100)},${3000 + (c % 7)}`;
    rows.set(
      key,
      new Map(
        Array.from(
          { length: runs },
          (_, r) => [100 * (r + 1), `${(c * 7 + r) % 5000}.${r}5`] as const,
        ),
      ),
    );
  }
  return rows;
};

describe("chunking", () => {
  it("hashes stably (FNV-1a test vectors)", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });

  it("sizes a 100,000-cell table into 8–16 KB chunks, and keeps the count while it fits", () => {
    const rows = table(10_000, 10);
    const bytes = sizeOf(rows);
    const count = chooseChunkCount(bytes);
    const chunks = partition(rows, count).map((r) => serializeChunk(r).length);
    expect(Math.max(...chunks)).toBeLessThan(16 * 1024);
    expect(bytes / count).toBeGreaterThan(8 * 1024 * 0.7);
    expect(chooseChunkCount(bytes * 1.5, count)).toBe(count);
    expect(chooseChunkCount(bytes * 4, count)).toBeGreaterThan(count);
    expect(chooseChunkCount(100, 1)).toBe(1);
    expect(chooseChunkCount(CHUNK_MAX_BYTES * 10, 1)).toBeGreaterThan(1);
  });

  it("round-trips chunk text, and equal rows give equal text whatever their order", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { minLength: 1, maxLength: 3 }),
            fc.integer({ min: 1, max: 100000 }),
            fc.integer({ min: 0, max: 999999 }),
          ),
          { maxLength: 40 },
        ),
        (cells) => {
          const rows: Rows = new Map();
          for (const [ids, copy, cents] of cells) {
            const key = normaliseCombination(ids.join(","))!;
            if (!rows.has(key)) rows.set(key, new Map());
            rows.get(key)!.set(copy, (cents / 100).toFixed(2));
          }
          const text = serializeChunk(rows);
          expect(parseChunk(text)).toEqual(rows);
          const reversed: Rows = new Map(
            [...rows].reverse().map(([k, v]) => [k, new Map([...v].reverse())]),
          );
          expect(serializeChunk(reversed)).toBe(text);
        },
      ),
    );
  });

  it("places each combination in exactly one chunk", () => {
    const rows = table(500, 3);
    const parts = partition(rows, 8);
    expect(parts.reduce((n, p) => n + p.size, 0)).toBe(500);
    for (const [i, p] of parts.entries())
      for (const key of p.keys()) expect(chunkIndexOf(key, 8)).toBe(i);
  });

  it.each([
    ["1031,1011,1021", "1011,1021,1031"],
    [" 1041 ", "1041"],
    ["1,1", null],
    ["", null],
    ["10a", null],
    ["0", null],
  ])("normalises the combination %j → %j", (text, expected) =>
    expect(normaliseCombination(text)).toBe(expected),
  );
});
