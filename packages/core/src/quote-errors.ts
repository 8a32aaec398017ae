import { AppError } from "./error";
import { formatPricingError, type PricingError } from "./pricing/messages";
import type { Locale } from "./i18n/locale";

/** Codes that only a tampered or stale client can produce: those are bad requests, not states. */
const MALFORMED = new Set(["unknown_option", "unknown_value", "not_number"]);

/**
 * A quote's validation errors as the answer carries them (translated), or a 400 with field
 * errors when the input names ids that do not exist.
 */
export function answerErrors(errors: readonly PricingError[], locale: Locale) {
  const malformed = errors.filter((e) => MALFORMED.has(e.code));
  if (malformed.length > 0) {
    throw new AppError("input", "input.invalid", {
      fields: malformed.map((e) => ({
        field: String(e.field),
        code: e.code,
        message: formatPricingError(e, locale),
      })),
    });
  }
  return errors.map((e) => ({
    field: String(e.field),
    code: e.code,
    message: formatPricingError(e, locale),
    params: e.params ?? {},
  }));
}
