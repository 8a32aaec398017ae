import { z } from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import type { Locale } from "../i18n/locale";
import { CalculatorQuoteInput, type CalculatorDefinition, type LeadTimes } from "../pricing/index";
import { answerQuote } from "./answer";

export { answerQuote } from "./answer";

interface Loaded {
  def: CalculatorDefinition;
  description: unknown;
  leadTimes: LeadTimes;
}

/** Calculator definitions with their product's lead times; at most 100 kept, each for a few seconds. */
const cache = new TtlCache<number, Loaded>(DEFINITION_TTL_MS, 100);

async function load(calculatorId: number): Promise<Loaded> {
  return cache.get(calculatorId, async () => {
    const item = (await db().entities.calculator.get({ calculatorId }).go()).data;
    if (!item) throw new AppError("not_found", "calculator.not_found");
    const product = (await db().entities.product.get({ productId: item.productId }).go()).data;
    const info = product?.info as LeadTimes | undefined;
    if (!info) throw new AppError("not_found", "product.not_found");
    const def: CalculatorDefinition = {
      id: item.calculatorId,
      productId: item.productId,
      equation: item.equation,
      copies: item.copies as Record<string, number>,
      initialDisabledValues: item.initialDisabledValues ?? [],
      discount: item.discount ?? 0,
      vat0: item.vat0 ?? false,
      vat5: item.vat5 ?? false,
      vat8: item.vat8 ?? false,
      options: item.options as CalculatorDefinition["options"],
    };
    return { def, description: item.description ?? null, leadTimes: info };
  });
}

export const invalidate = (calculatorId?: number) => cache.invalidate(calculatorId);

export const getSchema = z.object({ calculatorId: z.int().positive() });

/** The definition the storefront renders and prices from (titles in every language). */
export async function get(input: z.infer<typeof getSchema>) {
  const { calculatorId } = getSchema.parse(input);
  const { def, description, leadTimes } = await load(calculatorId);
  return {
    calculatorId: def.id,
    productId: def.productId ?? null,
    options: def.options,
    copies: def.copies,
    initialDisabledValues: def.initialDisabledValues,
    equation: def.equation,
    discount: def.discount,
    vat0: Boolean(def.vat0),
    vat5: Boolean(def.vat5),
    vat8: Boolean(def.vat8),
    description,
    leadTimes,
  };
}
get.schema = getSchema;

export const quoteSchema = CalculatorQuoteInput;

/** Rows per quantity, or the errors and conflicts that stop them, computed by the server. */
export async function quote(input: z.infer<typeof quoteSchema>, context: { locale: Locale; now?: Date }) {
  const parsed = quoteSchema.parse(input);
  const { def, leadTimes } = await load(parsed.calculatorId);
  return answerQuote(def, leadTimes, parsed, context);
}
quote.schema = quoteSchema;
