import * as z from "zod";

/**
 * The calculator definition as the workbench edits it (pricing.md §4), zod only and
 * browser-safe: what `admin.calculators.update` and `test` take as a draft. Structural rules
 * (ids unique, shortcodes unique and not function names, dependencies pointing at real values)
 * are checked by `structureErrors` in validate.ts so that each has its own translated code.
 */
export const SHORTCODE = /^[A-Z_]\w{0,39}$/i;

/**
 * The workbench's schemas, built on the first call and kept. workbench/schema.ts exports them (and
 * builds them as it loads: the admin's code and the browser use them as values); the entities'
 * checks of a calculator's stored shapes (entities/shapes.ts) call this only when a calculator is
 * written, so a shop cold start does not build these 104 zod schemas (bench/lambda-cold.ts).
 */
export const workbenchSchemas = once(() => {
  const Translated = z
    .object({ pl: z.string().max(500), en: z.string().max(500), de: z.string().max(500) })
    .partial();
  /** Rich text per language (HTML, sanitised on save). */
  const RichText = z
    .object({ pl: z.string().max(50_000), en: z.string().max(50_000), de: z.string().max(50_000) })
    .partial();

  const id = z.int().positive().max(1_000_000_000);
  const finite = z.number().refine(Number.isFinite, { message: "must be a finite number" });

  const ValueDraft = z.object({
    id,
    value: finite,
    title: Translated,
    /** Comma-separated value ids (the catalogue's form) or a list. */
    excluding: z.union([z.string().max(2000), z.array(id).max(500)]).nullable(),
    info: RichText.nullable().optional(),
  });

  const optionBase = {
    id,
    active: z.boolean(),
    title: Translated,
    shortcode: z
      .string()
      .regex(SHORTCODE, "a shortcode starts with a letter or _ and has letters, digits and _"),
    dependant: id.nullable(),
    dependantValue: id.nullable(),
    info: RichText.nullable().optional(),
  };

  const SelectOptionDraft = z.object({
    ...optionBase,
    type: z.literal("select"),
    values: z.array(ValueDraft).max(200),
  });
  const InputOptionDraft = z.object({
    ...optionBase,
    type: z.literal("input"),
    step: finite.positive().nullable().optional(),
    min: finite.nullable().optional(),
    max: finite.nullable().optional(),
    initialValue: finite.nullable().optional(),
    /** The unit shown beside the number (e.g. "pages", "mm"), per language. */
    unit: Translated.nullable().optional(),
  });
  const OptionDraft = z.discriminatedUnion("type", [SelectOptionDraft, InputOptionDraft]);

  const CalculatorDraft = z.object({
    equation: z.string().max(2000),
    /** quantity → multiplier; a run with multiplier 0 shows no row (a lint says so). */
    copies: z.record(
      z.string().regex(/^[1-9]\d{0,8}$/, "a run is a positive whole number"),
      finite,
    ),
    initialDisabledValues: z.array(id).max(500),
    discount: finite.min(0).max(100),
    vat0: z.boolean().nullable().optional(),
    vat5: z.boolean().nullable().optional(),
    vat8: z.boolean().nullable().optional(),
    options: z.array(OptionDraft).max(100),
    description: RichText.nullable().optional(),
  });
  return {
    Translated,
    RichText,
    ValueDraft,
    SelectOptionDraft,
    InputOptionDraft,
    OptionDraft,
    CalculatorDraft,
  };
});

function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
