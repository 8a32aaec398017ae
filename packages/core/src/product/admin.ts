import { z } from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { detail } from "./load";
import { Kind, type Translated } from "./schema";

/**
 * admin.products.list / get (admin-api.md): the back office's reads of the product aggregate.
 * Writes (create/update/remove/activate/sort) are not built yet.
 */

export const ListInput = z.object({
  search: z.string().trim().max(200).optional(),
  kind: Kind.optional(),
  categoryId: z.int().positive().optional(),
});

/** Every product (active or not), in the shop's order, filtered by title/slug text, kind and category. */
export const list = fn(ListInput, async ({ search, kind, categoryId }) => {
  const { data } = await db().entities.product.query.byId({}).go({ pages: "all" });
  const needle = search?.toLocaleLowerCase("pl");
  return {
    items: data
      .filter((p) => (!kind || p.kind === kind) && (!categoryId || p.categoryId === categoryId))
      .filter((p) => !needle || [p.slug, ...Object.values((p.title ?? {}) as Translated)].some((t) => String(t).toLocaleLowerCase("pl").includes(needle)))
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.productId - b.productId)
      .map((p) => ({ id: p.productId, kind: p.kind, slug: p.slug, categoryId: p.categoryId, title: p.title as Translated, active: p.active, sort: p.sort ?? 0 })),
  };
});

export const GetInput = z.object({ productId: z.int().positive() });

/** One product with its attributes and values (the price editor's combinations come from them). */
export const get = fn(GetInput, async ({ productId }) => {
  const p = (await db().entities.product.get({ productId }).go()).data;
  if (!p) throw new AppError("not_found", "product.not_found");
  const d = await detail(productId);
  return {
    id: p.productId,
    kind: p.kind,
    slug: p.slug,
    categoryId: p.categoryId,
    title: p.title as Translated,
    active: p.active,
    vat: { vat0: p.vat0 ?? false, vat5: p.vat5 ?? false, vat8: p.vat8 ?? false },
    attributes: d.attributes.map((a) => ({ id: a.id, title: a.title as Translated, active: a.active, addToPrice: a.addToPrice, priceChange: a.priceChange, sort: a.sort, values: a.values.map((v) => ({ id: v.id, title: v.title as Translated })) })),
  };
});
