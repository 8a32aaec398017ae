import * as z from "zod";

/**
 * The calculator definition as the workbench edits it (pricing.md §4), zod only and
 * browser-safe: what `admin.calculators.update` and `test` take as a draft. Structural rules
 * (ids unique, shortcodes unique and not function names, dependencies pointing at real values)
 * are checked by `structureErrors` in validate.ts so that each has its own translated code.
 */

export const Translated = z.object({ pl: z.string().max(500), en: z.string().max(500), de: z.string().max(500) }).partial();
/** Rich text per language (HTML, sanitised on save). */
export const RichText = z.object({ pl: z.string().max(50_000), en: z.string().max(50_000), de: z.string().max(50_000) }).partial();

const id = z.int().positive().max(1_000_000_000);
const finite = z.number().refine(Number.isFinite, { message: "must be a finite number" });
export const SHORTCODE = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

export const ValueDraft = z.object({
  id,
  value: finite,
  title: Translated,
  /** Comma-separated value ids (the catalogue's form) or a list. */
  excluding: z.union([z.string().max(2000), z.array(id).max(500)]).nullable(),
  info: RichText.nullable().optional(),
});
export type ValueDraft = z.infer<typeof ValueDraft>;

const optionBase = {
  id,
  active: z.boolean(),
  title: Translated,
  shortcode: z.string().regex(SHORTCODE, "a shortcode starts with a letter or _ and has letters, digits and _"),
  dependant: id.nullable(),
  dependantValue: id.nullable(),
  info: RichText.nullable().optional(),
};

export const SelectOptionDraft = z.object({ ...optionBase, type: z.literal("select"), values: z.array(ValueDraft).max(200) });
export const InputOptionDraft = z.object({
  ...optionBase,
  type: z.literal("input"),
  step: finite.positive().nullable().optional(),
  min: finite.nullable().optional(),
  max: finite.nullable().optional(),
  initialValue: finite.nullable().optional(),
  /** The unit shown beside the number (e.g. "pages", "mm"), per language. */
  unit: Translated.nullable().optional(),
});
export const OptionDraft = z.discriminatedUnion("type", [SelectOptionDraft, InputOptionDraft]);
export type OptionDraft = z.infer<typeof OptionDraft>;

export const CalculatorDraft = z.object({
  equation: z.string().max(2000),
  /** quantity → multiplier; a run with multiplier 0 shows no row (a lint says so). */
  copies: z.record(z.string().regex(/^[1-9][0-9]{0,8}$/, "a run is a positive whole number"), finite),
  initialDisabledValues: z.array(id).max(500),
  discount: finite.min(0).max(100),
  vat0: z.boolean().nullable().optional(),
  vat5: z.boolean().nullable().optional(),
  vat8: z.boolean().nullable().optional(),
  options: z.array(OptionDraft).max(100),
  description: RichText.nullable().optional(),
});
export type CalculatorDraft = z.infer<typeof CalculatorDraft>;
