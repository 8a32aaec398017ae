import * as z from "zod";
import { LabelSettingsSchema } from "../labels/settings-schema";
import { OptionDraft } from "../workbench/schema";

const translated = z.object({ pl: z.string(), en: z.string(), de: z.string() });
const id = z.number().int().positive();
const decimal = z.number().finite();
/** English and German addresses (slug/schema.ts: absent = the Polish `slug`). */
const slugs = z.object({ en: z.string(), de: z.string() }).optional();

/** The demo catalogue's shape (packages/core/src/seed/catalogue.json). */
export const catalogueSchema = z.object({
  version: z.literal(1),
  currencies: z.array(
    z.object({ code: z.string().length(3), sign: z.string(), rate: decimal.positive() }),
  ),
  categories: z.array(
    z.object({
      id,
      slug: z.string(),
      slugs,
      sort: z.number(),
      title: translated,
      active: z.boolean().optional(),
    }),
  ),
  products: z.array(
    z.object({
      id,
      kind: z.enum(["label", "calculator", "table"]),
      categoryId: id,
      calculatorId: id.optional(),
      slug: z.string(),
      slugs,
      sort: z.number(),
      active: z.boolean(),
      defaultMaterial: id.optional(),
      discount: decimal.optional(),
      vat0: z.boolean().optional(),
      vat5: z.boolean().optional(),
      vat8: z.boolean().optional(),
      info: z
        .object({ eco: z.number().int(), standard: z.number().int(), express: z.number().int() })
        .optional(),
      title: translated,
      description: translated.optional(),
    }),
  ),
  attributes: z.array(
    z.object({
      id,
      productId: id,
      title: translated,
      active: z.boolean(),
      add_to_price: z.boolean(),
      price_change: z.boolean(),
      sort: z.number(),
      values: z.array(z.object({ id, title: translated })),
      children: z
        .array(
          z.object({ title: translated, values: z.array(z.object({ id, title: translated })) }),
        )
        .optional(),
    }),
  ),
  copies: z.array(z.object({ id, productId: id, copy: z.number().int().positive() })),
  prices: z.array(
    z.object({
      productId: id,
      combination: z.string().regex(/^\d+(,\d+)*$/),
      copy: z.number().int().positive(),
      price: decimal.nonnegative(),
    }),
  ),
  calculators: z.array(
    z.object({
      id,
      productId: id,
      equation: z.string(),
      copies: z.record(z.string(), decimal),
      initialDisabledValues: z.array(z.number()),
      discount: decimal,
      vat0: z.boolean(),
      vat5: z.boolean(),
      vat8: z.boolean(),
      options: z.array(OptionDraft),
      description: translated.optional(),
    }),
  ),
  labelPricing: LabelSettingsSchema,
  paymentMethods: z.array(
    z.object({
      id,
      icon: z.string(),
      fee: decimal.nonnegative().optional(),
      /** Who takes the payment online; absent: as settings/provider.ts reads the icon. */
      provider: z.enum(["none", "przelewy24", "stripe"]).optional(),
      translations: translated,
    }),
  ),
  shippingMethods: z.array(
    z.object({
      id,
      icon: z.string(),
      price: decimal.nonnegative(),
      /** Net PLN to the zones outside Poland (settings/zones.ts); a zone left out is not served. */
      zones: z
        .object({
          eu1: decimal.nonnegative().optional(),
          eu2: decimal.nonnegative().optional(),
          world: decimal.nonnegative().optional(),
        })
        .optional(),
      packingPrice: decimal.nonnegative().optional(),
      payment: z.record(z.string(), z.boolean()),
      translations: translated,
    }),
  ),
  pages: z.array(z.object({ id, slug: z.string(), title: translated, body: translated })),
  posts: z.array(z.object({ id, slug: z.string(), title: translated, body: translated })),
  banners: z.array(
    z.object({
      id,
      active: z.boolean(),
      caption: translated,
      button: translated.optional(),
      link: z.string().optional(),
    }),
  ),
  menu: z.array(
    z.object({ id, active: z.boolean(), sort: z.number(), title: translated, link: z.string() }),
  ),
});

export type CatalogueData = z.infer<typeof catalogueSchema>;
