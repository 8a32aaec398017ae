import { z } from "zod";
import { AppError } from "../error";
import * as Product from "../product/index";
import type { Locale } from "../i18n/locale";
import { answerErrors } from "../quote-errors";
import { CalculatorQuoteInput, formatConflict, quoteCalculator, } from "../pricing/index";
import { fn } from "../fn";

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
export const quote = fn(quoteSchema, async (parsed, context: { locale: Locale; now?: Date }) => {
  const locale = parsed.locale ?? context.locale;
  const { def, leadTimes } = await load(parsed.calculatorId);
  const result = quoteCalculator(def, parsed.selections, {
    now: context.now ?? new Date(),
    leadTimes,
    vat: parsed.vat,
    noVat: parsed.noVat,
    locale,
  });
  return {
    errors: answerErrors(result.errors, locale),
    conflicts: result.conflicts.map((c) => ({ ...c, message: formatConflict(def, c, locale) })),
    disabledValues: result.disabledValues,
    disabledOptions: result.disabledOptions,
    rows: result.rows,
  };
});
