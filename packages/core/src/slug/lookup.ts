import { documentClient } from "@printshop/dynamo";
import { database, db } from "../dynamo/db";
import type { Owner } from "./claims";

/**
 * Who answers at `/{slug}` in any language, in ONE Query on gsi1: a product's own item is there
 * under its Polish slug (its `bySlug` key, as before there were three languages), and a slug
 * claim under every claimed slug (the same key: slug-claim.ts). A product found by its Polish slug
 * comes whole; an English or German slug answers its owner, whose item is one GetItem away (the
 * product page's cache, keyed by id too, usually has it).
 */
export type Found =
  { by: "product"; product: NonNullable<ProductItem> } | { by: "claim"; owner: Owner } | null;
type ProductItem = Awaited<ReturnType<typeof getProduct>>;
const getProduct = async (productId: number) =>
  (await db().entities.product.get({ productId }).go()).data;

export async function find(slug: string): Promise<Found> {
  const params = db().entities.product.query.bySlug({ slug }).params<{
    TableName: string;
    IndexName: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  }>();
  const pk = Object.entries(params.ExpressionAttributeNames).find(([, v]) => v === "gsi1pk")?.[0];
  const value = params.ExpressionAttributeValues[":pk"];
  if (!pk || typeof value !== "string") throw new Error("slug lookup: no gsi1 key");
  const out = (await documentClient(database().client)
    .query({
      TableName: params.TableName,
      IndexName: params.IndexName,
      KeyConditionExpression: `${pk} = :pk`,
      ExpressionAttributeNames: { [pk]: "gsi1pk" },
      ExpressionAttributeValues: { ":pk": value },
      Limit: 10,
    })
    .promise()) as { Items?: Record<string, unknown>[] };
  const items = out.Items ?? [];
  const product = db().entities.product.parse({ Items: items }).data[0];
  if (product) return { by: "product", product };
  const claim = db().entities.slugClaim.parse({ Items: items }).data[0];
  if (claim) return { by: "claim", owner: { kind: claim.ownerKind, id: claim.ownerId } };
  return null;
}

/** A product by any language's slug (one Query; an English or German one then its GetItem), or null. */
export async function productBySlug(slug: string): Promise<NonNullable<ProductItem> | null> {
  const found = await find(slug);
  if (!found) return null;
  if (found.by === "product") return found.product;
  return found.owner.kind === "product" ? ((await getProduct(found.owner.id)) ?? null) : null;
}
