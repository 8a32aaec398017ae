import { providerOf } from "../settings/provider";
import demo from "./catalogue.json" with { type: "json" };
import { db } from "../dynamo/db";
import { catalogueSchema, type CatalogueData } from "./schema";
import Decimal from "decimal.js";
import { publish } from "../price-table/store";
import { normaliseCombination, type Rows } from "../price-table/chunking";
import { parseDecimal } from "../price-table/number";
import { diffTables } from "../price-table/diff";
import { legalPages, placeholderCompany } from "./legal";
import { addressesOf, slugsOf } from "../slug/schema";

export { catalogueSchema, type CatalogueData };

/** The demo catalogue shipped with the repository, validated. */
export const demoCatalogue = (): CatalogueData => catalogueSchema.parse(demo);

/** A decimal number from the fixture as an exact decimal string ("4.2537", "39"). */
const dec = (n: number) => String(n);
/** The seed's { [paymentMethodId]: allowed } as the list of allowed ids the shipping method stores. */
const allowed = (payment: Record<string, boolean>) =>
  Object.entries(payment)
    .filter(([, ok]) => ok)
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);

const SEED_ACTOR = { userId: "seed", email: "seed" };

/**
 * Price tables go through the price store's one publish path (a change set of kind `seed` per
 * product); a product whose current version already holds exactly these prices and runs is left
 * alone, so loading twice publishes nothing new.
 */
async function seedPriceTables(data: CatalogueData): Promise<void> {
  const ids = [
    ...new Set([...data.prices.map((p) => p.productId), ...data.copies.map((c) => c.productId)]),
  ];
  for (const productId of ids) {
    const runs = [
      ...new Set(data.copies.filter((c) => c.productId === productId).map((c) => c.copy)),
    ].sort((a, b) => a - b);
    const rows: Rows = new Map();
    for (const p of data.prices.filter((x) => x.productId === productId)) {
      const key = normaliseCombination(p.combination)!;
      if (!rows.has(key)) rows.set(key, new Map());
      rows.get(key)!.set(p.copy, canonicalDecimal(dec(p.price)));
    }
    await publish({
      productId,
      kind: "seed",
      actor: SEED_ACTOR,
      touches: "all",
      apply: (draft) => {
        const changed =
          diffTables(draft.rows, rows).length + (draft.runs.join() === runs.join() ? 0 : 1);
        draft.rows.clear();
        for (const [k, v] of rows) draft.rows.set(k, v);
        draft.runs = runs;
        return changed;
      },
    });
  }
}

/** "39" / "56.55" / "1e-7" → a canonical decimal string. */
const canonicalDecimal = (text: string) => {
  const parsed = parseDecimal(new Decimal(text).toFixed(), 10);
  if (!parsed.ok) throw new Error(`seed: price ${text} is not a price`);
  return parsed.value;
};

/**
 * Every address of the catalogue's products and categories, claimed by its owner (slug/claims.ts).
 * Where a category shares a product's address (the demo's "wizytowki", "czasopisma", "ulotki":
 * the address is the product's page), the product holds the claim.
 */
function slugClaims(data: CatalogueData) {
  const claims = new Map<
    string,
    { slug: string; ownerKind: "product" | "category"; ownerId: number }
  >();
  for (const c of data.categories)
    for (const slug of addressesOf(slugsOf(c)))
      claims.set(slug, { slug, ownerKind: "category", ownerId: c.id });
  for (const p of data.products)
    for (const slug of addressesOf(slugsOf(p)))
      claims.set(slug, { slug, ownerKind: "product", ownerId: p.id });
  return [...claims.values()];
}

/**
 * Loads a catalogue idempotently: every item is written under its natural key, so a second run
 * overwrites the same items and creates nothing new.
 */
export async function load(data: CatalogueData = demoCatalogue()): Promise<{ items: number }> {
  const s = db().entities;
  const batches = [
    s.category.put(
      data.categories.map((c) => ({
        categoryId: c.id,
        slug: c.slug,
        ...(c.slugs ? { slugs: c.slugs } : {}),
        sort: c.sort,
        title: c.title,
        active: c.active ?? true,
      })),
    ),
    s.product.put(data.products.map(({ id, ...p }) => ({ ...p, productId: id }))),
    s.banner.put(data.banners.map(({ id, ...b }, i) => ({ ...b, bannerId: id, sort: i + 1 }))),
    s.menuItem.put(data.menu.map(({ id, ...m }) => ({ ...m, menuItemId: id }))),
    s.attribute.put(
      data.attributes.map((a) => ({
        productId: a.productId,
        attributeId: a.id,
        title: a.title,
        active: a.active,
        addToPrice: a.add_to_price,
        priceChange: a.price_change,
        sort: a.sort,
        values: a.values,
        children: a.children ?? [],
      })),
    ),
    s.calculator.put(data.calculators.map(({ id, ...c }) => ({ ...c, calculatorId: id }))),
    s.currency.put(data.currencies.map((c) => ({ code: c.code, sign: c.sign, rate: dec(c.rate) }))),
    s.labelPricing.put([{ settings: data.labelPricing }]),
    s.paymentMethod.put(
      data.paymentMethods.map((p) => ({
        paymentMethodId: p.id,
        icon: p.icon,
        provider: providerOf(p),
        translations: p.translations,
        ...(p.fee !== undefined ? { fee: dec(p.fee) } : {}),
      })),
    ),
    s.shippingMethod.put(
      data.shippingMethods.map((m) => ({
        shippingMethodId: m.id,
        icon: m.icon,
        price: dec(m.price),
        zones: {
          eu1: m.zones?.eu1 !== undefined ? dec(m.zones.eu1) : "",
          eu2: m.zones?.eu2 !== undefined ? dec(m.zones.eu2) : "",
          world: m.zones?.world !== undefined ? dec(m.zones.world) : "",
        },
        ...(m.packingPrice !== undefined ? { packingPrice: dec(m.packingPrice) } : {}),
        payments: allowed(m.payment),
        translations: m.translations,
      })),
    ),
    s.slugClaim.put(slugClaims(data)),
    s.page.put(
      [...data.pages, ...legalPages].map((p) => ({
        pageId: p.id,
        slug: p.slug,
        title: p.title,
        body: p.body,
      })),
    ),
    s.post.put(
      data.posts.map((p) => ({ postId: p.id, slug: p.slug, title: p.title, body: p.body })),
    ),
  ];
  // The company record: written once, never over an admin's edit.
  await s.company
    .create(placeholderCompany)
    .go()
    .catch((e: unknown) => {
      if (!/conditional/i.test(String((e as Error)?.message))) throw e;
    });
  let items = 0;
  for (const batch of batches) {
    const out = await batch.go();
    if (out.unprocessed.length > 0)
      throw new Error(`seed: ${out.unprocessed.length} items were not written`);
  }
  await seedPriceTables(data);
  items =
    data.categories.length +
    data.products.length +
    data.banners.length +
    data.menu.length +
    data.attributes.length +
    data.copies.length +
    data.prices.length +
    data.calculators.length +
    data.currencies.length +
    1 +
    data.paymentMethods.length +
    data.shippingMethods.length +
    data.pages.length +
    legalPages.length +
    data.posts.length +
    1;
  return { items };
}

/** True when the table holds no catalogue yet (the dev and start scripts seed then). */
export async function isEmpty(): Promise<boolean> {
  const out = await db().entities.product.query.byId({}).go({ limit: 1 });
  return out.data.length === 0;
}
