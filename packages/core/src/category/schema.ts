import * as z from "zod";
import { listInput } from "../list/schema";
import { SlugInput, translatedRequired } from "../i18n/translated";
import { SlugsInput } from "../slug/schema";

/** Product categories as the back office edits them (browser-safe, zod only). */
export const Id = z.coerce.number().int().positive();

export const Row = z.object({
  categoryId: z.int(),
  slug: z.string(),
  /** The English and German slugs as stored ("" = the Polish one is used). */
  slugs: z.object({ en: z.string(), de: z.string() }),
  title: z.object({ pl: z.string(), en: z.string(), de: z.string() }),
  active: z.boolean(),
  sort: z.number(),
  products: z.int(),
  version: z.int(),
});
export type Row = z.infer<typeof Row>;
/** The aggregate as `get` answers it: the row is the whole record. */
export const Info = Row;
export type Info = Row;

/** Sorted by the shop's order by default. */
export const ListInput = listInput(
  ["sort", "categoryId", "title", "slug"],
  z.object({ active: z.boolean().optional() }),
);
export type ListInput = z.input<typeof ListInput>;

export const GetInput = z.object({ id: Id });
export const Fields = z.object({
  title: translatedRequired(120),
  slug: SlugInput,
  /** English and German addresses (blank: the Polish one); unique across languages, categories and products. */
  slugs: SlugsInput,
  active: z.boolean().default(true),
});
export const CreateInput = Fields;
export const UpdateInput = Fields.extend({ id: Id, version: z.int().min(1) });
export const WriteInput = z.object({ id: Id, version: z.int().min(1) });
export const ActivateInput = WriteInput.extend({ value: z.boolean() });
/** The whole order, first to last, each with the version the person saw: saved in one transaction. */
export const SortInput = z.object({
  items: z
    .array(z.object({ id: Id, version: z.int().min(1) }))
    .min(1)
    .max(98),
});

/** What `remove` answers: the products still in the category (then nothing is removed), else []. */
export const ProductInCategory = z.object({
  productId: z.int(),
  title: z.string(),
  slug: z.string(),
});
export type ProductInCategory = z.infer<typeof ProductInCategory>;
