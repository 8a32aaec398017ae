import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import { pageOf } from "../list/page";
import { pick, type Translated } from "../i18n/locale";
import { asTranslated, slugify } from "../i18n/translated";
import * as Claims from "../slug/claims";
import { addressesOf, slugsOf, storedSlugs } from "../slug/schema";
import {
  ActivateInput,
  CreateInput,
  GetInput,
  ListInput,
  SortInput,
  UpdateInput,
  WriteInput,
  type ProductInCategory,
  type Row,
} from "./schema";

export * from "./schema";

/**
 * Categories (admin-api.md "categories"). They live in the catalogue partition with the products,
 * so every read here is the one Query the home page makes; every write goes through the audit log
 * and tells the shop's caches (`changed("products")`).
 */
const target = (id: number) => ({ type: "category", id: String(id) });

async function catalogue(consistent = false) {
  const { data } = await db().collections.catalogue({}).go({ pages: "all", consistent });
  return data;
}
type Stored = Awaited<ReturnType<typeof catalogue>>["category"][number];

const toRow = (c: Stored, products: number): Row => ({
  categoryId: c.categoryId,
  slug: c.slug,
  slugs: storedSlugs(c.slugs),
  title: asTranslated(c.title),
  active: c.active !== false,
  sort: c.sort,
  products,
  version: c.version ?? 1,
});

async function load(id: number, consistent = false) {
  const data = await catalogue(consistent);
  const c = data.category.find((x) => x.categoryId === id);
  if (!c) throw new AppError("not_found", "category.not_found");
  return { c, data };
}

function slugFor(slug: string, title: Translated, others: Stored[]) {
  const s = slug || slugify(title.pl);
  if (!s)
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "slug", code: "field.required" }],
    });
  if (others.some((o) => o.slug === s))
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "slug", code: "category.slug_taken" }],
    });
  return s;
}

export const list = fn(ListInput, async (input) => {
  const data = await catalogue();
  const count = (id: number) => data.product.filter((p) => p.categoryId === id).length;
  const f = input.filters ?? {};
  return pageOf(
    data.category.map((c) => toRow(c, count(c.categoryId))),
    input,
    {
      keep: (r) => f.active === undefined || r.active === f.active,
      searchIn: (r) => [r.title.pl, r.title.en, r.title.de, ...addressesOf(slugsOf(r))],
      sortBy: {
        sort: (r) => r.sort,
        categoryId: (r) => r.categoryId,
        title: (r) => r.title.pl,
        slug: (r) => r.slug,
      },
    },
  );
});

export const get = fn(GetInput, async ({ id }) => {
  const { c, data } = await load(id);
  return toRow(c, data.product.filter((p) => p.categoryId === id).length);
});

/** A new category at the end of the order. */
export const create = fn(CreateInput, async (input, actor: Audit.Actor) => {
  const data = await catalogue();
  const slug = slugFor(input.slug, input.title, data.category);
  const categoryId = Math.max(0, ...data.category.map((c) => c.categoryId)) + 1;
  const sort = Math.max(0, ...data.category.map((c) => c.sort)) + 1;
  const slugs = storedSlugs(input.slugs);
  const item = {
    categoryId,
    slug,
    slugs,
    sort,
    active: input.active,
    title: input.title,
    version: 1,
  };
  await Claims.around({ kind: "category", id: categoryId }, null, item, data, (claims) =>
    Audit.write(
      actor,
      {
        action: "category.create",
        target: target(categoryId),
        before: null,
        after: { slug, slugs, title: input.title, active: input.active, sort },
      },
      (e) => [e.category.create(item).commit(), ...Claims.claimItems(e, claims)] as never,
    ),
  );
  changed("products");
  return toRow(item, 0);
});

export const update = fn(UpdateInput, async ({ id, version, ...input }, actor: Audit.Actor) => {
  const { c, data } = await load(id);
  const slug = slugFor(
    input.slug,
    input.title,
    data.category.filter((o) => o.categoryId !== id),
  );
  const slugs = storedSlugs(input.slugs);
  await Claims.around({ kind: "category", id }, c, { slug, slugs }, data, (claims) =>
    Audit.update(actor, {
      action: "category.update",
      target: target(id),
      entity: "category",
      key: { categoryId: id },
      version,
      current: { ...c, slugs: storedSlugs(c.slugs) },
      set: { title: input.title, slug, slugs, active: input.active },
      also: (e) => Claims.claimItems(e, claims),
    }),
  );
  changed("products");
  return get({ id });
});

/** Shows or hides the category in the shop. */
export const activate = fn(ActivateInput, async ({ id, version, value }, actor: Audit.Actor) => {
  const { c } = await load(id);
  await Audit.update(actor, {
    action: "category.activate",
    target: target(id),
    entity: "category",
    key: { categoryId: id },
    version,
    current: c,
    set: { active: value },
  });
  changed("products");
  return get({ id });
});

