import * as Category from "@printshop/core/category/index";
import * as z from "zod";
import type { RestRoute } from "../router";
import { actor, IdBody } from "./shim";

/**
 * The seed's category paths over admin.categories.*. The seed sends no versions: each shim reads
 * the record(s) and writes against the version it read (a change in between is still 409).
 */
const sorted = async () =>
  (await Category.list({ pageSize: 100, sort: { by: "sort", dir: "asc" } })).items;
const legacy = (c: Category.Row) => ({
  id: c.categoryId,
  title: c.title,
  slug: c.slug,
  sort: c.sort,
  active: c.active,
});

/** "ordered category list": `[{id,…}…]`, `[id…]`, or the same under `list` / `items` / `categories`. */
const Entry = z.union([
  z.coerce.number().int().positive(),
  z.object({ id: z.coerce.number().int().positive() }).transform((e) => e.id),
]);
const SortBody = z.union([
  z.array(Entry),
  z.object({ list: z.array(Entry) }).transform((b) => b.list),
  z.object({ items: z.array(Entry) }).transform((b) => b.items),
  z.object({ categories: z.array(Entry) }).transform((b) => b.categories),
]);

export const adminCategoryRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/admin/categories/delete",
    permission: "catalogue",
    // The answer is the list of products still in the category ([] when it was removed).
    handler: async (r) => {
      const { id } = IdBody.parse(r.body);
      const { version } = await Category.get({ id });
      return Category.remove({ id, version }, actor(r));
    },
  },
  {
    method: "GET",
    path: "/admin/categories/api/sort-list",
    permission: "catalogue",
    handler: async () => (await sorted()).map(legacy),
  },
  {
    method: "POST",
    path: "/admin/categories/api/sort-save",
    permission: "catalogue",
    handler: async (r) => {
      const ids = SortBody.parse(r.body);
      const current = await sorted();
      const items = ids.map((id) => ({
        id,
        version: current.find((c) => c.categoryId === id)?.version ?? 1,
      }));
      await Category.sort({ items }, actor(r));
      return (await sorted()).map(legacy);
    },
  },
];
