/**
 * The price store's pure part (docs/data-model.md, "Price tables"): a table as rows
 * (combination → run → net), the chunk a combination lives in, and the chunk text format.
 * Browser-safe.
 */

/** combination → (run → canonical net decimal string). */
export type Rows = Map<string, Map<number, string>>;

/** What a chunk aims at; the count is re-chosen only outside [MIN, MAX] average. */
export const CHUNK_TARGET_BYTES = 12 * 1024;
export const CHUNK_MIN_BYTES = 3 * 1024;
export const CHUNK_MAX_BYTES = 24 * 1024;

/** FNV-1a, 32 bits: stable across runtimes, cheap, well spread for short keys. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const chunkIndexOf = (combination: string, chunkCount: number) =>
  fnv1a(combination) % chunkCount;

const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(1, n)));

/** One row's line: `1011,1021\t100:39,250:55` (runs ascending). */
export function rowLine(combination: string, cells: Map<number, string>): string {
  const parts = [...cells.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([run, net]) => `${run}:${net}`);
  return `${combination}\t${parts.join(",")}`;
}

/** Approximate bytes of the rows in chunk format. */
export function sizeOf(rows: Rows): number {
  let bytes = 0;
  for (const [combination, cells] of rows) {
    bytes += combination.length + 2;
    for (const [run, net] of cells) bytes += String(run).length + net.length + 2;
  }
  return bytes;
}

/** How many chunks a table of `bytes` gets, keeping `current` while its average stays in bounds. */
export function chooseChunkCount(bytes: number, current = 0): number {
  if (current > 0) {
    const average = bytes / current;
    if ((average >= CHUNK_MIN_BYTES || current === 1) && average <= CHUNK_MAX_BYTES) return current;
  }
  return nextPow2(Math.ceil(bytes / CHUNK_TARGET_BYTES));
}

/** Groups rows by chunk index. */
export function partition(rows: Rows, chunkCount: number): Rows[] {
  const out: Rows[] = Array.from(
    { length: chunkCount },
    () => new Map<string, Map<number, string>>(),
  );
  for (const [combination, cells] of rows)
    if (cells.size > 0) out[chunkIndexOf(combination, chunkCount)]!.set(combination, cells);
  return out;
}

/** A chunk's text: its rows' lines sorted by combination (so equal rows give equal text, equal id). */
export function serializeChunk(rows: Rows): string {
  return [...rows.entries()]
    .filter(([, cells]) => cells.size > 0)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([combination, cells]) => rowLine(combination, cells))
    .join("\n");
}

export function parseChunk(data: string, into: Rows = new Map()): Rows {
  if (!data) return into;
  for (const line of data.split("\n")) {
    const tab = line.indexOf("\t");
    const cells = new Map<number, string>();
    for (const part of line.slice(tab + 1).split(",")) {
      if (!part) continue;
      const colon = part.indexOf(":");
      cells.set(Number(part.slice(0, colon)), part.slice(colon + 1));
    }
    into.set(line.slice(0, tab), cells);
  }
  return into;
}

/** The cells of the rows, as a flat list. */
export function cellsOf(rows: Rows): { combination: string; run: number; net: string }[] {
  const out: { combination: string; run: number; net: string }[] = [];
  for (const [combination, cells] of rows)
    for (const [run, net] of cells) out.push({ combination, run, net });
  return out;
}

export function countCells(rows: Rows): number {
  let n = 0;
  for (const cells of rows.values()) n += cells.size;
  return n;
}

export function cloneRows(rows: Rows): Rows {
  return new Map([...rows].map(([k, v]) => [k, new Map(v)]));
}

/** Sorted ascending, joined by "," (pricing.md §5). */
export function normaliseCombination(text: string): string | null {
  const ids = text.split(",").map((s) => s.trim());
  if (ids.length === 0 || ids.some((s) => !/^[1-9]\d{0,9}$/.test(s))) return null;
  const nums = ids.map(Number);
  if (new Set(nums).size !== nums.length) return null;
  return nums.sort((a, b) => a - b).join(",");
}
