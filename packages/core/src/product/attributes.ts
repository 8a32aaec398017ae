import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import { asTranslated } from "../i18n/translated";
import {
  AttributeCreateInput,
  AttributeListInput,
  AttributeRemoveInput,
  AttributeSortInput,
  AttributeUpdateInput,
  ValueCreateInput,
  ValueRemoveInput,
  ValueUpdateInput,
  type RemoveAnswer,
} from "./admin-schema";
import { allocateIds } from "./ids";
import { dependentsOf, hasDependents, removePricesOf, titlesOf } from "../price-table/dependents";

/**
 * admin.attributes.* (admin-api.md): a product's attributes, their values (embedded in the
 * attribute item) and child attributes. One Query reads a product's attributes; every write is
 * one transaction with its audit entry on the attribute's version, then `changed("products")`.
 * Removing an attribute or a value that price cells or cart lines use answers what depends on it
 * and removes nothing unless `confirm: true` (then its price cells go first, as one change set).
 */
const target = (id: number) => ({ type: "attribute", id: String(id) });

async function attributesOf(productId: number) {
  const product = (await db().entities.product.get({ productId }).go()).data;
  if (!product) throw new AppError("not_found", "product.not_found");
  const { data } = await db().entities.attribute.query.byId({ productId }).go({ pages: "all" });
  return data.sort((a, b) => a.sort - b.sort || a.attributeId - b.attributeId);
}
type Stored = Awaited<ReturnType<typeof attributesOf>>[number];

async function load(productId: number, attributeId: number) {
  const all = await attributesOf(productId);
  const a = all.find((x) => x.attributeId === attributeId);
  if (!a) throw new AppError("not_found", "attribute.not_found");
  return { a, all };
}

const values = (a: Stored) => a.values.map((v) => ({ id: v.id, title: asTranslated(v.title) }));
const children = (a: Stored) =>
  (a.children ?? []).map((c) => ({
    title: asTranslated(c.title),
    values: c.values.map((v) => ({ id: v.id, title: asTranslated(v.title) })),
  }));
const toRow = (a: Stored) => ({
  id: a.attributeId,
  productId: a.productId,
  title: asTranslated(a.title),
  active: a.active,
  addToPrice: a.addToPrice,
  priceChange: a.priceChange,
  sort: a.sort,
  values: values(a),
  children: children(a),
  version: a.version ?? 1,
});
export type AttributeRow = ReturnType<typeof toRow>;
/** The stored record as the audit entry compares it (translations in one key order). */
const comparable = (a: Stored) => ({
  ...a,
  title: asTranslated(a.title),
  values: values(a),
  children: children(a),
});

export const list = fn(AttributeListInput, async ({ productId }) => {
  const items = (await attributesOf(productId)).map(toRow);
  return { items, total: items.length };
});

/** A new attribute (no values yet) at the end of the product's list. */
export const create = fn(
  AttributeCreateInput,
  async ({ productId, ...input }, actor: Audit.Actor) => {
    const all = await attributesOf(productId);
    const [attributeId] = await allocateIds(1);
    const item = {
      productId,
      attributeId: attributeId!,
      title: input.title,
      active: input.active,
      addToPrice: input.addToPrice,
      priceChange: input.priceChange,
      sort: Math.max(0, ...all.map((a) => a.sort)) + 1,
      values: [],
      children: [],
      version: 1,
    };
    await Audit.write(
      actor,
      {
        action: "attribute.create",
        target: target(item.attributeId),
        before: null,
        after: {
          productId,
          title: item.title,
          addToPrice: item.addToPrice,
          priceChange: item.priceChange,
          active: item.active,
        },
      },
      (e) => [e.attribute.create(item).commit()] as never,
    );
    changed("products");
    return toRow(item);
  },
);

async function edit(
  productId: number,
  attributeId: number,
  version: number,
  action: string,
  actor: Audit.Actor,
  next: (a: Stored) => Record<string, unknown>,
) {
  const { a } = await load(productId, attributeId);
  await Audit.update(actor, {
    action,
    target: target(attributeId),
    entity: "attribute",
    key: { productId, attributeId },
    version,
    current: comparable(a),
    set: next(a),
  });
  changed("products");
  return toRow((await load(productId, attributeId)).a);
}

/** Title (pl/en/de), the flags, active, the child attributes (the whole list) and the values' order. */
export const update = fn(
  AttributeUpdateInput,
  async ({ productId, attributeId, version, ...input }, actor: Audit.Actor) => {
    const newIds = await allocateIds(
      (input.children ?? []).flatMap((c) => c.values).filter((v) => !v.id).length,
    );
    return edit(productId, attributeId, version, "attribute.update", actor, (a) => {
      const set: Record<string, unknown> = {
        title: input.title,
        addToPrice: input.addToPrice,
        priceChange: input.priceChange,
        active: input.active,
      };
      if (input.children)
        set.children = input.children.map((c) => ({
          title: c.title,
          values: c.values.map((v) => ({ id: v.id ?? newIds.shift()!, title: v.title })),
        }));
      if (input.valueOrder) {
        const current = values(a);
        const order = input.valueOrder;
        if (
          order.length !== current.length ||
          new Set(order).size !== order.length ||
          !current.every((v) => order.includes(v.id))
        )
          throw new AppError("conflict", "conflict.stale");
        set.values = order.map((id) => current.find((v) => v.id === id)!);
      }
      return set;
    });
  },
);

