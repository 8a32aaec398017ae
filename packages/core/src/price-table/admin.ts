import Decimal from "decimal.js";
import { AppError } from "../error";
import { fn } from "../fn";
import { cellsOf } from "./chunking";
import { toFixed2 } from "./number";
import { changePrice } from "./rounding";
import {
  ChangeAllInput,
  GetInput,
  RemoveRunInput,
  RunInput,
  RunsInput,
  SaveCellsInput,
  SaveInput,
} from "./schema";
import { cartLinesWithRun } from "./dependents";
import { assertCombination, combinationChecker, tableDefinition } from "./definition";
import { publish, readCombinations, readHead, readRows, type Actor } from "./store";
import { afterPublish } from "./signal";
import { describer } from "./describe";
import type { Locale } from "../i18n/locale";

/**
 * `admin.prices.*` (admin-api.md): the price screen, runs and change all; the history and
 * restore are history.ts's (re-exported here: one barrel for the price screen).
 */
export { cellHistory, changeSets, rollback } from "./history";

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
 * new list, nothing written, each combination also in words in the admin's language. Any failure but a stale version is the seed's "Coś poszło nie tak.
 * Nie udało się zmienić cen. ..." and nothing changed.
 */
export const changeAll = fn(ChangeAllInput, async (input, actor: Actor, locale: Locale = "pl") => {
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
      const describe = describer(def.attributes, locale);
      const changes = cellsOf(rows)
        .filter((c) => pick(c.run, c.combination))
        .map((c) => ({
          combination: c.combination,
          description: describe(c.combination),
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
