import * as z from "zod";

/**
 * Input schemas of shop.labels.quote, shop.calculator.quote and shop.table.quote (zod only;
 * the browser imports this file too). Nothing is coerced: a number must arrive as a finite
 * JSON number (zod 4 rejects NaN and ±Infinity, so 1e309 fails), ids as positive integers.
 * Domain rules stay with the pricing functions: a width of 20.5 passes here so that
 * validateLabelInput can answer width:not_integer in the shopper's language.
 */

export const LocaleSchema = z.enum(["pl", "en", "de"]);
export const VatSchema = z.union([z.literal(23), z.literal(8), z.literal(5), z.literal(0)]);
const finite = z.number().refine(Number.isFinite, { message: "must be a finite number" });
const id = z.int().positive();
const optionId = z.int().nonnegative().max(1_000_000_000);

export const LabelQuoteInput = z.object({
  width: finite,
  height: finite,
  quantity: finite,
  material: optionId,
  print: optionId,
  enrichment: optionId,
  /** 0 manual, 1 machine; other ids reach the validator as unknown_option. */
  application: optionId,
  diameter: finite,
  gap: finite,
  winding: z.int().min(0).max(8),
  sheeting: z.boolean().optional(),
  prototype: z.boolean().optional(),
  personalization: z.boolean().optional(),
  freeSamples: z.boolean().optional(),
  notes: z.string().max(2000).optional(),
  noVat: z.boolean().optional(),
  locale: LocaleSchema.optional(),
});
export type LabelQuoteInput = z.infer<typeof LabelQuoteInput>;

export const MAX_SELECTIONS = 100;
export const CalculatorQuoteInput = z.object({
  calculatorId: id,
  /** option id → chosen value id (select) or number (input). */
  selections: z
    .record(z.string().regex(/^[1-9]\d{0,9}$/, "option ids are positive integers"), finite)
    .refine((s) => Object.keys(s).length <= MAX_SELECTIONS, {
      message: `at most ${MAX_SELECTIONS} selections`,
    }),
  vat: VatSchema.optional(),
  noVat: z.boolean().optional(),
  locale: LocaleSchema.optional(),
});
export type CalculatorQuoteInput = z.infer<typeof CalculatorQuoteInput>;

export const MAX_VALUE_IDS = 50;
export const TableQuoteInput = z.object({
  productId: id,
  valueIds: z.array(id).max(MAX_VALUE_IDS),
  vat: VatSchema.optional(),
  noVat: z.boolean().optional(),
  locale: LocaleSchema.optional(),
});
export type TableQuoteInput = z.infer<typeof TableQuoteInput>;
