import { db } from "../dynamo/db";
import { pick } from "../i18n/locale";
import { publish, readHead, readRows, type Actor } from "./store";
import type { TxEntities, TxItems } from "./commit";
import { afterPublish } from "./signal";
import type { Dependents } from "./schema";

/**
 * What uses some values of a product (an attribute's or one value): the current price table's
 * cells whose combination names one of them, and cart lines configured with one. Reads the whole
 * current table (its chunks) and Scans the carts: both only when someone deletes an attribute or
 * a value, never on a shop request. Orders keep their own copy of every line, so none depends.
 */
const uses = (combination: string, ids: Set<number>) =>
  combination.split(",").some((v) => ids.has(Number(v)));

export async function dependentsOf(
  productId: number,
  valueIds: number[],
  titles: Map<number, string>,
): Promise<Dependents> {
  const ids = new Set(valueIds);
  const head = await readHead(productId);
  const rows = head.cells > 0 ? await readRows(head) : new Map<string, Map<number, string>>();
  const combinations: Dependents["combinations"] = [];
  let priceCells = 0;
  for (const [combination, cells] of rows) {
    if (!uses(combination, ids) || cells.size === 0) continue;
    priceCells += cells.size;
    if (combinations.length < 50)
      combinations.push({
        combination,
        label: combination
          .split(",")
          .map((v) => titles.get(Number(v)) ?? v)
          .join(" / "),
        cells: cells.size,
      });
  }
  return { priceCells, combinations, cartLines: await cartLinesUsing(productId, ids) };
}

async function cartLinesUsing(productId: number, ids: Set<number>): Promise<number> {
  const { data } = await db().entities.cart.scan.go({ pages: "all" });
  let n = 0;
  for (const cart of data) {
    for (const line of (Array.isArray(cart.lines) ? cart.lines : []) as {
      config?: { kind?: string; productId?: number; valueIds?: number[] };
    }[]) {
      const c = line.config;
      if (
        c?.kind === "table" &&
        c.productId === productId &&
        (c.valueIds ?? []).some((v) => ids.has(v))
      )
        n++;
    }
  }
  return n;
}

/** Cart lines of the product configured with `run` (a cart line's `quantity`): they lose their price when the run is removed. One Scan of the carts. */
export async function cartLinesWithRun(productId: number, run: number): Promise<number> {
  const { data } = await db().entities.cart.scan.go({ pages: "all" });
  let n = 0;
  for (const cart of data) {
    for (const line of (Array.isArray(cart.lines) ? cart.lines : []) as {
      config?: { kind?: string; productId?: number; quantity?: number };
    }[]) {
      const c = line.config;
      if (c?.kind === "table" && c.productId === productId && c.quantity === run) n++;
    }
  }
  return n;
}

export const hasDependents = (d: Dependents) => d.priceCells > 0 || d.cartLines > 0;

/** Value titles (pl) of a product's attributes, for the dependents' combination labels. */
export const titlesOf = (attributes: { values: { id: number; title: unknown }[] }[]) =>
  new Map(
    attributes.flatMap((a) => a.values.map((v) => [v.id, pick(v.title as never, "pl")] as const)),
  );

/**
 * Removes every price cell whose combination names one of the values: one change set (its own
 * audit entry), with `also` (the attribute's own write and entry) in the same transaction.
 */
export async function removePricesOf(
  productId: number,
  valueIds: number[],
  actor: Actor,
  also: (e: TxEntities) => unknown[],
): Promise<void> {
  const ids = new Set(valueIds);
  await publish({
    productId,
    kind: "removeValues",
    actor,
    touches: "all",
    apply: (draft) => {
      let removed = 0;
      for (const [combination, cells] of [...draft.rows]) {
        if (!uses(combination, ids)) continue;
        removed += cells.size;
        draft.rows.delete(combination);
      }
      return removed;
    },
    audit: { valueIds },
    also: also as (e: TxEntities) => TxItems,
  });
  afterPublish(productId);
}
