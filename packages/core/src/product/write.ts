import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import * as Category from "../category/index";
import { changed } from "../cache";
import { asTranslated, slugify } from "../i18n/translated";
import {
  ProductActivateInput,
  ProductCreateInput,
  ProductSortInput,
  ProductUpdateInput,
  ProductWriteInput,
  type ProductEdit,
} from "./admin-schema";
import { get as getProduct, list as listProducts } from "./admin";
import { emptyCalculator, nextCalculatorId } from "./ids";
import * as Claims from "../slug/claims";
import { storedSlugs } from "../slug/schema";

/**
 * admin.products create / update / remove / activate / sort (admin-api.md). Products live in the
 * catalogue partition (one Query reads them all with the categories); each write is one
 * transaction with its audit entry, version-checked, and tells the shop (`changed("products")`:
 * this process at once, others within the 5 s TTL).
 */
const target = (id: number) => ({ type: "product", id: String(id) });

async function catalogue() {
  const { data } = await db().collections.catalogue({}).go({ pages: "all" });
  return data;
}
type Stored = Awaited<ReturnType<typeof catalogue>>["product"][number];

async function load(id: number) {
  const data = await catalogue();
  const p = data.product.find((x) => x.productId === id);
  if (!p) throw new AppError("not_found", "product.not_found");
  return { p, data };
}

const bad = (field: string, code: string): never => {
  throw new AppError("input", "input.invalid", { fields: [{ field, code }] });
};

function slugFor(slug: string, title: string, others: Stored[]) {
  const s = slug || slugify(title);
  if (!s) bad("slug", "field.required");
  if (others.some((o) => o.slug === s)) bad("slug", "product.slug_taken");
  return s;
}

function checkCategory(categoryId: number, data: Awaited<ReturnType<typeof catalogue>>) {
  if (!data.category.some((c) => c.categoryId === categoryId))
    bad("categoryId", "product.category_unknown");
}

/** Rich text with the CMS's allow-list (content/sanitize.ts, loaded only when a save needs it): the shop renders it as HTML. */
async function cleanDescription(d: { pl: string; en: string; de: string }) {
  const { sanitize } = await import("../content/sanitize");
  return { pl: sanitize(d.pl), en: sanitize(d.en), de: sanitize(d.de) };
}

/** The stored fields the audit entry compares (translations in one key order). */
const comparable = (p: Stored) => ({
  ...p,
  slugs: storedSlugs(p.slugs),
  title: asTranslated(p.title),
  description: asTranslated(p.description),
  info: p.info ? { eco: p.info.eco, standard: p.info.standard, express: p.info.express } : null,
  discount: p.discount ?? 0,
  vat0: p.vat0 ?? false,
  vat5: p.vat5 ?? false,
  vat8: p.vat8 ?? false,
});

/** A new product at the end of the order (inactive unless `active`); a calculator product gets an empty calculator. */
export const create = fn(
  ProductCreateInput,
  async (input, actor: Audit.Actor): Promise<ProductEdit> => {
    const data = await catalogue();
    checkCategory(input.categoryId, data);
    const slug = slugFor(input.slug, input.title.pl, data.product);
    const productId = Math.max(0, ...data.product.map((p) => p.productId)) + 1;
    const sort = Math.max(0, ...data.product.map((p) => p.sort)) + 1;
    const calculatorId = input.kind === "calculator" ? nextCalculatorId(data) : undefined;
    const item = {
      productId,
      kind: input.kind,
      categoryId: input.categoryId,
      ...(calculatorId ? { calculatorId } : {}),
      slug,
      slugs: storedSlugs(input.slugs),
      sort,
      active: input.active,
      title: input.title,
      description: await cleanDescription(input.description),
      info: input.leadTimes,
      discount: input.discount,
      vat0: input.vat0,
      vat5: input.vat5,
      vat8: input.vat8,
      version: 1,
    };
    const { productId: _id, version: _v, ...after } = item;
    const owner = { kind: "product" as const, id: productId };
    await Claims.around(owner, null, item, data, (claims) =>
      Audit.write(
        actor,
        { action: "product.create", target: target(productId), before: null, after },
        (e) =>
          [
            e.product.create(item).commit(),
            ...Claims.claimItems(e, claims),
            ...(calculatorId
              ? [e.calculator.create(emptyCalculator(calculatorId, productId)).commit()]
              : []),
            // The category's delete guard (Category.productEnters): fails when the category is gone.
            Category.productEnters(e, input.categoryId),
          ] as never,
      ),
    );
    changed("products");
    return getProduct({ productId });
  },
);

