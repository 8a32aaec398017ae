import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Attribute, CalculatorDefinition, PriceTable } from "../pricing/index";
import type { AttributeInfo, ChildAttributeInfo, Info, LeadTimes, RunInfo } from "./schema";

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
  runs: RunInfo[];
  prices: { combination: string; copy: number; price: string }[];
  /** Child attributes per attribute id (informational). */
  children: Map<number, ChildAttributeInfo[]>;
}

/** A price-table product's attributes (sorted), runs (by quantity) and prices: one Query. */
export async function detail(productId: number): Promise<Detail> {
  const { data } = await db().collections.productDetail({ productId }).go({ pages: "all" });
  return {
    attributes: data.attribute
      .sort((a, b) => a.sort - b.sort)
      .map((a) => ({ id: a.attributeId, productId, title: a.title, active: a.active, addToPrice: a.addToPrice, priceChange: a.priceChange, sort: a.sort, values: a.values })),
    runs: data.printRun.map((r) => ({ id: r.copyId, productId, quantity: r.copy })),
    prices: data.priceEntry.map((p) => ({ combination: p.combination, copy: p.copy, price: p.price })),
    children: new Map(data.attribute.map((a) => [a.attributeId, a.children ?? []])),
  };
}

/** Titles and flags of products for cart lines, cached like the definitions. */
const summaries = new TtlCache<number, Pick<Info, "productId" | "title" | "kind" | "active">>("products", DEFINITION_TTL_MS, 200);
export function summary(productId: number) {
  return summaries.get(productId, async () => {
    const p = await item(productId);
    if (!p) throw new AppError("not_found", "product.not_found");
    return { productId: p.productId, title: p.title, kind: p.kind, active: p.active };
  });
}

export interface TableDefinition {
  table: PriceTable;
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

/** A price-table product's definition: the product item and its partition, two requests when cold. */
const tables = new TtlCache<number, TableDefinition>("priceTables", DEFINITION_TTL_MS, 100);
export function tableDefinition(productId: number): Promise<TableDefinition> {
  return tables.get(productId, async () => {
    const product = await item(productId);
    if (!product || !product.active || product.kind !== "table") throw new AppError("not_found", "product.not_found");
    const d = await detail(productId);
    return {
      table: {
        productId,
        attributes: d.attributes.map(forPricing),
        prices: d.prices.map((p) => ({ productId, combination: p.combination, copy: p.copy, price: Number(p.price) })),
        copies: d.runs.map((r) => ({ id: r.id, productId, copy: r.quantity })),
        discount: product.discount ?? 0,
        vat0: product.vat0 ?? false,
        vat5: product.vat5 ?? false,
        vat8: product.vat8 ?? false,
      },
      leadTimes: product.info ?? NO_LEAD_TIMES,
      children: d.children,
    };
  });
}

export interface CalculatorDefinitionLoaded {
  def: CalculatorDefinition;
  description: unknown;
  leadTimes: LeadTimes;
}

/** A calculator with its product's lead times: two GetItems when cold, at most 100 kept. */
const calculators = new TtlCache<number, CalculatorDefinitionLoaded>("calculators", DEFINITION_TTL_MS, 100);
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
      copies: c.copies as Record<string, number>,
      initialDisabledValues: c.initialDisabledValues ?? [],
      discount: c.discount ?? 0,
      vat0: c.vat0 ?? false,
      vat5: c.vat5 ?? false,
      vat8: c.vat8 ?? false,
      options: c.options as CalculatorDefinition["options"],
    };
    return { def, description: c.description ?? null, leadTimes: product.info };
  });
}
