import * as z from "zod";
import { listInput } from "../list/schema";
import { translated, translatedRequired } from "../i18n/translated";

/** Home page banners as the back office edits them (browser-safe, zod only). */
export const Id = z.coerce.number().int().positive();
const Text = z.object({ pl: z.string(), en: z.string(), de: z.string() });

/** A site path (`/page/x`) or an http(s) address; never `javascript:` or the like. */
export const Link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/);
/** An uploaded image (`/images/<uuid>.<ext>`) or an https address. */
export const Image = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/images\/[0-9a-f-]+\.(png|jpg|gif|webp)|https:\/\/\S+)$/);

export const Row = z.object({
  bannerId: z.int(),
  image: z.string(),
  caption: Text,
  button: Text,
  link: z.string(),
  active: z.boolean(),
  sort: z.number(),
  version: z.int(),
});
export type Row = z.infer<typeof Row>;
/** The aggregate as `get` answers it: the row is the whole record. */
export const Info = Row;
export type Info = Row;

export const ListInput = listInput(
  ["sort", "bannerId", "caption"],
  z.object({ active: z.boolean().optional() }),
);
export type ListInput = z.input<typeof ListInput>;

export const GetInput = z.object({ id: Id });
export const Fields = z.object({
  image: z.union([Image, z.literal("")]).default(""),
  caption: translatedRequired(300),
  button: translated(60),
  link: z.union([Link, z.literal("")]).default(""),
  active: z.boolean().default(true),
  /** Position on the home page (ascending). */
  sort: z.int().min(0).max(100_000).default(0),
});
export const CreateInput = Fields;
export const UpdateInput = Fields.extend({ id: Id, version: z.int().min(1) });
export const WriteInput = z.object({ id: Id, version: z.int().min(1) });
export const ActivateInput = WriteInput.extend({ value: z.boolean() });
