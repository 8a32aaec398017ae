import { createHash } from "node:crypto";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import type { ChangeKind } from "../entities/prices";
import { commit, type TxEntities, type TxItems } from "./commit";
import {
  chooseChunkCount,
  chunkIndexOf,
  countCells,
  partition,
  serializeChunk,
  sizeOf,
  type Rows,
} from "./chunking";

/**
 * The price store on DynamoDB (docs/data-model.md, "Price tables"). Chunks are immutable and
 * written before the head names them; a publish switches the head with ONE conditional write
 * (in one transaction with its change set and audit entry), so a reader never mixes versions.
 */

export interface Head {
  productId: number;
  changeSetId: string;
  seq: number;
  version: number;
  runs: number[];
  chunkCount: number;
  chunks: string[];
  cells: number;
}

export interface Actor {
  userId: string;
  email: string;
}

/** A product that has never been published: no cells, no runs, version 0. */
export const emptyHead = (productId: number): Head => ({
  productId,
  changeSetId: "",
  seq: 0,
  version: 0,
  runs: [],
  chunkCount: 1,
  chunks: [""],
  cells: 0,
});

export const toHead = (h: {
  productId: number;
  changeSetId: string;
  seq: number;
  version: number;
  runs: number[];
  chunkCount: number;
  chunks: string[];
  cells: number;
}): Head => ({
  productId: h.productId,
  changeSetId: h.changeSetId,
  seq: h.seq,
  version: h.version,
  runs: [...h.runs],
  chunkCount: h.chunkCount,
  chunks: [...h.chunks],
  cells: h.cells,
});

export async function readHead(productId: number, consistent = true): Promise<Head> {
  const { data } = await db().entities.priceHead.get({ productId }).go({ consistent });
  return data ? toHead(data) : emptyHead(productId);
}

// Reading chunks (and this process's cache of them) is chunk-read.ts's; re-exported for the
// table's readers, which know one store.
export {
  cacheChunk,
  cachedChunk,
  clearChunkCache,
  readChunks,
  readCombinations,
  readRows,
} from "./chunk-read";
import { readRows } from "./chunk-read";

export const chunkIdOf = (productId: number, data: string) =>
  createHash("sha256").update(`${productId}\n${data}`).digest("hex").slice(0, 32);

async function writeChunks(
  productId: number,
  chunks: { chunkId: string; data: string }[],
): Promise<void> {
  let items = chunks.map((c) => ({ productId, ...c }));
  for (let attempt = 0; items.length > 0; attempt++) {
    if (attempt > 8)
      throw new AppError("internal", "internal", {
        cause: new Error(`price store: ${items.length} chunks unwritten`),
      });
    if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    const { unprocessed } = await db().entities.priceChunk.put(items).go({ concurrency: 4 });
    items = unprocessed as typeof items;
  }
}

export interface Draft {
  runs: number[];
  /** The rows read (all, or only those of the touched combinations' chunks); edit in place. */
  rows: Rows;
}

export interface PublishRequest {
  productId: number;
  kind: ChangeKind;
  actor: Actor;
  /** The head version the caller saw; a different one is `409 conflict.stale`. */
  version?: number;
  /** Which rows the change needs: "all", or the combinations it touches (only their chunks are read and rewritten). */
  touches: "all" | string[];
  /** Edits the draft; answers how many cells it added, changed or removed. */
  apply: (draft: Draft, head: Head) => number | Promise<number>;
  /** Publish even when `apply` changed no cell (run list edits). */
  always?: boolean;
  /** What the audit entry records about the change (besides the change set ids). */
  audit?: Record<string, unknown>;
  /** More items for the publishing transaction (e.g. the attribute a value is removed from, with its own audit entry). */
  also?: (entities: TxEntities) => TxItems;
}

export interface Published {
  changeSetId: string;
  version: number;
  changed: number;
  cells: number;
  /** Chunks written (the others were reused by id). */
  written: number;
}

/** Builds the new head's chunk map from the draft. */
function rechunk(head: Head, draft: Draft, touches: "all" | string[]) {
  if (touches === "all") {
    const chunkCount = chooseChunkCount(sizeOf(draft.rows), head.cells > 0 ? head.chunkCount : 0);
    return {
      chunkCount,
      parts: partition(draft.rows, chunkCount).map((rows, index) => ({ index, rows })),
    };
  }
  const indexes = [...new Set(touches.map((c) => chunkIndexOf(c, head.chunkCount)))];
  const parts = partition(draft.rows, head.chunkCount);
  return {
    chunkCount: head.chunkCount,
    parts: indexes.map((index) => ({ index, rows: parts[index]! })),
  };
}

