import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { CalculatorDefinition } from "../pricing/index";
import type { Info, LeadTimes } from "./schema";
import { productBySlug } from "../slug/lookup";

/**
 * The one loader of a product and its calculator's definition: labels, calculator, cart and
 * catalogue call these instead of reading and casting the items themselves (a price-table
 * product's definition is price-table/load.ts's). One GetItem per item.
 */

/** A product item (one GetItem), or null. */
export async function item(productId: number): Promise<Info | null> {
  return (await db().entities.product.get({ productId }).go()).data ?? null;
}

/** A product found by any language's slug (one Query on gsi1; an English or German slug then its GetItem), or null. */
export async function bySlug(slug: string): Promise<Info | null> {
  return productBySlug(slug);
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
