import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import * as Product from "../product/load";
import { startOf } from "../price-table/shop";
import { locales, pick, type Locale } from "../i18n/locale";
import { fn } from "../fn";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import { slugsOf, type Slugs } from "../slug/schema";

export const homeSchema = z.object({ locale: z.enum(locales) });

const bySort = <T extends { sort?: number }>(a: T, b: T) => (a.sort ?? 0) - (b.sort ?? 0);

/**
 * A link the admin typed (a menu item's, a banner's) in the page's language: `/{slug}` naming a
 * product or category by any of its addresses becomes its address in `locale` (the query kept);
 * any other link is left as it is.
 */
function localLink(link: string, locale: Locale, owners: ReadonlyArray<Slugs>): string {
  const m = /^\/([a-z0-9-]{1,200})(\?.*)?$/.exec(link.length <= 1000 ? link : "");
  if (!m) return link;
  const slug = m[1]!;
  const owner =
    owners.find((o) => o.pl === slug) ?? owners.find((o) => Object.values(o).includes(slug));
  return owner ? `/${owner[locale]}${m[2] ?? ""}` : link;
}

/**
 * The home page: active categories, products, banners and menu items, in one Query. Each product's
 * and category's `slug` is its address in `locale` (the Polish one where it has none of its own),
 * `slugs` all three (the language switcher's and the old addresses' redirect: slug/redirect.ts).
 */
export const home = fn(homeSchema, async ({ locale }) => {
  const { data } = await db().collections.catalogue({}).go({ pages: "all" });
  const categories = data.category.filter((c) => c.active !== false).sort(bySort);
  const products = data.product.filter((p) => p.active).sort(bySort);
  // Products first: where a category shares a product's address, the address is the product's.
  const owners = [...products, ...categories].map(slugsOf);
  return {
    categories: categories.map((c) => ({
      id: c.categoryId,
      slug: slugsOf(c)[locale],
      slugs: slugsOf(c),
      title: pick(c.title, locale),
    })),
    products: products.map((p) => ({
      id: p.productId,
      kind: p.kind,
      slug: slugsOf(p)[locale],
      slugs: slugsOf(p),
      categoryId: p.categoryId,
      title: pick(p.title, locale),
    })),
    banners: data.banner
      .filter((b) => b.active)
      .sort(bySort)
      .map((b) => ({
        id: b.bannerId,
        caption: pick(b.caption, locale),
        button: pick(b.button, locale),
        link: b.link ? localLink(b.link, locale, owners) : null,
        image: b.image || null,
      })),
    menu: data.menuItem
      .filter((m) => m.active)
      .sort(bySort)
      .map((m) => ({
        id: m.menuItemId,
        title: pick(m.title, locale),
        link: localLink(m.link, locale, owners),
        parentId: m.parentId || null,
      })),
  };
});

export const productSchema = z.union([
  z.object({ productId: z.number().int().positive(), locale: z.enum(locales).optional() }),
  z.object({
    slug: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[a-z0-9-]+$/),
    locale: z.enum(locales).optional(),
  }),
]);

/**
 * What a product page is made of, before the locale picks its texts: the product item and what
 * its kind needs (a price table's attributes and runs, a calculator, the label settings); null
 * when there is no such active product.
 */
type ProductPage = Awaited<ReturnType<typeof loadProductPage>>;

async function loadProductPage(key: { productId: number } | { slug: string }) {
  const found =
    "productId" in key ? await Product.item(key.productId) : await Product.bySlug(key.slug);
  if (!found || !found.active) return null;
  if (found.kind === "table") {
    // The quotes' cached definition, read with the starting selection's cells (issue 15): the
    // product call's `start` then costs nothing more.
    const { definition } = await startOf(found.productId);
    return {
      kind: "table" as const,
      found,
      attributes: definition.table.attributes.map((a) => ({
        id: a.id,
        title: a.title,
        active: a.active,
        addToPrice: a.add_to_price,
        priceChange: a.price_change,
        values: a.values,
      })),
      runs: (definition.table.runs ?? []).map((r) => r.run).sort((a, b) => a - b),
    };
  }
  if (found.kind === "calculator") {
    const calc = found.calculatorId
      ? (await db().entities.calculator.get({ calculatorId: found.calculatorId }).go()).data
      : null;
    if (!calc) throw new AppError("not_found", "calculator.not_found");
    return { kind: "calculator" as const, found, calculator: calc };
  }
  const label = (await db().entities.labelPricing.get({}).go()).data;
  if (!label) throw new AppError("not_found", "labels.settings_missing");
  return { kind: "label" as const, found, labelPricing: label.settings };
}

