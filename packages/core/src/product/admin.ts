import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import { asTranslated } from "../i18n/translated";
import { DEFAULT_PAGE_SIZE, PageSize, SortDir } from "../list/schema";
import { pageOf } from "../list/page";
import { detail } from "../price-table/load";
import { Kind, type Translated } from "./schema";
import type { ProductEdit } from "./admin-schema";
import { addressesOf, slugsOf } from "../slug/schema";

/**
 * admin.products.list / get (admin-api.md): the back office's reads of the product aggregate;
 * the writes are in write.ts, attributes and values in attributes.ts.
 */

const Filters = z.object({
  kind: Kind.optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  active: z.boolean().optional(),
});
const SORTABLE = ["sort", "id", "title", "slug", "kind"] as const;
/**
 * admin-api.md's list input (page, pageSize, sort, search, filters); without `page`/`pageSize`
 * the whole list in the shop's order (the price editor's picker, the sort screen). The filters
 * may also come at the top level.
 */
export const ListInput = Filters.extend({
  search: z.string().trim().max(200).optional(),
  page: z.int().min(1).max(100_000).optional(),
  pageSize: PageSize.optional(),
  sort: z.object({ by: z.enum(SORTABLE), dir: SortDir.default("asc") }).optional(),
  filters: Filters.optional(),
});

/** Every product (active or not), in the shop's order, filtered by title/slug text, kind, category and active. */
export const list = fn(ListInput, async (input) => {
  const { search } = input;
  const kind = input.filters?.kind ?? input.kind;
  const categoryId = input.filters?.categoryId ?? input.categoryId;
  const active = input.filters?.active ?? input.active;
  const { data } = await db().entities.product.query.byId({}).go({ pages: "all" });
  const needle = search?.toLocaleLowerCase("pl");
  const items = data
    .filter(
      (p) =>
        (!kind || p.kind === kind) &&
        (!categoryId || p.categoryId === categoryId) &&
        (active === undefined || p.active === active),
    )
    .filter(
      (p) =>
        !needle ||
        [
          ...addressesOf(slugsOf(p)),
          String(p.productId),
          ...Object.values((p.title ?? {}) as Translated),
        ].some((t) => String(t).toLocaleLowerCase("pl").includes(needle)),
    )
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.productId - b.productId)
    .map((p) => ({
      id: p.productId,
      kind: p.kind,
      slug: p.slug,
      slugs: { en: p.slugs?.en ?? "", de: p.slugs?.de ?? "" },
      categoryId: p.categoryId,
      title: asTranslated(p.title),
      active: p.active,
      sort: p.sort ?? 0,
      version: p.version ?? 1,
    }));
  if (input.page === undefined && input.pageSize === undefined)
    return { items, total: items.length };
  return pageOf(
    items,
    {
      page: input.page ?? 1,
      pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      sort: input.sort ?? { by: "sort", dir: "asc" },
    },
    {
      searchIn: () => [],
      sortBy: {
        sort: (r) => r.sort,
        id: (r) => r.id,
        title: (r) => r.title.pl,
        slug: (r) => r.slug,
        kind: (r) => r.kind,
      },
    },
  );
});

export const GetInput = z.object({ productId: z.int().positive() });

/** One product with every editable field, its attributes and values (the price editor's combinations come from them). */
export const get = fn(GetInput, async ({ productId }) => {
  const p = (await db().entities.product.get({ productId }).go()).data;
  if (!p) throw new AppError("not_found", "product.not_found");
  const d = await detail(productId);
  const edit: ProductEdit = {
    id: p.productId,
    kind: p.kind,
    categoryId: p.categoryId,
    calculatorId: p.calculatorId ?? null,
    slug: p.slug,
    slugs: { en: p.slugs?.en ?? "", de: p.slugs?.de ?? "" },
    title: asTranslated(p.title),
    description: asTranslated(p.description),
    leadTimes: p.info
      ? { eco: p.info.eco, standard: p.info.standard, express: p.info.express }
      : { eco: 0, standard: 0, express: 0 },
    discount: p.discount ?? 0,
    vat0: p.vat0 ?? false,
    vat5: p.vat5 ?? false,
    vat8: p.vat8 ?? false,
    active: p.active,
    sort: p.sort ?? 0,
    version: p.version ?? 1,
  };
  return {
    ...edit,
    vat: { vat0: edit.vat0, vat5: edit.vat5, vat8: edit.vat8 },
    attributes: d.attributes.map((a) => ({
      id: a.id,
      title: a.title,
      active: a.active,
      addToPrice: a.addToPrice,
      priceChange: a.priceChange,
      sort: a.sort,
      values: a.values.map((v) => ({ id: v.id, title: v.title })),
    })),
  };
});
