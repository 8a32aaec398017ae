import { z } from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Locale, Translated } from "../i18n/locale";
import { answerErrors } from "../quote-errors";
import { TableQuoteInput, quoteTable, type Attribute, type LeadTimes, type PriceTable } from "../pricing/index";
import type { TablePrice } from "../pricing/table";
import { keysFor } from "../prices/keys";
import { cacheChunk, cachedChunk, emptyHead, readCombinations, toHead, type Head } from "./store";
import { chunkIndexOf, parseChunk, type Rows } from "../prices/chunking";

interface Loaded {
  /** The product's table without its cells (`prices` empty): those are read per quote from the head's chunks. */
  table: PriceTable;
  head: Head;
  leadTimes: LeadTimes;
  children: Map<number, unknown>;
}

/**
 * A price-table product's definition: its partition (attributes and the price head; no cells)
 * and the product item, cached. The head names immutable chunks, so a cached head always reads
 * one consistent version. Cold, the product item is fetched in the same TransactGetItems as the
 * first selection's chunks: a cold quote costs 2 requests, a warm one 1.
 */
const cache = new TtlCache<number, Loaded>(DEFINITION_TTL_MS, 100);

type Keys = (attributes: Attribute[]) => string[];

/** The definition, and the cells of `keysOf(attributes)` in its version (at most 2 requests cold, 1 warm). */
async function loadWith(productId: number, keysOf: Keys): Promise<{ loaded: Loaded; prices: TablePrice[] }> {
  let prices: TablePrice[] | null = null;
  const loaded = await cache.get(productId, async () => {
    const { data } = await db().collections.productDetail({ productId }).go({ pages: "all" });
    const head = data.priceHead[0] ? toHead(data.priceHead[0]) : emptyHead(productId);
    const attributes: Attribute[] = data.attribute
      .sort((a, b) => a.sort - b.sort)
      .map((a) => ({
        id: a.attributeId,
        productId,
        title: a.title as Translated,
        active: a.active,
        add_to_price: a.addToPrice,
        price_change: a.priceChange,
        sort: a.sort,
        values: a.values as Attribute["values"],
      }));
    const keys = head.cells > 0 ? keysOf(attributes) : [];
    const rows: Rows = new Map();
    const chunkIds: string[] = [];
    for (const id of new Set(keys.map((k) => head.chunks[chunkIndexOf(k, head.chunkCount)]!).filter(Boolean))) {
      const hit = cachedChunk(productId, id);
      if (hit !== undefined) parseChunk(hit, rows);
      else if (chunkIds.length < 99) chunkIds.push(id);
    }
    const got = await db()
      .transaction.get((e) => [e.product.get({ productId }).commit(), ...chunkIds.map((chunkId) => e.priceChunk.get({ productId, chunkId }).commit())])
      .go();
    const product = got.data[0]?.item as { kind?: string; active?: boolean; discount?: number | null; vat0?: boolean; vat5?: boolean; vat8?: boolean; info?: unknown } | null | undefined;
    if (!product || !product.active || product.kind !== "table") throw new AppError("not_found", "product.not_found");
    got.data.slice(1).forEach((entry, i) => {
      const chunk = entry.item as { data?: string } | null;
      if (!chunk?.data) throw new AppError("internal", "internal", { cause: new Error(`price store: a chunk of product ${productId} is missing`) });
      cacheChunk(productId, chunkIds[i]!, chunk.data);
      parseChunk(chunk.data, rows);
    });
    prices = pricesOf(rows, keys);
    return {
      table: {
        productId,
        attributes,
        prices: [],
        copies: head.runs.map((copy) => ({ productId, copy })),
        discount: product.discount ?? 0,
        vat0: product.vat0 ?? false,
        vat5: product.vat5 ?? false,
        vat8: product.vat8 ?? false,
      },
      head,
      leadTimes: (product.info as LeadTimes | undefined) ?? { eco: 0, standard: 0, express: 0 },
      children: new Map(data.attribute.map((a) => [a.attributeId, a.children ?? []])),
    };
  });
  return { loaded, prices: prices ?? (await cellsOf(loaded, keysOf(loaded.table.attributes))) };
}

