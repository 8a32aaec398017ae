import * as z from "zod";
import { SlugInput, translated, translatedRequired } from "../i18n/translated";
import type { Dependents } from "../price-table/schema";
import { Kind } from "./schema";
import { SlugsInput } from "../slug/schema";

/**
 * The back office's write inputs of the product aggregate (admin-api.md `admin.products.*`,
 * `admin.attributes.*`); browser-safe, zod only. Every edit carries the `version` the person saw.
 */
export const Id = z.coerce.number().int().positive();
const Version = z.int().min(1);
const Days = z.int().min(0).max(365);

export const LeadTimesInput = z.object({ eco: Days, standard: Days, express: Days });

/**
 * A product's editable fields. `slug` is the Polish address (blank: from the Polish title);
 * `slugs.en` / `slugs.de` the English and German ones (blank: the Polish one). Every address is
 * unique across languages, products and categories (slug/claims.ts).
 */
export const ProductFields = z.object({
  kind: Kind,
  categoryId: Id,
  title: translatedRequired(200),
  /** Rich text (HTML) per language: sanitised on the server before it is stored. */
  description: translated(20_000),
  slug: SlugInput,
  slugs: SlugsInput,
  leadTimes: LeadTimesInput,
  /** Percent off the list price, 0–100 with at most two decimals. */
  discount: z
    .union([z.number(), z.string()])
    .transform((v, ctx) => {
      const s = String(v).trim().replace(",", ".");
      if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(s) || Number(s) > 100) {
        ctx.addIssue({
          code: "custom",
          message: "product.discount_invalid",
          params: { code: "product.discount_invalid" },
        });
        return z.NEVER;
      }
      return Number(s);
    })
    .default(0),
  vat0: z.boolean().default(false),
  vat5: z.boolean().default(false),
  vat8: z.boolean().default(false),
  active: z.boolean().default(false),
});
export const ProductCreateInput = ProductFields;
export type ProductCreateInput = z.input<typeof ProductCreateInput>;
export const ProductUpdateInput = ProductFields.omit({ kind: true }).extend({
  id: Id,
  version: Version,
  kind: Kind.optional(),
});
export const ProductWriteInput = z.object({ id: Id, version: Version });
export const ProductActivateInput = ProductWriteInput.extend({ value: z.boolean() });
/** Every product, first to last, each with the version the person saw: one transaction. */
export const ProductSortInput = z.object({
  items: z
    .array(z.object({ id: Id, version: Version }))
    .min(1)
    .max(98),
});

/** One product as the edit screen shows it. */
export interface ProductEdit {
  id: number;
  kind: z.infer<typeof Kind>;
  categoryId: number;
  calculatorId: number | null;
  slug: string;
  /** The English and German slugs as stored ("" = the Polish one is used). */
  slugs: { en: string; de: string };
  title: { pl: string; en: string; de: string };
  description: { pl: string; en: string; de: string };
  leadTimes: { eco: number; standard: number; express: number };
  discount: number;
  vat0: boolean;
  vat5: boolean;
  vat8: boolean;
  active: boolean;
  sort: number;
  version: number;
}

// ---- attributes and values ----

const AttributeKey = { productId: Id, attributeId: Id };
export const AttributeListInput = z.object({ productId: Id });
export const AttributeCreateInput = z.object({
  productId: Id,
  title: translatedRequired(120),
  addToPrice: z.boolean().default(false),
  priceChange: z.boolean().default(true),
  active: z.boolean().default(true),
});
const ChildValue = z.object({ id: Id.optional(), title: translatedRequired(120) });
export const ChildInput = z.object({
  title: translatedRequired(120),
  values: z.array(ChildValue).max(100),
});
export const AttributeUpdateInput = z.object({
  ...AttributeKey,
  version: Version,
  title: translatedRequired(120).optional(),
  addToPrice: z.boolean().optional(),
  priceChange: z.boolean().optional(),
  active: z.boolean().optional(),
  /** The whole list of child attributes (informational), replacing the stored one. */
  children: z.array(ChildInput).max(20).optional(),
  /** The values' new order: every value id once. */
  valueOrder: z.array(Id).max(500).optional(),
});
/** `confirm: true` removes even when prices or cart lines use it; without it, what depends on it is answered and nothing removed. */
export const AttributeRemoveInput = z.object({
  ...AttributeKey,
  version: Version,
  confirm: z.boolean().default(false),
});
export const AttributeSortInput = z.object({
  productId: Id,
  items: z
    .array(z.object({ id: Id, version: Version }))
    .min(1)
    .max(98),
});
export const ValueCreateInput = z.object({
  ...AttributeKey,
  version: Version,
  title: translatedRequired(120),
});
export const ValueUpdateInput = z.object({
  ...AttributeKey,
  valueId: Id,
  version: Version,
  title: translatedRequired(120),
});
export const ValueRemoveInput = z.object({
  ...AttributeKey,
  valueId: Id,
  version: Version,
  confirm: z.boolean().default(false),
});

/** What uses an attribute or value (the price table's answer, shown by the admin). */
export type { Dependents };
export interface RemoveAnswer {
  removed: boolean;
  dependents: Dependents;
}
