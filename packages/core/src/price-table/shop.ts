import * as z from "zod";
import { AppError } from "../error";
import { cachedDefinition, cachedDefinitionWith, type CachedDefinition } from "./load";
import type { Locale } from "../i18n/locale";
import { answerErrors } from "../quote-errors";
import { TableQuoteInput, quoteTable, type Attribute } from "../pricing/index";
import { fn } from "../fn";
import { startingChoices, type TablePrice } from "../pricing/table";
import { keysFor } from "./keys";
import type { Rows } from "./chunking";
import { readCombinations } from "./store";

type Loaded = CachedDefinition;

/**
 * The definition (cached by the product aggregate's one loader) and the cells of `keysOf` in its
 * version: 2 requests cold (the partition, then the product with the chunks in one
 * TransactGetItems), 1 warm (a BatchGetItem of the chunks), 0 when the immutable chunks are cached.
 */
async function loadWith(
  productId: number,
  keysOf: (attributes: Attribute[]) => string[],
): Promise<{ loaded: Loaded; prices: TablePrice[] }> {
  const { definition, rows } = await cachedDefinitionWith(productId, keysOf);
  const keys = keysOf(definition.table.attributes);
  return {
    loaded: definition,
    prices: rows ? pricesOf(rows, keys) : await cellsOf(definition, keys),
  };
}

const load = cachedDefinition;

const pricesOf = (rows: Rows, keys: string[]): TablePrice[] => {
  const out: TablePrice[] = [];
  for (const combination of keys)
    for (const [run, net] of rows.get(combination) ?? [])
      out.push({ combination, run, price: Number(net) });
  return out;
};

/** The cells of `keys` in the cached head's version: one BatchGetItem of their chunks (none when the table is empty). */
async function cellsOf(loaded: Loaded, keys: string[]): Promise<TablePrice[]> {
  if (loaded.head.cells === 0 || keys.length === 0) return [];
  return pricesOf(await readCombinations(loaded.head, keys), keys);
}

export const quoteSchema = TableQuoteInput;

export const quote = fn(quoteSchema, async (parsed, context: { locale: Locale; now?: Date }) => {
  const locale = parsed.locale ?? context.locale;
  const { loaded, prices } = await loadWith(parsed.productId, (attributes) =>
    keysFor(attributes, parsed.valueIds),
  );
  const { leadTimes } = loaded;
  const table = { ...loaded.table, prices };
  const result = quoteTable(table, parsed.valueIds, {
    now: context.now ?? new Date(),
    leadTimes,
    vat: parsed.vat,
    noVat: parsed.noVat,
    locale,
  });
  return {
    errors: answerErrors(result.errors, locale),
    combination: result.combination,
    surcharges: result.surcharges,
    rows: result.rows,
  };
});

export const attributesSchema = z.object({ productId: z.int().positive() });

/** The legacy `GET /api/product/{id}` answer: attributes in the seed's shape and the lead times. */
export const attributes = fn(attributesSchema, async ({ productId }) => {
  const { table, leadTimes, children } = await load(productId);
  return {
    data: table.attributes.map((a) => ({ ...a, children: children.get(a.id) ?? [] })),
    info: leadTimes,
  };
});

export const pricesForSchema = z.object({
  productId: z.int().positive(),
  valueIds: z.array(z.int().positive()).max(50),
});

/**
 * The product page's price cells (`shop.table.prices`): the chosen combination, its surcharges and
 * every combination one option change away, as net PLN per run, so the page prices the next
 * change in the browser at once. One BatchGetItem (warm), independent of the table's size.
 */
export const pricesFor = fn(pricesForSchema, async ({ productId, valueIds }) => {
  const { loaded, prices } = await loadWith(productId, (attributes) =>
    keysFor(attributes, valueIds, true),
  );
  const keys = keysFor(loaded.table.attributes, valueIds, true);
  return {
    changeSetId: loaded.head.changeSetId || null,
    runs: loaded.head.runs,
    keys,
    prices: prices.map((p) => ({
      combination: p.combination,
      run: p.run,
      price: String(p.price),
    })),
  };
});

/**
 * What the product call sends with a price-table product (issue 15): its definition (cached as the
 * quotes' is) and the cells of the page's starting selection and its one-change neighbours, the
 * same cells `shop.table.prices` answers for that selection, so the page prices its first table
 * in the browser without a second round trip. Cold 2 requests, warm 1, 0 with the chunks cached.
 */
export async function startOf(productId: number) {
  const choose = (attributes: Attribute[]) => Object.values(startingChoices(attributes));
  const { loaded, prices } = await loadWith(productId, (attributes) =>
    keysFor(attributes, choose(attributes), true),
  );
  const valueIds = choose(loaded.table.attributes);
  return {
    definition: loaded,
    start: {
      valueIds,
      changeSetId: loaded.head.changeSetId || null,
      keys: keysFor(loaded.table.attributes, valueIds, true),
      cells: prices.map((p) => ({
        combination: p.combination,
        run: p.run,
        price: String(p.price),
      })),
    },
  };
}

const valueIdList = z.array(z.int().positive()).max(50);
export const pricesSchema = z.object({
  productId: z.int().positive(),
  attributeVariables: valueIdList.default([]),
  attributeValues: valueIdList,
});

/**
 * The legacy `POST /api/prices/{id}` answer: one entry per run for the chosen values, surcharges
 * included (pricing.md §5), net PLN per mode.
 */
export const prices = fn(pricesSchema, async (parsed, context: { locale: Locale; now?: Date }) => {
  const valueIds = [...new Set([...parsed.attributeValues, ...parsed.attributeVariables])];
  const answer = await quote({ productId: parsed.productId, valueIds }, context);
  if (answer.errors.length > 0)
    throw new AppError("input", "input.invalid", { fields: answer.errors });
  const out: Record<
    string,
    {
      values: string;
      copy: number;
      priceEcoNet: number;
      priceStandardNet: number;
      priceExpressNet: number;
    }
  > = {};
  for (const row of answer.rows) {
    out[String(row.quantity)] = {
      values: answer.combination ?? "",
      copy: row.quantity,
      priceEcoNet: row.eco.net,
      priceStandardNet: row.standard.net,
      priceExpressNet: row.express.net,
    };
  }
  return out;
});
