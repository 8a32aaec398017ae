import { expect } from "vitest";
import { Category, Product } from "@printshop/core";

/**
 * The audit cases of admin.products.* and admin.attributes.*, spread into admin-audit.test.ts's
 * `cases`. Targets are made by a setup actor, so the entry the test reads is the write's own.
 */
const setup = { userId: "audit-setup", email: "setup@example.com" };
const text = (pl: string, en = "", de = "") => ({ pl, en, de });
let n = 0;
const uniq = (label: string) => `${label}-${Date.now().toString(36)}-${n++}`;
const fields = (title: string) => ({
  kind: "table" as const,
  categoryId: 1,
  title: text(title),
  description: text("<p>a</p>"),
  slug: "",
  leadTimes: { eco: 5, standard: 3, express: 1 },
  discount: 0,
  vat0: false,
  vat5: false,
  vat8: false,
  active: false,
});

/** A category for the products (the audit test's table starts empty). */
async function ensureCategory() {
  if ((await Category.list({ pageSize: 100 })).items.some((c) => c.categoryId === 1)) return;
  await Category.create({ title: text("Audyt"), slug: uniq("audyt") }, setup);
}
const product = async () => {
  await ensureCategory();
  return Product.Write.create(fields(uniq("Produkt")), setup);
};
const attribute = async () => {
  const p = await product();
  const a = await Product.Attributes.create({ productId: p.id, title: text("Papier") }, setup);
  const withValue = await Product.Attributes.createValue(
    { productId: p.id, attributeId: a.id, version: 1, title: text("Kreda") },
    setup,
  );
  return { p, a: withValue };
};

type Case = () => Promise<{
  input: unknown;
  action: string;
  target: { type: string; id?: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}>;

export const productCases: Record<string, Case> = {
  "admin.products.create": async () => {
    await ensureCategory();
    const title = uniq("Nowy");
    const f = fields(title);
    const { kind, categoryId, leadTimes, discount, vat0, vat5, vat8, active } = f;
    return {
      input: f,
      action: "product.create",
      target: { type: "product" },
      before: null,
      after: {
        kind,
        categoryId,
        slug: title.toLowerCase(),
        slugs: { en: "", de: "" },
        sort: expect.any(Number),
        active,
        title: f.title,
        description: f.description,
        info: leadTimes,
        discount,
        vat0,
        vat5,
        vat8,
      },
    };
  },
  "admin.products.update": async () => {
    const p = await product();
    return {
      input: {
        ...fields(p.title.pl),
        id: p.id,
        version: 1,
        slug: `${p.slug}-x`,
        slugs: { en: "", de: `${p.slug}-de` },
        discount: "7",
      },
      action: "product.update",
      target: { type: "product", id: String(p.id) },
      before: { slug: p.slug, slugs: { en: "", de: "" }, discount: 0 },
      after: { slug: `${p.slug}-x`, slugs: { en: "", de: `${p.slug}-de` }, discount: 7 },
    };
  },
  "admin.products.activate": async () => {
    const p = await product();
    return {
      input: { id: p.id, version: 1, value: true },
      action: "product.activate",
      target: { type: "product", id: String(p.id) },
      before: { active: false },
      after: { active: true },
    };
  },
  "admin.products.remove": async () => {
    const p = await product();
    return {
      input: { id: p.id, version: 1 },
      action: "product.remove",
      target: { type: "product", id: String(p.id) },
      before: {
        slug: p.slug,
        slugs: { en: "", de: "" },
        kind: "table",
        title: p.title,
        attributes: 0,
      },
      after: null,
    };
  },
  "admin.products.sort": async () => {
    await product();
    const items = (await Product.Admin.list({})).items;
    const ids = items.map((p) => p.id);
    const reversed = [...items].reverse();
    return {
      input: { items: reversed.map((p) => ({ id: p.id, version: p.version })) },
      action: "product.sort",
      target: { type: "product", id: "order" },
      before: { order: ids },
      after: { order: [...ids].reverse() },
    };
  },
  "admin.attributes.create": async () => {
    const p = await product();
    return {
      input: { productId: p.id, title: text("Format", "Size", "Format") },
      action: "attribute.create",
      target: { type: "attribute" },
      before: null,
      after: {
        productId: p.id,
        title: text("Format", "Size", "Format"),
        addToPrice: false,
        priceChange: true,
        active: true,
      },
    };
  },
  "admin.attributes.update": async () => {
    const { p, a } = await attribute();
    return {
      input: {
        productId: p.id,
        attributeId: a.id,
        version: a.version,
        title: text("Papier", "Paper"),
        addToPrice: true,
      },
      action: "attribute.update",
      target: { type: "attribute", id: String(a.id) },
      before: { title: text("Papier"), addToPrice: false },
      after: { title: text("Papier", "Paper"), addToPrice: true },
    };
  },
  "admin.attributes.sort": async () => {
    const { p, a } = await attribute();
    const b = await Product.Attributes.create({ productId: p.id, title: text("Druk") }, setup);
    return {
      input: {
        productId: p.id,
        items: [
          { id: b.id, version: 1 },
          { id: a.id, version: a.version },
        ],
      },
      action: "attribute.sort",
      target: { type: "attribute", id: `order.${p.id}` },
      before: { order: [a.id, b.id] },
      after: { order: [b.id, a.id] },
    };
  },
  "admin.attributes.remove": async () => {
    const { p, a } = await attribute();
    return {
      input: { productId: p.id, attributeId: a.id, version: a.version },
      action: "attribute.remove",
      target: { type: "attribute", id: String(a.id) },
      before: { productId: p.id, title: text("Papier"), values: a.values },
      after: null,
    };
  },
  "admin.attributes.createValue": async () => {
    const { p, a } = await attribute();
    return {
      input: { productId: p.id, attributeId: a.id, version: a.version, title: text("Offset") },
      action: "attribute.createValue",
      target: { type: "attribute", id: String(a.id) },
      before: { values: a.values },
      after: { values: [...a.values, { id: expect.any(Number), title: text("Offset") }] },
    };
  },
  "admin.attributes.updateValue": async () => {
    const { p, a } = await attribute();
    const v = a.values[0]!;
    return {
      input: {
        productId: p.id,
        attributeId: a.id,
        valueId: v.id,
        version: a.version,
        title: text("Kreda", "Gloss", "Bilderdruck"),
      },
      action: "attribute.updateValue",
      target: { type: "attribute", id: String(a.id) },
      before: { values: a.values },
      after: { values: [{ id: v.id, title: text("Kreda", "Gloss", "Bilderdruck") }] },
    };
  },
  "admin.attributes.removeValue": async () => {
    const { p, a } = await attribute();
    return {
      input: { productId: p.id, attributeId: a.id, valueId: a.values[0]!.id, version: a.version },
      action: "attribute.removeValue",
      target: { type: "attribute", id: String(a.id) },
      before: { values: a.values },
      after: { values: [] },
    };
  },
};
