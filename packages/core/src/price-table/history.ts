import { AppError } from "../error";
import { fn } from "../fn";
import { db } from "../dynamo/db";
import { toFixed2 } from "./number";
import { CellHistoryInput, ChangeSetsInput, RollbackInput } from "./schema";
import { readChunks, readHead, switchHead, type Actor, type Head } from "./store";
import { chunkIndexOf, parseChunk } from "./chunking";
import { afterPublish } from "./signal";
import { describer } from "./describe";
import { tableDefinition } from "./definition";
import type { Locale } from "../i18n/locale";

/**
 * A price table's history (admin-api.md `admin.prices.changeSets`, `rollback`, `cellHistory`):
 * every publish is a change set pointing at its chunks, so a version is read, and restored, by
 * its chunk map alone.
 */

const csOf = (
  c: {
    changeSetId: string;
    parent?: string;
    kind: string;
    at: string;
    actorId: string;
    actorEmail: string;
    changed?: number;
    cells: number;
    runs: number[];
    restoredFrom?: string;
  },
  head: Head,
) => ({
  changeSetId: c.changeSetId,
  parent: c.parent ?? null,
  kind: c.kind,
  at: c.at,
  actor: { id: c.actorId, email: c.actorEmail },
  changed: c.changed ?? null,
  cells: c.cells,
  runs: c.runs,
  restoredFrom: c.restoredFrom ?? null,
  current: c.changeSetId === head.changeSetId,
});

/** The product's change sets, newest first: one Query. */
export const changeSets = fn(ChangeSetsInput, async ({ productId, limit }) => {
  const [head, { data }] = await Promise.all([
    readHead(productId, false),
    db()
      .entities.priceChangeSet.query.byProduct({ productId })
      .go({
        order: "desc",
        limit,
        attributes: [
          "changeSetId",
          "parent",
          "kind",
          "at",
          "actorId",
          "actorEmail",
          "changed",
          "cells",
          "runs",
          "restoredFrom",
          "productId",
          "seq",
        ],
      }),
  ]);
  return {
    items: data.map((c) => csOf(c as Parameters<typeof csOf>[0], head)),
    total: head.seq,
    version: head.version,
  };
});

const parseId = (id: string) => {
  const [productId, seq] = id.split(".").map(Number) as [number, number];
  return { productId, seq };
};

/** Restores an earlier version: a new change set whose chunk map is that one's. One transaction, O(1) in the table size. */
export const rollback = fn(RollbackInput, async ({ changeSetId, version }, actor: Actor) => {
  const { productId, seq } = parseId(changeSetId);
  const [{ data: cs }, head] = await Promise.all([
    db().entities.priceChangeSet.get({ productId, seq }).go(),
    readHead(productId),
  ]);
  if (!cs) throw new AppError("not_found", "prices.change_set_not_found");
  if (version !== undefined && version !== head.version)
    throw new AppError("conflict", "conflict.stale");
  const next: Head = {
    productId,
    changeSetId: `${productId}.${head.seq + 1}`,
    seq: head.seq + 1,
    version: head.version + 1,
    runs: [...cs.runs],
    chunkCount: cs.chunkCount,
    chunks: [...cs.chunks],
    cells: cs.cells,
  };
  await switchHead(head, next, { kind: "rollback", actor, restoredFrom: cs.changeSetId });
  afterPublish(productId);
  return { changeSetId: next.changeSetId, version: next.version, cells: next.cells };
});

/**
 * One cell's history, newest first: reads only the distinct chunks its chunk index had. The
 * combination is also said in words (`description`, the admin's language).
 */
export const cellHistory = fn(
  CellHistoryInput,
  async ({ productId, combination, copy: run }, locale: Locale = "pl") => {
    const [def, { data }] = await Promise.all([
      tableDefinition(productId),
      db().entities.priceChangeSet.query.byProduct({ productId }).go({ pages: "all" }),
    ]);
    const ids = data.map((c) => c.chunks[chunkIndexOf(combination, c.chunkCount)] ?? "");
    const chunks = await readChunks(productId, ids);
    const valueIn = (id: string) =>
      id ? (parseChunk(chunks.get(id)!).get(combination)?.get(run) ?? null) : null;
    const memo = new Map<string, string | null>();
    const items: {
      changeSetId: string;
      at: string;
      kind: string;
      actor: { id: string; email: string };
      before: string | null;
      after: string | null;
    }[] = [];
    let previous: string | null = null;
    data.forEach((c, i) => {
      const id = ids[i]!;
      if (!memo.has(id)) memo.set(id, valueIn(id));
      const value = memo.get(id)!;
      if (value !== previous)
        items.push({
          changeSetId: c.changeSetId,
          at: c.at,
          kind: c.kind,
          actor: { id: c.actorId, email: c.actorEmail },
          before: previous && toFixed2(previous),
          after: value && toFixed2(value),
        });
      previous = value;
    });
    return { description: describer(def.attributes, locale)(combination), items: items.reverse() };
  },
);