/**
 * Publishes a new version: reads the head (strongly consistent) and the chunks the change needs,
 * applies it, writes the changed chunks (unchanged ones keep their id), then switches the head in
 * one transaction with the change set and the audit entry, on the condition that nobody published
 * in between (else `409 conflict.stale`, and the head still names the old chunks).
 */
export async function publish(req: PublishRequest): Promise<Published> {
  const head = await readHead(req.productId);
  if (req.version !== undefined && req.version !== head.version)
    throw new AppError("conflict", "conflict.stale");
  const touches = req.touches === "all" || head.cells === 0 ? "all" : req.touches;
  const rows =
    touches === "all"
      ? await readRows(head)
      : await readRows(
          head,
          touches.map((c) => chunkIndexOf(c, head.chunkCount)),
        );
  const readCells = countCells(rows);
  const draft: Draft = { runs: [...head.runs], rows };
  const changed = await req.apply(draft, head);
  if (changed === 0 && !req.always && head.version > 0)
    return {
      changeSetId: head.changeSetId,
      version: head.version,
      changed: 0,
      cells: head.cells,
      written: 0,
    };
  const { chunkCount, parts } = rechunk(head, draft, touches);
  const chunks =
    chunkCount === head.chunkCount
      ? [...head.chunks]
      : Array.from({ length: chunkCount }, () => "");
  const toWrite: { chunkId: string; data: string }[] = [];
  for (const { index, rows: partRows } of parts) {
    const data = serializeChunk(partRows);
    const chunkId = data ? chunkIdOf(req.productId, data) : "";
    if (chunkId && chunkId !== head.chunks[index]) toWrite.push({ chunkId, data });
    chunks[index] = chunkId;
  }
  await writeChunks(req.productId, dedupe(toWrite));
  const cells =
    touches === "all" ? countCells(draft.rows) : head.cells - readCells + countCells(draft.rows);
  const runs = [...new Set(draft.runs)].sort((a, b) => a - b);
  const next: Head = {
    productId: req.productId,
    changeSetId: `${req.productId}.${head.seq + 1}`,
    seq: head.seq + 1,
    version: head.version + 1,
    runs,
    chunkCount,
    chunks,
    cells,
  };
  await switchHead(head, next, {
    kind: req.kind,
    actor: req.actor,
    changed,
    audit: req.audit,
    also: req.also,
  });
  return {
    changeSetId: next.changeSetId,
    version: next.version,
    changed,
    cells,
    written: toWrite.length,
  };
}

const dedupe = (chunks: { chunkId: string; data: string }[]) => [
  ...new Map(chunks.map((c) => [c.chunkId, c])).values(),
];

export interface ChangeMeta {
  kind: ChangeKind;
  actor: Actor;
  changed?: number;
  restoredFrom?: string;
  audit?: Record<string, unknown>;
  also?: (entities: TxEntities) => TxItems;
}

/** The one conditional write of a publish: head + change set + audit entry, in one transaction. */
export async function switchHead(prev: Head, next: Head, meta: ChangeMeta): Promise<void> {
  const at = new Date().toISOString();
  const changeSet = {
    productId: next.productId,
    seq: next.seq,
    changeSetId: next.changeSetId,
    ...(prev.changeSetId ? { parent: prev.changeSetId } : {}),
    kind: meta.kind,
    actorId: meta.actor.userId,
    actorEmail: meta.actor.email,
    at,
    ...(meta.changed !== undefined ? { changed: meta.changed } : {}),
    cells: next.cells,
    runs: next.runs,
    chunkCount: next.chunkCount,
    chunks: next.chunks,
    ...(meta.restoredFrom ? { restoredFrom: meta.restoredFrom } : {}),
  };
  const headItem = { ...next, updatedAt: at };
  await commit(
    meta.actor,
    {
      action: `prices.${meta.kind}`,
      target: { type: "priceTable", id: String(next.productId) },
      before: prev.changeSetId
        ? { changeSetId: prev.changeSetId, cells: prev.cells, runs: prev.runs }
        : null,
      after: {
        changeSetId: next.changeSetId,
        cells: next.cells,
        runs: next.runs,
        ...(meta.changed !== undefined ? { changed: meta.changed } : {}),
        ...(meta.restoredFrom ? { restoredFrom: meta.restoredFrom } : {}),
        ...meta.audit,
      },
    },
    (e) => [
      prev.version === 0
        ? e.priceHead.create(headItem).commit()
        : e.priceHead
            .put(headItem)
            .where((a, op) => op.eq(a.version, prev.version))
            .commit(),
      e.priceChangeSet.create(changeSet).commit(),
      ...((meta.also?.(e) ?? []) as unknown as never[]),
    ],
  );
}
