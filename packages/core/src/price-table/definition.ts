import { db } from "../dynamo/db";
import { AppError } from "../error";
import { attributeRole, type Attribute } from "../pricing/table";

/** What the admin price screens need of a table product: it exists, its kind, VAT and attributes. */
export interface TableDefinition {
  productId: number;
  attributes: Attribute[];
  vat: number;
}

/** VAT of every table product (percent); a per-product rate would be read with the product. */
const TABLE_VAT = 23;

/**
 * A table product's VAT, after checking it exists and is priced by a table: the product item only,
 * without the attributes (the editor's matrix needs no more: one DynamoDB read fewer per open).
 */
export async function tableVat(productId: number): Promise<number> {
  const product = await db()
    .entities.product.get({ productId })
    .go({ attributes: ["productId", "kind"] });
  if (!product.data) throw new AppError("not_found", "product.not_found");
  if (product.data.kind !== "table") throw new AppError("input", "prices.product_not_table");
  return TABLE_VAT;
}

export async function tableDefinition(productId: number): Promise<TableDefinition> {
  const [product, attrs] = await Promise.all([
    db().entities.product.get({ productId }).go(),
    db().entities.attribute.query.byId({ productId }).go({ pages: "all" }),
  ]);
  if (!product.data) throw new AppError("not_found", "product.not_found");
  if (product.data.kind !== "table") throw new AppError("input", "prices.product_not_table");
  return {
    productId,
    vat: TABLE_VAT,
    attributes: attrs.data
      .sort((a, b) => a.sort - b.sort)
      .map((a) => ({
        id: a.attributeId,
        productId,
        title: a.title,
        active: a.active,
        add_to_price: a.addToPrice,
        price_change: a.priceChange,
        sort: a.sort,
        values: a.values,
      })),
  };
}

/**
 * A checker of combination keys for a product (pricing.md §5): one value of every active
 * price-forming attribute, or one value of a surcharge attribute alone.
 */
export function combinationChecker(def: TableDefinition): (key: string) => boolean {
  const active = def.attributes.filter((a) => a.active);
  const owner = new Map<number, Attribute>();
  for (const a of active) for (const v of a.values) owner.set(v.id, a);
  const forming = active.filter((a) => attributeRole(a) === "combination").length;
  return (key) => {
    const ids = key.split(",").map(Number);
    const owners = ids.map((id) => owner.get(id));
    if (owners.some((a) => !a)) return false;
    if (ids.length === 1 && attributeRole(owners[0]!) === "surcharge") return true;
    if (owners.some((a) => attributeRole(a!) !== "combination")) return false;
    return new Set(owners.map((a) => a!.id)).size === ids.length && ids.length === forming;
  };
}

export function assertCombination(def: TableDefinition, key: string): void {
  if (!combinationChecker(def)(key))
    throw new AppError("input", "prices.combination_unknown", {
      fields: [{ field: "combination", code: "prices.combination_unknown" }],
    });
}