/** The attributes' order (all of the product's, each with the version the person saw): one transaction. */
export const sort = fn(AttributeSortInput, async ({ productId, items }, actor: Audit.Actor) => {
  const all = await attributesOf(productId);
  const ids = items.map((i) => i.id);
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== all.length ||
    !all.every((a) => ids.includes(a.attributeId))
  )
    throw new AppError("conflict", "conflict.stale");
  for (const it of items)
    Audit.assertVersion(
      all.find((a) => a.attributeId === it.id)!,
      it.version,
    );
  const moves = items
    .map((it, i) => ({ ...it, sort: i + 1, current: all.find((a) => a.attributeId === it.id)! }))
    .filter((m) => m.current.sort !== m.sort);
  if (moves.length) {
    await Audit.write(
      actor,
      {
        action: "attribute.sort",
        target: { type: "attribute", id: `order.${productId}` },
        before: { order: all.map((a) => a.attributeId) },
        after: { order: ids },
      },
      (e) =>
        moves.map((m) =>
          e.attribute
            .patch({ productId, attributeId: m.id })
            .set({ sort: m.sort })
            .add({ version: 1 })
            .where(Audit.versionIs(m.version))
            .commit(),
        ),
    );
    changed("products");
  }
  return list({ productId });
});

/** Removes the attribute and its values; see the module note for `confirm`. */
export const remove = fn(
  AttributeRemoveInput,
  async (
    { productId, attributeId, version, confirm },
    actor: Audit.Actor,
  ): Promise<RemoveAnswer> => {
    const { a, all } = await load(productId, attributeId);
    Audit.assertVersion(a, version);
    const ids = a.values.map((v) => v.id);
    const dependents = await dependentsOf(productId, ids, titlesOf(all));
    if (hasDependents(dependents) && !confirm) return { removed: false, dependents };
    const change = {
      action: "attribute.remove",
      target: target(attributeId),
      before: { productId, title: asTranslated(a.title), values: values(a) },
      after: null,
    };
    if (dependents.priceCells > 0) {
      // The prices that name its values go in the same transaction as the attribute (two audit entries).
      await removePricesOf(productId, ids, actor, (e) => [
        e.attribute.delete({ productId, attributeId }).where(Audit.versionIs(version)).commit(),
        Audit.entryItem(e, actor, change),
      ]);
    } else {
      await Audit.remove(actor, {
        ...change,
        entity: "attribute",
        key: { productId, attributeId },
        version,
        current: a,
      });
    }
    changed("products");
    return { removed: true, dependents };
  },
);

/** A new value at the end of the attribute's list. */
export const createValue = fn(
  ValueCreateInput,
  async ({ productId, attributeId, version, title }, actor: Audit.Actor) => {
    const [id] = await allocateIds(1);
    return edit(productId, attributeId, version, "attribute.createValue", actor, (a) => ({
      values: [...values(a), { id: id!, title }],
    }));
  },
);

/** Renames a value (pl/en/de). */
export const updateValue = fn(
  ValueUpdateInput,
  async ({ productId, attributeId, valueId, version, title }, actor: Audit.Actor) =>
    edit(productId, attributeId, version, "attribute.updateValue", actor, (a) => {
      if (!a.values.some((v) => v.id === valueId))
        throw new AppError("not_found", "attribute.value_not_found");
      return { values: values(a).map((v) => (v.id === valueId ? { id: v.id, title: title } : v)) };
    }),
);

/** Removes a value; see the module note for `confirm`. */
export const removeValue = fn(
  ValueRemoveInput,
  async (
    { productId, attributeId, valueId, version, confirm },
    actor: Audit.Actor,
  ): Promise<RemoveAnswer> => {
    const { a, all } = await load(productId, attributeId);
    if (!a.values.some((v) => v.id === valueId))
      throw new AppError("not_found", "attribute.value_not_found");
    Audit.assertVersion(a, version);
    const dependents = await dependentsOf(productId, [valueId], titlesOf(all));
    if (hasDependents(dependents) && !confirm) return { removed: false, dependents };
    const before = values(a);
    const after = before.filter((v) => v.id !== valueId);
    if (dependents.priceCells > 0) {
      // The prices that name the value go in the same transaction as the attribute's edit (two audit entries).
      const change = {
        action: "attribute.removeValue",
        target: target(attributeId),
        before: { values: before },
        after: { values: after },
      };
      await removePricesOf(productId, [valueId], actor, (e) => [
        e.attribute
          .patch({ productId, attributeId })
          .set({ values: after })
          .add({ version: 1 })
          .where(Audit.versionIs(version))
          .commit(),
        Audit.entryItem(e, actor, change),
      ]);
      changed("products");
    } else {
      await edit(productId, attributeId, version, "attribute.removeValue", actor, () => ({
        values: after,
      }));
    }
    return { removed: true, dependents };
  },
);

/** The attribute owning a value id, or an attribute by id, across products (the seed's `{id}` shims). */
export async function findOwner(id: number, of: "attribute" | "value") {
  const { data: products } = await db().entities.product.query.byId({}).go({ pages: "all" });
  for (const p of products) {
    const all = await attributesOf(p.productId);
    const a = all.find((x) =>
      of === "attribute" ? x.attributeId === id : x.values.some((v) => v.id === id),
    );
    if (a) return toRow(a);
  }
  throw new AppError(
    "not_found",
    of === "attribute" ? "attribute.not_found" : "attribute.value_not_found",
  );
}
