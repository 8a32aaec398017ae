import Decimal from "decimal.js";
import { AppError } from "../error";
import { fn } from "../fn";
import { db } from "../dynamo/db";
import { translator } from "../i18n/translate";
import { pricesMessages } from "./messages";
import type { Locale } from "../i18n/locale";
import { cellsOf, countCells } from "./chunking";
import { toFixed2 } from "./number";
import { changePrice } from "./rounding";
import {
  CellHistoryInput,
  ChangeAllInput,
  ChangeSetsInput,
  GetInput,
  RollbackInput,
  RemoveRunInput,
  RunInput,
  RunsInput,
  SaveCellsInput,
  SaveInput,
} from "./schema";
import { cartLinesWithRun } from "./dependents";
import { assertCombination, combinationChecker, tableDefinition } from "./definition";
import {
  publish,
  readCombinations,
  readHead,
  readRows,
  readChunks,
  switchHead,
  type Actor,
  type Head,
} from "./store";
import { chunkIndexOf, parseChunk } from "./chunking";
import { afterPublish } from "./signal";

/** `admin.prices.*` (admin-api.md): the price screen, runs, change all, history and restore. */

const gross = (net: string, vat: number) =>
  new Decimal(net)
    .times(100 + vat)
    .div(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);

/** One combination's row: the runs, and per run its net and gross (PLN, two decimals). */
export const get = fn(GetInput, async ({ productId, combination }) => {
  const def = await tableDefinition(productId);
  assertCombination(def, combination);
  const head = await readHead(productId);
  const row =
    (await readCombinations(head, [combination])).get(combination) ?? new Map<number, string>();
  return {
    productId,
    combination,
    version: head.version,
    changeSetId: head.changeSetId || null,
    vat: def.vat,
    runs: head.runs,
    cells: [...row.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([run, net]) => ({ copy: run, net: toFixed2(net), gross: gross(net, def.vat) })),
  };
});

/** Saves one combination's cells (`net: null` removes one) as one change set, if the version is still `version`. */
export const save = fn(
  SaveInput,
  async ({ productId, combination, cells, version }, actor: Actor) => {
    const def = await tableDefinition(productId);
    assertCombination(def, combination);
    const out = await publish({
      productId,
      kind: "save",
      actor,
      version,
      touches: [combination],
      apply: (draft) => {
        const unknown = cells.filter((c) => !draft.runs.includes(c.copy));
        if (unknown.length)
          throw new AppError("input", "prices.run_unknown", {
            params: { copy: unknown[0]!.copy },
            fields: unknown.map((c) => ({
              field: `cells.${c.copy}`,
              code: "prices.run_unknown",
              params: { copy: c.copy },
            })),
          });
        const row = draft.rows.get(combination) ?? new Map<number, string>();
        let changed = 0;
        for (const { copy: run, net } of cells) {
          if (net === null) changed += row.delete(run) ? 1 : 0;
          else if (row.get(run) !== net) {
            row.set(run, net);
            changed++;
          }
        }
        draft.rows.set(combination, row);
        return changed;
      },
      audit: { combination },
    });
    afterPublish(productId);
    return out;
  },
);

/**
 * Saves cells of several combinations (the matrix's save) as ONE change set of kind "save", if the
 * version is still `version`: only the chunks of the combinations named are read and rewritten.
 */
export const saveCells = fn(SaveCellsInput, async ({ productId, cells, version }, actor: Actor) => {
  const def = await tableDefinition(productId);
  const valid = combinationChecker(def);
  const unknown = cells.findIndex((c) => !valid(c.combination));
  if (unknown >= 0)
    throw new AppError("input", "prices.combination_unknown", {
      fields: [{ field: `cells.${unknown}.combination`, code: "prices.combination_unknown" }],
    });
  const combinations = [...new Set(cells.map((c) => c.combination))];
  const out = await publish({
    productId,
    kind: "save",
    actor,
    version,
    touches: combinations,
    apply: (draft) => {
      const bad = cells.findIndex((c) => !draft.runs.includes(c.copy));
      if (bad >= 0)
        throw new AppError("input", "prices.run_unknown", {
          params: { copy: cells[bad]!.copy },
          fields: [
            {
              field: `cells.${bad}.copy`,
              code: "prices.run_unknown",
              params: { copy: cells[bad]!.copy },
            },
          ],
        });
      let changed = 0;
      for (const { combination, copy: run, net } of cells) {
        const row = draft.rows.get(combination) ?? new Map<number, string>();
        if (net === null) changed += row.delete(run) ? 1 : 0;
        else if (row.get(run) !== net) {
          row.set(run, net);
          changed++;
        }
        draft.rows.set(combination, row);
      }
      return changed;
    },
    audit: { combinations: combinations.length },
  });
  afterPublish(productId);
  return out;
});

/** The product's runs and the table's version (the runs panel; no cells, no combination needed). */
export const runs = fn(RunsInput, async ({ productId }) => {
  await tableDefinition(productId);
  const head = await readHead(productId);
  return { productId, runs: head.runs, version: head.version, cells: head.cells };
});

