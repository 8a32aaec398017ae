import type { Locale } from "../i18n/locale";
import { answerErrors } from "../quote-errors";
import {
  type CalculatorDefinition,
  type CalculatorQuoteInput,
  type LeadTimes,
  formatConflict,
  quoteCalculator,
} from "../pricing/index";

/**
 * The answer of `shop.calculator.quote` for a definition: the shop's quote and the admin's test
 * bench (saved definition or unsaved draft) both go through here, so they cannot differ.
 */
export function answerQuote(
  def: CalculatorDefinition,
  leadTimes: LeadTimes,
  input: Omit<CalculatorQuoteInput, "calculatorId">,
  context: { locale: Locale; now?: Date },
) {
  const locale = input.locale ?? context.locale;
  const result = quoteCalculator(def, input.selections, {
    now: context.now ?? new Date(),
    leadTimes,
    vat: input.vat,
    noVat: input.noVat,
    locale,
  });
  return {
    errors: answerErrors(result.errors, locale),
    conflicts: result.conflicts.map((c) => ({ ...c, message: formatConflict(def, c, locale) })),
    disabledValues: result.disabledValues,
    disabledOptions: result.disabledOptions,
    rows: result.rows,
  };
}
