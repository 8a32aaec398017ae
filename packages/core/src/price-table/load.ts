import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Attribute, PriceTable } from "../pricing/index";
import type { LeadTimes } from "../pricing/dates";
import { cacheChunk, cachedChunk, emptyHead, toHead, type Head } from "./store";
import { chunkIndexOf, parseChunk, type Rows } from "./chunking";

/**
 * A price-table product as the shop prices it: its partition (attributes, runs, the price head)
 * and its cached definition (cached by the price-table's own cache, which a publish drops:
 * signal.ts). The back office's uncached view is definition.ts's.
 */

const NO_LEAD_TIMES: LeadTimes = { eco: 0, standard: 0, express: 0 };

/** A price-table product's attributes (sorted), runs (ascending) and price head: one Query, no price cells. */
export async function detail(productId: number) {
  const { data } = await db().collections.productDetail({ productId }).go({ pages: "all" });
  const head = data.priceHead[0] ? toHead(data.priceHead[0]) : emptyHead(productId);
  return {
    attributes: data.attribute
      .sort((a, b) => a.sort - b.sort)
      .map((a) => ({
        id: a.attributeId,
        productId,
        title: a.title,
        active: a.active,
        addToPrice: a.addToPrice,
        priceChange: a.priceChange,
        sort: a.sort,
        values: a.values,
      })),
    runs: [...head.runs].sort((a, b) => a - b).map((run) => ({ id: run, productId, run })),
    head,
    children: new Map(data.attribute.map((a) => [a.attributeId, a.children ?? []])),
  };
}

/** What `detail` answers: attributes, runs, the price head (no cells) and child attributes. */
export type Detail = Awaited<ReturnType<typeof detail>>;

export interface CachedDefinition {
  /** The pricing module's table without cells (`prices` empty): they are read per quote from the head's chunks. */
  table: PriceTable;
  head: Head;
  leadTimes: LeadTimes;
  children: Detail["children"];
}

/** The pricing module's shape of an attribute (the ported seed's snake_case names stay inside pricing/). */
const forPricing = (a: Detail["attributes"][number]): Attribute => ({
  id: a.id,
  productId: a.productId,
  title: a.title,
  active: a.active,
  add_to_price: a.addToPrice,
  price_change: a.priceChange,
  sort: a.sort,
  values: a.values,
});

/**
 * A price-table product's definition, cached: its partition (attributes, price head; one Query),
 * then the product item in ONE TransactGetItems together with the chunks the first caller's
 * selection needs (`keysOf`), so a cold quote costs 2 requests. The head names immutable chunks:
 * a cached definition always prices one consistent version. `rows` holds the cells read on the
 * way (null when the definition came from the cache).
 */
const tables = new TtlCache<number, CachedDefinition>("priceTables", DEFINITION_TTL_MS, 100);
export async function cachedDefinitionWith(
  productId: number,
  keysOf: (attributes: Attribute[]) => string[],
): Promise<{ definition: CachedDefinition; rows: Rows | null }> {
  let rows: Rows | null = null;
  const definition = await tables.get(productId, async () => {
    const d = await detail(productId);
    const attributes = d.attributes.map(forPricing);
    const { head } = d;
    const read: Rows = new Map();
    const chunkIds: string[] = [];
    for (const id of new Set(
      (head.cells > 0 ? keysOf(attributes) : [])
        .map((k) => head.chunks[chunkIndexOf(k, head.chunkCount)]!)
        .filter(Boolean),
    )) {
      const hit = cachedChunk(productId, id);
      if (hit !== undefined) parseChunk(hit, read);
      else if (chunkIds.length < 99) chunkIds.push(id);
    }
    const got = await db()
      .transaction.get((e) => [
        e.product.get({ productId }).commit(),
        ...chunkIds.map((chunkId) => e.priceChunk.get({ productId, chunkId }).commit()),
      ])
      .go();
    const product = got.data[0]?.item ?? null;
    if (!product || !product.active || product.kind !== "table")
      throw new AppError("not_found", "product.not_found");
    got.data.slice(1).forEach((entry, i) => {
      const chunk = entry.item as { data?: string } | null;
      if (!chunk?.data)
        throw new AppError("internal", "internal", {
          cause: new Error(`price store: chunk ${chunkIds[i]} of product ${productId} is missing`),
        });
      cacheChunk(productId, chunkIds[i]!, chunk.data);
      parseChunk(chunk.data, read);
    });
    rows = read;
    return {
      table: {
        productId,
        attributes,
        prices: [],
        runs: d.runs,
        discount: product.discount ?? 0,
        vat0: product.vat0 ?? false,
        vat5: product.vat5 ?? false,
        vat8: product.vat8 ?? false,
      },
      head,
      leadTimes: product.info ?? NO_LEAD_TIMES,
      children: d.children,
    };
  });
  return { definition, rows };
}

export const cachedDefinition = async (productId: number): Promise<CachedDefinition> =>
  (await cachedDefinitionWith(productId, () => [])).definition;
