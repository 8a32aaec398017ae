import type { Locale } from "./money";

/**
 * Types several pricing modules share. They live here, not in calculator.ts or messages.ts, so that
 * no two pricing modules import each other (the former calculator ↔ messages cycle).
 */

/** A text in pl/en/de as stored with a definition. */
export type Title = Partial<Record<Locale, string>>;

export interface PricingError {
  /** A label input field name, a calculator option id, an attribute id, "vat", "equation" or "valueIds". */
  field: string | number;
  code: string;
  params?: Record<string, string | number>;
}

export interface ChosenRef {
  optionId: number;
  valueId: number;
}
export interface Conflict {
  a: ChosenRef;
  b: ChosenRef;
}
