import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import * as Product from "../product/index";
import { locales, pick, type Locale } from "../i18n/locale";
import { fn } from "../fn";

export const homeSchema = z.object({ locale: z.enum(locales) });

const bySort = <T extends { sort?: number }>(a: T, b: T) => (a.sort ?? 0) - (b.sort ?? 0);

/** The home page: active categories, products, banners and menu items, in one Query. */
export const home = fn(homeSchema, async ({ locale }) => {
  const { data } = await db().collections.catalogue({}).go({ pages: "all" });
  const categories = data.category.filter((c) => c.active !== false).sort(bySort);
  return {
    categories: categories.map((c) => ({ id: c.categoryId, slug: c.slug, title: pick(c.title, locale) })),
    products: data.product
      .filter((p) => p.active)
      .sort(bySort)
      .map((p) => ({ id: p.productId, kind: p.kind, slug: p.slug, categoryId: p.categoryId, title: pick(p.title, locale) })),
    banners: data.banner
      .filter((b) => b.active)
      .sort(bySort)
      .map((b) => ({
        id: b.bannerId,
        caption: pick(b.caption, locale),
        button: pick(b.button, locale),
        link: b.link ?? null,
        image: b.image || null,
      })),
    menu: data.menuItem
      .filter((m) => m.active)
      .sort(bySort)
      .map((m) => ({ id: m.menuItemId, title: pick(m.title, locale), link: m.link, parentId: m.parentId || null })),
  };
});

export const productSchema = z.union([
  z.object({ productId: z.number().int().positive(), locale: z.enum(locales).optional() }),
  z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/), locale: z.enum(locales).optional() }),
]);

/** One product with what its kind needs: two requests (the product, then its details). */
export const product = fn(productSchema, async (parsed) => {
  const locale: Locale = parsed.locale ?? "pl";
  const s = db().entities;
  const found = "productId" in parsed ? await Product.item(parsed.productId) : await Product.bySlug(parsed.slug);
  if (!found || !found.active) throw new AppError("not_found", "product.not_found");
  const base = {
    id: found.productId,
    kind: found.kind,
    slug: found.slug,
    categoryId: found.categoryId,
    title: pick(found.title, locale),
    description: pick(found.description, locale),
    info: found.info ?? null,
    discount: found.discount ?? 0,
    vat: { vat0: found.vat0 ?? false, vat5: found.vat5 ?? false, vat8: found.vat8 ?? false },
    defaultMaterial: found.defaultMaterial ?? null,
    calculatorId: found.calculatorId ?? null,
  };
  if (found.kind === "table") {
    const d = await Product.detail(found.productId);
    return {
      ...base,
      attributes: d.attributes.map(({ id, title, active, addToPrice, priceChange, values }) => ({ id, title, active, addToPrice, priceChange, values })),
      runs: d.runs.map((r) => r.quantity).sort((a, b) => a - b),
      // No price cells: the page asks `shop.table.prices` for those its selection needs.
    };
  }
  if (found.kind === "calculator") {
    const calc = found.calculatorId ? (await s.calculator.get({ calculatorId: found.calculatorId }).go()).data : null;
    if (!calc) throw new AppError("not_found", "calculator.not_found");
    return { ...base, calculator: calc };
  }
  const label = (await s.labelPricing.get({}).go()).data;
  if (!label) throw new AppError("not_found", "labels.settings_missing");
  return { ...base, labelPricing: label.settings };
});
