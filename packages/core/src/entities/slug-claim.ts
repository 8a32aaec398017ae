import { Entity, type EntityConfiguration } from "electrodb";

const service = "printshop";

/**
 * One address of the shop's `/{locale}/{slug}` namespace, owned by one product or category: written
 * with `create` (attribute_not_exists) in the same transaction as the owner's write, so two writes
 * claiming one slug cannot both succeed, and removed in the transaction that gives it up. One item
 * per slug whatever its languages: a product may use one slug in several languages, but a slug
 * names one thing in every language (`/en/wizytowki` must be able to say whose it is).
 *
 * Its gsi1 key is the product's own `bySlug` key (`$printshop#slug_<slug>`), so the one Query on
 * gsi1 that finds a product by its Polish slug also finds the claim of an English or German one
 * (slug/lookup.ts). Products and categories written before the claims existed have none for
 * their Polish slug; their slugs are still checked by reading the catalogue (slug/claims.ts).
 */
export const slugClaimEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "slugClaim", version: "1", service },
      attributes: {
        slug: { type: "string", required: true },
        ownerKind: { type: ["product", "category"] as const, required: true },
        ownerId: { type: "number", required: true },
      },
      indexes: {
        bySlug: { pk: { field: "pk", composite: ["slug"] }, sk: { field: "sk", composite: [] } },
        /** Beside the products' gsi1 `bySlug` items: one Query answers both. */
        byAddress: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["slug"] },
          sk: { field: "gsi1sk", composite: [] },
        },
      },
    },
    config,
  );
