import type * as z from "zod";
import { workbenchSchemas } from "./schema-build";

/**
 * The calculator definition as the workbench edits it (pricing.md §4), zod only and
 * browser-safe: what `admin.calculators.update` and `test` take as a draft. Structural rules
 * (ids unique, shortcodes unique and not function names, dependencies pointing at real values)
 * are checked by `structureErrors` in validate.ts so that each has its own translated code.
 */
export { SHORTCODE } from "./schema-build";

/** Translated and rich text per language; rich text is HTML, sanitised on save. */
export const {
  Translated,
  RichText,
  ValueDraft,
  SelectOptionDraft,
  InputOptionDraft,
  OptionDraft,
  CalculatorDraft,
} = workbenchSchemas();
export type ValueDraft = z.infer<typeof ValueDraft>;
export type OptionDraft = z.infer<typeof OptionDraft>;
export type CalculatorDraft = z.infer<typeof CalculatorDraft>;