/** Adds a run to the product (no prices yet). The API names it `copy` (admin-api.md), as do the error's params and the audit entry. */
export const addRun = fn(RunInput, async ({ productId, copy: run, version }, actor: Actor) => {
  await tableDefinition(productId);
  const out = await publish({
    productId,
    kind: "addRun",
    actor,
    version,
    touches: [],
    always: true,
    apply: (draft) => {
      if (draft.runs.includes(run))
        throw new AppError("conflict", "prices.run_exists", { params: { copy: run } });
      draft.runs.push(run);
      return 0;
    },
    audit: { copy: run },
  });
  afterPublish(productId);
  return out;
});

/**
 * Removes a run and every price of it. Cart lines that chose that run would lose their price:
 * with any and no `confirm`, answers them (`removed: false`) and writes nothing (one Scan of the
 * carts, only here). The prices themselves go with the run (the seed's question says so).
 */
export const removeRun = fn(
  RemoveRunInput,
  async ({ productId, copy: run, version, confirm }, actor: Actor) => {
    await tableDefinition(productId);
    const head = await readHead(productId);
    if (version !== undefined && version !== head.version)
      throw new AppError("conflict", "conflict.stale");
    if (!head.runs.includes(run))
      throw new AppError("not_found", "prices.run_unknown", { params: { copy: run } });
    const cartLines = await cartLinesWithRun(productId, run);
    const dependents = {
      priceCells: 0,
      combinations: [] as { combination: string; label: string; cells: number }[],
      cartLines,
    };
    if (cartLines > 0 && !confirm) return { removed: false as const, dependents };
    const out = await publish({
      productId,
      kind: "removeRun",
      actor,
      version,
      touches: "all",
      always: true,
      apply: (draft) => {
        if (!draft.runs.includes(run))
          throw new AppError("not_found", "prices.run_unknown", { params: { copy: run } });
        draft.runs = draft.runs.filter((r) => r !== run);
        let changed = 0;
        for (const row of draft.rows.values()) changed += row.delete(run) ? 1 : 0;
        return changed;
      },
      audit: { copy: run },
    });
    afterPublish(productId);
    return {
      removed: true as const,
      dependents: { ...dependents, priceCells: out.changed },
      ...out,
    };
  },
);

/**
 * Changes every price (or one run's) by a percentage with a rounding rule. `preview`: the old →
 * new list, nothing written. Any failure but a stale version is the seed's "Coś poszło nie tak.
 * Nie udało się zmienić cen. ..." and nothing changed.
 */
export const changeAll = fn(ChangeAllInput, async (input, actor: Actor) => {
  const def = await tableDefinition(input.productId);
  const pick = (run: number, combination: string) =>
    input.range === "all" ||
    (input.copy !== undefined
      ? run === input.copy && (!input.combination || combination === input.combination)
      : combination === input.combination);
  const next = (net: string) => changePrice(net, input.changeType, input.value, input.rounding);
  try {
    if (input.preview) {
      const head = await readHead(input.productId);
      const rows = await readRows(head);
      const changes = cellsOf(rows)
        .filter((c) => pick(c.run, c.combination))
        .map((c) => ({
          combination: c.combination,
          copy: c.run,
          before: toFixed2(c.net),
          after: toFixed2(next(c.net)),
        }))
        .sort((a, b) =>
          a.combination < b.combination ? -1 : a.combination > b.combination ? 1 : a.copy - b.copy,
        );
      return {
        preview: true as const,
        version: head.version,
        vat: def.vat,
        total: changes.length,
        changed: changes.filter((c) => c.before !== c.after).length,
        changes: changes.slice(0, 10_000),
      };
    }
    const out = await publish({
      productId: input.productId,
      kind: "changeAll",
      actor,
      version: input.version,
      touches: "all",
      apply: (draft) => {
        let changed = 0;
        for (const [combination, row] of draft.rows) {
          for (const [run, net] of row) {
            if (!pick(run, combination)) continue;
            const after = next(net);
            if (after !== net) {
              row.set(run, after);
              changed++;
            }
          }
        }
        return changed;
      },
      audit: {
        range: input.range,
        copy: input.copy ?? null,
        combination: input.combination ?? null,
        changeType: input.changeType,
        value: input.value,
        rounding: input.rounding,
      },
    });
    afterPublish(input.productId);
    return { preview: false as const, ...out };
  } catch (error) {
    if (error instanceof AppError && (error.kind === "conflict" || error.kind === "input"))
      throw error;
    throw new AppError("internal", "prices.change_all_failed", { cause: error });
  }
});

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

/** One cell's history, newest first: reads only the distinct chunks its chunk index had. */
export const cellHistory = fn(CellHistoryInput, async ({ productId, combination, copy: run }) => {
  const { data } = await db()
    .entities.priceChangeSet.query.byProduct({ productId })
    .go({ pages: "all" });
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
  return { items: items.reverse() };
});

const translate = translator(pricesMessages);

export const translateErrors = (
  errors: { row: number; code: string; params?: Record<string, string | number> }[],
  locale: Locale,
) =>
  errors.map((e) => ({ row: e.row, code: e.code, message: translate(e.code, locale, e.params) }));

export { countCells };