/**
 * Product pages, cached like the quotes' definitions (cache.ts): a warm page costs no DynamoDB
 * request. Emptied by `changed(...)` of any definition a page is made of (a product, its category
 * or menu through "products"; its price table's attributes and runs; its calculator; the label
 * settings), in this process at once and in the others within the TTL. Keyed by id and by slug.
 */
const pages = new TtlCache<string, ProductPage>(
  ["products", "priceTables", "calculators", "labels"],
  DEFINITION_TTL_MS,
  200,
);

/**
 * One product with what its kind needs, and for a price-table product the cells of its starting
 * selection and their one-change neighbours (`start`, never the table: issue 15), so the page
 * prices its first table without another call. Not cached: 2 requests (a price-table product 3:
 * the product, then its definition's partition, then the product with the cells' chunks in one
 * TransactGetItems); cached: none.
 */
export const product = fn(productSchema, async (parsed) => {
  const locale: Locale = parsed.locale ?? "pl";
  const key = "productId" in parsed ? { productId: parsed.productId } : { slug: parsed.slug };
  const page = await pages.get(
    "productId" in key ? `id:${key.productId}` : `slug:${key.slug}`,
    () => loadProductPage(key),
  );
  if (!page) throw new AppError("not_found", "product.not_found");
  const { found } = page;
  const base = {
    id: found.productId,
    kind: found.kind,
    /** The product's address in `locale`; `slugs` in every language (the language switcher's). */
    slug: slugsOf(found)[locale],
    slugs: slugsOf(found),
    categoryId: found.categoryId,
    title: pick(found.title, locale),
    description: await cleanDescription(found, locale),
    info: found.info ?? null,
    discount: found.discount ?? 0,
    vat: { vat0: found.vat0 ?? false, vat5: found.vat5 ?? false, vat8: found.vat8 ?? false },
    defaultMaterial: found.defaultMaterial ?? null,
    calculatorId: found.calculatorId ?? null,
  };
  if (page.kind === "table") {
    // The starting selection's cells from the quotes' caches (definition and immutable chunks).
    const { start } = await startOf(found.productId);
    return {
      ...base,
      attributes: page.attributes,
      runs: page.runs,
      start,
    };
  }
  if (page.kind === "calculator") return { ...base, calculator: page.calculator };
  return { ...base, labelPricing: page.labelPricing };
});

/**
 * A product's description as the shop renders it (HTML): sanitised when written and again here,
 * on its way to the page, so that a description stored before a rule of the sanitiser (or written
 * by any other road) never reaches a browser unchecked. Once per loaded product and language: the
 * loaded product is the cache's object, so a cached page does not sanitise again.
 */
const cleaned = new WeakMap<object, Partial<Record<Locale, string>>>();
async function cleanDescription(found: { description?: unknown }, locale: Locale): Promise<string> {
  let byLocale = cleaned.get(found);
  if (!byLocale) cleaned.set(found, (byLocale = {}));
  const known = byLocale[locale];
  if (known !== undefined) return known;
  const html = pick(found.description as never, locale) ?? "";
  // The sanitiser (sanitize-html and its parser) loads with the first description that has
  // markup, not at a cold start (lazy-load.test.ts).
  const clean = /[<&]/.test(html) ? (await import("../content/sanitize")).sanitize(html) : html;
  return (byLocale[locale] = clean);
}
