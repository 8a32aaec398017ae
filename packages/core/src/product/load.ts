import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Attribute, CalculatorDefinition, PriceTable } from "../pricing/index";
import type { AttributeInfo, ChildAttributeInfo, Info, LeadTimes, RunInfo } from "./schema";
import { cacheChunk, cachedChunk, emptyHead, toHead, type Head } from "../price-table/store";
import { chunkIndexOf, parseChunk, type Rows } from "../prices/chunking";

/**
 * The one loader of a product and its pricing definitions: labels, calculator, price-table, cart
 * and catalogue call these instead of reading and casting the items themselves. Request counts
 * are those of the modules it replaced (one GetItem per item, one Query for a product's detail).
 */

const NO_LEAD_TIMES: LeadTimes = { eco: 0, standard: 0, express: 0 };

/** A product item (one GetItem), or null. */
export async function item(productId: number): Promise<Info | null> {
  return (await db().entities.product.get({ productId }).go()).data ?? null;
}

/** A product found by slug (one Query on gsi1), or null. */
export async function bySlug(slug: string): Promise<Info | null> {
  return (await db().entities.product.query.bySlug({ slug }).go({ limit: 1 })).data[0] ?? null;
}

export interface Detail {
  attributes: AttributeInfo[];
  /** The runs of the current price-table version (a run's id is its quantity). */
  runs: RunInfo[];
  /** The price store's head: the current version's chunk map (docs/data-model.md, "Price tables"). No cells. */
  head: Head;
  /** Child attributes per attribute id (informational). */
  children: Map<number, ChildAttributeInfo[]>;
}

/** A price-table product's attributes (sorted), runs (by quantity) and price head: one Query, no price cells. */
export async function detail(productId: number): Promise<Detail> {
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
    runs: [...head.runs]
      .sort((a, b) => a - b)
      .map((quantity) => ({ id: quantity, productId, quantity })),
    head,
    children: new Map(data.attribute.map((a) => [a.attributeId, a.children ?? []])),
  };
}

/** Titles and flags of products for cart lines, cached like the definitions. */
const summaries = new TtlCache<number, Pick<Info, "productId" | "title" | "kind" | "active">>(
  "products",
  DEFINITION_TTL_MS,
  200,
);
export function summary(productId: number) {
  return summaries.get(productId, async () => {
    const p = await item(productId);
    if (!p) throw new AppError("not_found", "product.not_found");
    return { productId: p.productId, title: p.title, kind: p.kind, active: p.active };
  });
}

export interface TableDefinition {
  /** The pricing module's table without cells (`prices` empty): they are read per quote from the head's chunks. */
  table: PriceTable;
  head: Head;
  leadTimes: LeadTimes;
  children: Map<number, ChildAttributeInfo[]>;
}

/** The pricing module's shape of an attribute (the ported seed's snake_case names stay inside pricing/). */
const forPricing = (a: AttributeInfo): Attribute => ({
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
const tables = new TtlCache<number, TableDefinition>("priceTables", DEFINITION_TTL_MS, 100);
export async function tableDefinitionWith(
  productId: number,
  keysOf: (attributes: Attribute[]) => string[],
): Promise<{ definition: TableDefinition; rows: Rows | null }> {
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
        copies: d.runs.map((r) => ({ id: r.id, productId, copy: r.quantity })),
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

export const tableDefinition = async (productId: number): Promise<TableDefinition> =>
  (await tableDefinitionWith(productId, () => [])).definition;

export interface CalculatorDefinitionLoaded {
  def: CalculatorDefinition;
  description: unknown;
  leadTimes: LeadTimes;
}

/** A calculator with its product's lead times: two GetItems when cold, at most 100 kept. */
const calculators = new TtlCache<number, CalculatorDefinitionLoaded>(
  "calculators",
  DEFINITION_TTL_MS,
  100,
);
export function calculatorDefinition(calculatorId: number): Promise<CalculatorDefinitionLoaded> {
  return calculators.get(calculatorId, async () => {
    const c = (await db().entities.calculator.get({ calculatorId }).go()).data;
    if (!c) throw new AppError("not_found", "calculator.not_found");
    const product = await item(c.productId);
    if (!product?.info) throw new AppError("not_found", "product.not_found");
    const def: CalculatorDefinition = {
      id: c.calculatorId,
      productId: c.productId,
      equation: c.equation,
      copies: c.copies,
      initialDisabledValues: c.initialDisabledValues ?? [],
      discount: c.discount ?? 0,
      vat0: c.vat0 ?? false,
      vat5: c.vat5 ?? false,
      vat8: c.vat8 ?? false,
      options: c.options,
    };
    return { def, description: c.description ?? null, leadTimes: product.info };
  });
}
