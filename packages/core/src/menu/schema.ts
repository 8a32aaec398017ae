import * as z from "zod";
import { listInput } from "../list/schema";
import { translatedRequired } from "../i18n/translated";
import { Link } from "../banner/schema";

/** The shop's menu items as the back office edits them (browser-safe, zod only). */
export const Id = z.coerce.number().int().positive();

export const Row = z.object({
  menuItemId: z.int(),
  title: z.object({ pl: z.string(), en: z.string(), de: z.string() }),
  link: z.string(),
  active: z.boolean(),
  sort: z.number(),
  parentId: z.int().nullable(),
  version: z.int(),
});
export type Row = z.infer<typeof Row>;
/** The aggregate as `get` answers it: the row is the whole record. */
export const Info = Row;
export type Info = Row;

export const ListInput = listInput(
  ["sort", "menuItemId", "title"],
  z.object({ active: z.boolean().optional(), parentId: z.int().nullable().optional() }),
);
export type ListInput = z.input<typeof ListInput>;

export const GetInput = z.object({ id: Id });
export const Fields = z.object({
  /** The label per language. */
  title: translatedRequired(80),
  link: Link,
  active: z.boolean().default(true),
  sort: z.int().min(0).max(100_000).default(0),
  /** A top-level item this one sits under (one level of nesting), or null. */
  parentId: z.int().positive().nullable().default(null),
});
export const CreateInput = Fields;
export const UpdateInput = Fields.extend({ id: Id, version: z.int().min(1) });
export const WriteInput = z.object({ id: Id, version: z.int().min(1) });
export const ActivateInput = WriteInput.extend({ value: z.boolean() });