/**
 * The transaction item every product write that puts a product INTO category `categoryId`
 * (a new product, or one moved from another category) must carry next to its own item: it
 * fails when the category is gone (the product write is then cancelled) and changes the
 * category's delete guard (`productsAdded`), so a delete that read the category before the
 * product arrived is cancelled instead (see `remove`). Moving a product out needs nothing.
 */
export const productEnters = (entities: Audit.TxEntities, categoryId: number) =>
  entities.category.patch({ categoryId }).add({ productsAdded: 1 }).commit();

/** How often `remove` re-reads after its delete was cancelled by a product arriving. */
const REMOVE_ATTEMPTS = 3;

/**
 * Removes an EMPTY category. When products are still in it, answers them and removes nothing
 * (the seed's cannot-delete dialog lists them); an empty one is removed and `[]` answered.
 *
 * Atomic against product writes: it reads the guard `productsAdded` (GetItem), then the products
 * (the catalogue Query), both strongly consistent, and the delete is conditioned on the version
 * the person saw AND on the guard as read. A product write that put a product into the category
 * after the read changed the guard, so the delete is cancelled; it then reads again and answers
 * that product. A product write after the delete
 * finds no category (`productEnters`) and is cancelled. Both cannot succeed.
 */
export const remove = fn(
  WriteInput,
  async ({ id, version }, actor: Audit.Actor): Promise<ProductInCategory[]> => {
    for (let attempt = 1; ; attempt++) {
      // The guard first, then the products: a product write after this read changes the guard
      // (the delete is cancelled), one before it is in the Query (both reads strongly consistent).
      const guard = (await db().entities.category.get({ categoryId: id }).go({ consistent: true }))
        .data?.productsAdded;
      const { c, data } = await load(id, true);
      Audit.assertVersion(c, version);
      const inside = data.product.filter((p) => p.categoryId === id);
      if (inside.length)
        return inside
          .sort((a, b) => a.sort - b.sort)
          .map((p) => ({ productId: p.productId, title: pick(p.title, "pl"), slug: p.slug }));
      const claims = await Claims.releaseAll({ kind: "category", id }, c);
      try {
        await Audit.write(
          actor,
          {
            action: "category.remove",
            target: target(id),
            before: { slug: c.slug, slugs: storedSlugs(c.slugs), title: asTranslated(c.title) },
            after: null,
          },
          (e) =>
            [
              ...Claims.claimItems(e, claims),
              e.category
                .delete({ categoryId: id })
                .where(
                  (a, op) =>
                    `${op.eq(a.version, version)} AND ${guard === undefined ? op.notExists(a.productsAdded) : op.eq(a.productsAdded, guard)}`,
                )
                .commit(),
            ] as never,
        );
      } catch (error) {
        // Cancelled: a product arrived, the category was edited, or it is gone. Read again to say which.
        if (
          error instanceof AppError &&
          error.code === "conflict.stale" &&
          attempt < REMOVE_ATTEMPTS
        )
          continue;
        throw error;
      }
      changed("products");
      return [];
    }
  },
);

/**
 * Saves the whole order in one transaction (one request): `items` first to last. Every category
 * must be named once, each with the version the person saw (a category edited or added in
 * between makes it `conflict.stale`).
 */
export const sort = fn(SortInput, async ({ items }, actor: Audit.Actor) => {
  const data = await catalogue();
  const ids = items.map((i) => i.id);
  const all = data.category.map((c) => c.categoryId);
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== all.length ||
    !all.every((id) => ids.includes(id))
  ) {
    throw new AppError("conflict", "conflict.stale");
  }
  const before = [...data.category].sort((a, b) => a.sort - b.sort).map((c) => c.categoryId);
  const moves = items
    .map((it, i) => ({
      ...it,
      sort: i + 1,
      current: data.category.find((c) => c.categoryId === it.id)!,
    }))
    .filter((m) => m.current.sort !== m.sort);
  for (const m of items)
    Audit.assertVersion(
      data.category.find((c) => c.categoryId === m.id)!,
      m.version,
    );
  if (moves.length === 0) return list({ pageSize: 100, sort: { by: "sort", dir: "asc" } });
  await Audit.write(
    actor,
    {
      action: "category.sort",
      target: { type: "category", id: "order" },
      before: { order: before },
      after: { order: ids },
    },
    ({ category }) =>
      moves.map((m) =>
        category
          .patch({ categoryId: m.id })
          .set({ sort: m.sort })
          .add({ version: 1 })
          .where(Audit.versionIs(m.version))
          .commit(),
      ),
  );
  changed("products");
  return list({ pageSize: 100, sort: { by: "sort", dir: "asc" } });
});
