import { registerMessages } from "../i18n/messages";
import { LOCALES, type Locale } from "../pricing/money";
import { formatPricingError } from "../pricing/messages";
import { workbenchMessages } from "../workbench/messages";

/**
 * Server messages of the workbench: its own codes, plus the pricing module's equation messages
 * under `pricing.<code>` (taken from the pricing catalogue with the placeholders kept, so the
 * API says exactly what the quote says).
 */
const EQUATION_CODES = ["equation_parse", "unknown_shortcode", "division_by_zero", "not_finite", "too_long", "negative_price", "amount_too_large"];
const messages = {} as Record<Locale, Record<string, string>>;
for (const locale of LOCALES) {
  const pricing: Record<string, string> = {};
  for (const code of EQUATION_CODES) pricing[`pricing.${code}`] = formatPricingError({ field: "equation", code, params: { name: "{name}", position: "{position}" } }, locale);
  messages[locale] = { ...workbenchMessages[locale], ...pricing };
}
registerMessages(messages);
