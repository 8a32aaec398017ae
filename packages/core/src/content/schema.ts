import * as z from "zod";
import { listInput } from "../list/schema";
import { SlugInput, translated, translatedRequired } from "../i18n/translated";

/** CMS pages and blog posts as the back office edits them (browser-safe, zod only). */
export const Id = z.coerce.number().int().positive();
const Text = z.object({ pl: z.string(), en: z.string(), de: z.string() });

export const Row = z.object({
  id: z.int(),
  slug: z.string(),
  title: Text,
  published: z.boolean(),
  publishedAt: z.number().nullable(),
  version: z.int(),
});
export type Row = z.infer<typeof Row>;
export const Info = Row.extend({ body: Text, seoTitle: Text, seoDescription: Text });
export type Info = z.infer<typeof Info>;

export const ListInput = listInput(
  ["publishedAt", "id", "title", "slug"],
  z.object({ published: z.boolean().optional() }),
);
export type ListInput = z.input<typeof ListInput>;

export const GetInput = z.object({ id: Id });
/** The body is HTML per language from the rich-text editor; the server sanitises it on save. */
export const Fields = z.object({
  title: translatedRequired(200),
  slug: SlugInput,
  body: translated(200_000),
  seoTitle: translated(200),
  seoDescription: translated(400),
  published: z.boolean().default(false),
  /** Milliseconds; blank with `published` means "now". */
  publishedAt: z.int().min(0).nullable().default(null),
});
export const CreateInput = Fields;
export const UpdateInput = Fields.extend({ id: Id, version: z.int().min(1) });
export const WriteInput = z.object({ id: Id, version: z.int().min(1) });
export const ActivateInput = WriteInput.extend({ value: z.boolean() });
