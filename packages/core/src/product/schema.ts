import * as z from "zod";

/**
 * The product aggregate's shapes (zod only: safe for the browser). One name per concept: a print
 * run is a `run` ({ id, quantity }), an attribute's flags are `addToPrice` / `priceChange`.
 * The wire of the binding specs keeps `copy` where they say so (price entries, the REST shims).
 */
export const Translated = z.object({ pl: z.string(), en: z.string(), de: z.string() });
export type Translated = z.infer<typeof Translated>;

export const LeadTimes = z.object({
  eco: z.int().nonnegative(),
  standard: z.int().nonnegative(),
  express: z.int().nonnegative(),
});
export type LeadTimes = z.infer<typeof LeadTimes>;

export const ValueInfo = z.object({ id: z.int().positive(), title: Translated });
export type ValueInfo = z.infer<typeof ValueInfo>;

export const AttributeInfo = z.object({
  id: z.int().positive(),
  productId: z.int().positive(),
  title: Translated,
  active: z.boolean(),
  /** The attribute's price is added on top of the combination's (a surcharge). */
  addToPrice: z.boolean(),
  priceChange: z.boolean(),
  sort: z.number(),
  values: z.array(ValueInfo),
});
export type AttributeInfo = z.infer<typeof AttributeInfo>;

/** A child attribute of an attribute (informational: shown, not priced). */
export const ChildAttributeInfo = z.object({ title: Translated, values: z.array(ValueInfo) });
export type ChildAttributeInfo = z.infer<typeof ChildAttributeInfo>;

/** A run of a price-table product: how many pieces (its id is the same number). */
export const RunInfo = z.object({
  id: z.int().positive(),
  productId: z.int().positive(),
  run: z.int().positive(),
});
export type RunInfo = z.infer<typeof RunInfo>;

export const Kind = z.enum(["label", "calculator", "table"]);
export type Kind = z.infer<typeof Kind>;

/** A product as stored (the catalogue's product item). */
export const Info = z.object({
  productId: z.int().positive(),
  kind: Kind,
  categoryId: z.int().positive(),
  calculatorId: z.int().positive().optional(),
  slug: z.string().min(1),
  /** The English and German slugs (slug/schema.ts: a missing one is the Polish `slug`). */
  slugs: z.object({ en: z.string().optional(), de: z.string().optional() }).optional(),
  sort: z.number(),
  active: z.boolean(),
  defaultMaterial: z.int().positive().optional(),
  discount: z.number().optional(),
  vat0: z.boolean().optional(),
  vat5: z.boolean().optional(),
  vat8: z.boolean().optional(),
  info: LeadTimes.optional(),
  title: Translated,
  description: Translated.optional(),
});
export type Info = z.infer<typeof Info>;
