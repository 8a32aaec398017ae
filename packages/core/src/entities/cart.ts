import { Entity, type EntityConfiguration } from "electrodb";
import { cartLines } from "./shapes";

/**
 * One item per cart (pk by cart id, lines embedded): `get` is one GetItem and `add` one
 * UpdateItem that appends a line. `version` grows on every write (conditional edits), and
 * `expiresAt` (TTL, epoch seconds) is pushed 30 days ahead on every write.
 */
export const cartEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "cart", version: "1", service: "printshop" },
      attributes: {
        cartId: { type: "string", required: true },
        /** The cart's lines (CartLine of cart/schema.ts), in the order they were added. */
        lines: cartLines,
        /** Number of lines, kept beside the list so that the size limit is a plain condition. */
        lineCount: { type: "number" },
        currency: { type: "string" },
        noVat: { type: "boolean" },
        /** Set once the cart belongs to a signed-in customer (the accounts issue merges into it). */
        customerId: { type: "string" },
        version: { type: "number" },
        updatedAt: { type: "number" },
        expiresAt: { type: "number" },
      },
      indexes: {
        byId: {
          pk: { field: "pk", composite: ["cartId"] },
          sk: { field: "sk", composite: [] },
        },
      },
    },
    config,
  );
