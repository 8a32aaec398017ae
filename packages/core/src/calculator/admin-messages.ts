import { LOCALES, type Locale } from "../pricing/money";
import { formatPricingError } from "../pricing/messages";
import { workbenchMessages } from "../workbench/messages";

/**
 * The server's catalogue of the calculator workbench: its own codes, plus the pricing module's
 * equation messages under `pricing.<code>` (taken from the pricing catalogue with the placeholders
 * kept, so the API's field errors say exactly what the quote says).
 */
const EQUATION_CODES = [
  "equation_parse",
  "unknown_shortcode",
  "division_by_zero",
  "not_finite",
  "too_long",
  "negative_price",
  "amount_too_large",
];

function build(locale: Locale): Record<string, string> {
  const pricing: Record<string, string> = {};
  for (const code of EQUATION_CODES)
    pricing[`pricing.${code}`] = formatPricingError(
      { field: "equation", code, params: { name: "{name}", position: "{position}" } },
      locale,
    );
  return { ...workbenchMessages[locale], ...pricing };
}

export const calculatorAdminMessages = Object.fromEntries(
  LOCALES.map((l) => [l, build(l)]),
) as Record<Locale, Record<string, string>>;
