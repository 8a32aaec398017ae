import { db } from "../dynamo/db";
import { AppError } from "../error";
import { chunkIndexOf, parseChunk, type Rows } from "./chunking";
import type { Head } from "./store";

/**
 * The read side of the price store: a version's chunks by id, through this process's cache.
 */

/**
 * Chunks never change once written (their id is their content's hash), so a process may keep them
 * as long as it likes: a least-recently-used cache bounded by size. No invalidation is needed: a
 * new version names new ids.
 */
const CHUNK_CACHE_BYTES = 16 * 1024 * 1024;
const chunkCache = new Map<string, string>();
let chunkCacheBytes = 0;

export function cachedChunk(productId: number, chunkId: string): string | undefined {
  const key = `${productId}/${chunkId}`;
  const hit = chunkCache.get(key);
  if (hit !== undefined) {
    chunkCache.delete(key);
    chunkCache.set(key, hit);
  }
  return hit;
}

export function cacheChunk(productId: number, chunkId: string, data: string): void {
  const key = `${productId}/${chunkId}`;
  if (chunkCache.has(key) || data.length > CHUNK_CACHE_BYTES / 16) return;
  chunkCache.set(key, data);
  chunkCacheBytes += data.length;
  for (const [k, v] of chunkCache) {
    if (chunkCacheBytes <= CHUNK_CACHE_BYTES) break;
    chunkCache.delete(k);
    chunkCacheBytes -= v.length;
  }
}

/** Empties this process's chunk cache (tests and benchmarks that count cold reads). */
export function clearChunkCache(): void {
  chunkCache.clear();
  chunkCacheBytes = 0;
}

/** The chunks' rows by id: from the cache, else in as few BatchGetItem requests as DynamoDB allows (100 keys each). */
export async function readChunks(
  productId: number,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter(Boolean);
  const out = new Map<string, string>();
  for (const id of wanted) {
    const hit = cachedChunk(productId, id);
    if (hit !== undefined) out.set(id, hit);
  }
  let keys = wanted.filter((id) => !out.has(id)).map((chunkId) => ({ productId, chunkId }));
  for (let attempt = 0; keys.length > 0; attempt++) {
    if (attempt > 8)
      throw new AppError("internal", "internal", {
        cause: new Error(`price store: ${keys.length} chunks unread`),
      });
    if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    const { data, unprocessed } = await db()
      .entities.priceChunk.get(keys)
      .go({ preserveBatchOrder: false });
    for (const c of data) {
      out.set(c.chunkId, c.data);
      cacheChunk(productId, c.chunkId, c.data);
    }
    keys = unprocessed;
  }
  for (const id of wanted)
    if (!out.has(id))
      throw new AppError("internal", "internal", {
        cause: new Error(`price store: chunk ${id} of product ${productId} missing`),
      });
  return out;
}

/** The rows of `indexes` (all when omitted) of a version. */
export async function readRows(
  head: Pick<Head, "productId" | "chunks">,
  indexes?: Iterable<number>,
): Promise<Rows> {
  const list = indexes ? [...new Set(indexes)] : head.chunks.map((_, i) => i);
  const data = await readChunks(
    head.productId,
    list.map((i) => head.chunks[i]!),
  );
  const rows: Rows = new Map();
  for (const i of list) if (head.chunks[i]) parseChunk(data.get(head.chunks[i])!, rows);
  return rows;
}

/** The rows of the given combinations in a version: one BatchGetItem of their chunks. */
export async function readCombinations(
  head: Pick<Head, "productId" | "chunks" | "chunkCount">,
  combinations: string[],
): Promise<Rows> {
  const rows = await readRows(
    head,
    combinations.map((c) => chunkIndexOf(c, head.chunkCount)),
  );
  return new Map(combinations.filter((c) => rows.has(c)).map((c) => [c, rows.get(c)!]));
}