const load = async (productId: number) => (await loadWith(productId, () => [])).loaded;

const pricesOf = (rows: Rows, keys: string[]): TablePrice[] => {
  const out: TablePrice[] = [];
  for (const combination of keys) for (const [copy, net] of rows.get(combination) ?? []) out.push({ combination, copy, price: Number(net) });
  return out;
};

export const invalidate = (productId?: number) => cache.invalidate(productId);

/** The cells of `keys` in the cached head's version: one BatchGetItem of their chunks (none when the table is empty). */
async function cellsOf(loaded: Loaded, keys: string[]): Promise<TablePrice[]> {
  if (loaded.head.cells === 0 || keys.length === 0) return [];
  return pricesOf(await readCombinations(loaded.head, keys), keys);
}

export const quoteSchema = TableQuoteInput;

/** One configuration's prices: the cached definition + one BatchGetItem, at any table size. */
export async function quote(input: z.infer<typeof quoteSchema>, context: { locale: Locale; now?: Date }) {
  const parsed = quoteSchema.parse(input);
  const locale = parsed.locale ?? context.locale;
  const { loaded, prices } = await loadWith(parsed.productId, (attributes) => keysFor(attributes, parsed.valueIds));
  const { leadTimes } = loaded;
  const table = { ...loaded.table, prices };
  const result = quoteTable(table, parsed.valueIds, { now: context.now ?? new Date(), leadTimes, vat: parsed.vat, noVat: parsed.noVat, locale });
  return { errors: answerErrors(result.errors, locale), combination: result.combination, surcharges: result.surcharges, rows: result.rows };
}
quote.schema = quoteSchema;

export const attributesSchema = z.object({ productId: z.int().positive() });

/** The legacy `GET /api/product/{id}` answer: attributes in the seed's shape and the lead times. */
export async function attributes(input: z.infer<typeof attributesSchema>) {
  const { productId } = attributesSchema.parse(input);
  const { table, leadTimes, children } = await load(productId);
  return {
    data: table.attributes.map((a) => ({ ...a, children: children.get(a.id) ?? [] })),
    info: leadTimes,
  };
}
attributes.schema = attributesSchema;

export const pricesForSchema = z.object({ productId: z.int().positive(), valueIds: z.array(z.int().positive()).max(50) });

/**
 * The product page's price cells (`shop.table.prices`): the chosen combination, its surcharges and
 * every combination one option change away, as net PLN per run, so the page prices the next
 * change in the browser at once. One BatchGetItem (warm), independent of the table's size.
 */
export async function pricesFor(input: z.infer<typeof pricesForSchema>) {
  const { productId, valueIds } = pricesForSchema.parse(input);
  const { loaded, prices } = await loadWith(productId, (attributes) => keysFor(attributes, valueIds, true));
  const keys = keysFor(loaded.table.attributes, valueIds, true);
  return { changeSetId: loaded.head.changeSetId || null, runs: loaded.head.runs, keys, prices: prices.map((p) => ({ combination: p.combination, copy: p.copy, price: String(p.price) })) };
}
pricesFor.schema = pricesForSchema;

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
export async function prices(input: z.input<typeof pricesSchema>, context: { locale: Locale; now?: Date }) {
  const parsed = pricesSchema.parse(input);
  const valueIds = [...new Set([...parsed.attributeValues, ...parsed.attributeVariables])];
  const answer = await quote({ productId: parsed.productId, valueIds }, context);
  if (answer.errors.length > 0) throw new AppError("input", "input.invalid", { fields: answer.errors });
  const out: Record<string, { values: string; copy: number; priceEcoNet: number; priceStandardNet: number; priceExpressNet: number }> = {};
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
}
prices.schema = pricesSchema;