/** Titles, rich-text descriptions (sanitised), slug, category, kind, lead times, discount, VAT flags, active. */
export const update = fn(
  ProductUpdateInput,
  async ({ id, version, ...input }, actor: Audit.Actor): Promise<ProductEdit> => {
    const { p, data } = await load(id);
    checkCategory(input.categoryId, data);
    const slug = slugFor(
      input.slug,
      input.title.pl,
      data.product.filter((o) => o.productId !== id),
    );
    const kind = input.kind ?? p.kind;
    const calculatorId =
      kind === "calculator" && !p.calculatorId ? nextCalculatorId(data) : undefined;
    const slugs = storedSlugs(input.slugs);
    const description = await cleanDescription(input.description);
    await Claims.around({ kind: "product", id }, p, { slug, slugs }, data, (claims) =>
      Audit.update(actor, {
        action: "product.update",
        target: target(id),
        entity: "product",
        key: { productId: id },
        version,
        current: comparable(p),
        set: {
          kind,
          categoryId: input.categoryId,
          slug,
          slugs,
          title: input.title,
          description,
          info: input.leadTimes,
          discount: input.discount,
          vat0: input.vat0,
          vat5: input.vat5,
          vat8: input.vat8,
          active: input.active,
          ...(calculatorId ? { calculatorId } : {}),
        },
        // Moved into another category: the category's delete guard hears of it in this transaction
        // (Category.productEnters: a delete racing this move cannot leave the product in no category).
        also: (e) =>
          [
            ...(calculatorId
              ? [e.calculator.create(emptyCalculator(calculatorId, id)).commit()]
              : []),
            ...(input.categoryId !== p.categoryId
              ? [Category.productEnters(e, input.categoryId)]
              : []),
            ...Claims.claimItems(e, claims),
          ] as never,
      }),
    );
    changed("products");
    return getProduct({ productId: id });
  },
);

/** Shows or hides the product in the shop. */
export const activate = fn(
  ProductActivateInput,
  async ({ id, version, value }, actor: Audit.Actor): Promise<ProductEdit> => {
    const { p } = await load(id);
    await Audit.update(actor, {
      action: "product.activate",
      target: target(id),
      entity: "product",
      key: { productId: id },
      version,
      current: p,
      set: { active: value },
    });
    changed("products");
    return getProduct({ productId: id });
  },
);

/**
 * Removes the product with its attributes, its price table's head (the shop and the editor no
 * longer see any price; the immutable chunks and change sets stay as history) and its calculator,
 * in one transaction with the audit entry.
 */
export const remove = fn(ProductWriteInput, async ({ id, version }, actor: Audit.Actor) => {
  const { p } = await load(id);
  const { data: detail } = await db()
    .collections.productDetail({ productId: id })
    .go({ pages: "all" });
  if (detail.attribute.length > 95) throw new AppError("conflict", "product.too_many_attributes");
  const claims = await Claims.releaseAll({ kind: "product", id }, p);
  await Audit.remove(actor, {
    action: "product.remove",
    target: target(id),
    entity: "product",
    key: { productId: id },
    version,
    current: p,
    before: {
      slug: p.slug,
      slugs: storedSlugs(p.slugs),
      kind: p.kind,
      title: asTranslated(p.title),
      attributes: detail.attribute.length,
    },
    also: (e) =>
      [
        ...detail.attribute.map((a) =>
          e.attribute.delete({ productId: id, attributeId: a.attributeId }).commit(),
        ),
        ...detail.priceHead.map(() => e.priceHead.delete({ productId: id }).commit()),
        ...(p.calculatorId ? [e.calculator.delete({ calculatorId: p.calculatorId }).commit()] : []),
        ...Claims.claimItems(e, claims),
      ] as never,
  });
  changed("products");
  return { removed: true };
});

/** Saves the whole order in one transaction: every product once, each with the version the person saw. */
export const sort = fn(ProductSortInput, async ({ items }, actor: Audit.Actor) => {
  const data = await catalogue();
  const ids = items.map((i) => i.id);
  const all = data.product.map((p) => p.productId);
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== all.length ||
    !all.every((x) => ids.includes(x))
  )
    throw new AppError("conflict", "conflict.stale");
  for (const it of items)
    Audit.assertVersion(
      data.product.find((p) => p.productId === it.id)!,
      it.version,
    );
  const before = [...data.product]
    .sort((a, b) => a.sort - b.sort || a.productId - b.productId)
    .map((p) => p.productId);
  const moves = items
    .map((it, i) => ({
      ...it,
      sort: i + 1,
      current: data.product.find((p) => p.productId === it.id)!,
    }))
    .filter((m) => m.current.sort !== m.sort);
  if (moves.length) {
    await Audit.write(
      actor,
      {
        action: "product.sort",
        target: { type: "product", id: "order" },
        before: { order: before },
        after: { order: ids },
      },
      (e) =>
        moves.map((m) =>
          e.product
            .patch({ productId: m.id })
            .set({ sort: m.sort })
            .add({ version: 1 })
            .where(Audit.versionIs(m.version))
            .commit(),
        ),
    );
    changed("products");
  }
  return listProducts({});
});
