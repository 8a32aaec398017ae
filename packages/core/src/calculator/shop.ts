import * as z from "zod";
import * as Product from "../product/load";
import type { Locale } from "../i18n/locale";
import { CalculatorQuoteInput } from "../pricing/index";
import { fn } from "../fn";
import { answerQuote } from "./answer";

export { answerQuote } from "./answer";

/** The definition comes from the one loader of the product aggregate (cached there). */
const load = Product.calculatorDefinition;

export const getSchema = z.object({ calculatorId: z.int().positive() });

/** The definition the storefront renders and prices from (titles in every language). */
export const get = fn(getSchema, async ({ calculatorId }) => {
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
});

export const quoteSchema = CalculatorQuoteInput;

/** Rows per quantity, or the errors and conflicts that stop them, computed by the server. */
/** The shop's answer and the admin test bench's are one function (answer.ts). */
export const quote = fn(quoteSchema, async (parsed, context: { locale: Locale; now?: Date }) => {
  const { def, leadTimes } = await load(parsed.calculatorId);
  return answerQuote(def, leadTimes, parsed, context);
});
