import { Entity, type EntityConfiguration } from "electrodb";
import { requiredTranslated } from "./attributes";
import { collectionIndex } from "./keys";

/**
 * What a price-table product page needs beyond the product: its attributes share the product's
 * partition with the price head (entities/prices.ts; collection `productDetail`): one Query.
 * Runs and price cells live in the price store (docs/data-model.md, "Price tables").
 */
const service = "printshop";
const detailKey = <const S extends readonly string[]>(skComposite: S) =>
  collectionIndex("productDetail", ["productId"] as const, skComposite);

export const attributeEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "attribute", version: "1", service },
      attributes: {
        productId: { type: "number", required: true },
        attributeId: { type: "number", required: true },
        title: {
          type: "map",
          properties: {
            pl: { type: "string", required: true },
            en: { type: "string", required: true },
            de: { type: "string", required: true },
          },
          required: true,
        },
        active: { type: "boolean", required: true },
        addToPrice: { type: "boolean", required: true },
        priceChange: { type: "boolean", required: true },
        sort: { type: "number", required: true },
        /** [{ id, title: Translated }] in display order. */
        values: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              id: { type: "number", required: true },
              title: {
                type: "map",
                properties: {
                  pl: { type: "string", required: true },
                  en: { type: "string", required: true },
                  de: { type: "string", required: true },
                },
                required: true,
              },
            },
          },
        },
        /** Child attributes ({ title, values }), informational. */
        children: {
          type: "list",
          items: {
            type: "map",
            properties: {
              title: requiredTranslated,
              values: {
                type: "list",
                required: true,
                items: {
                  type: "map",
                  properties: { id: { type: "number", required: true }, title: requiredTranslated },
                },
              },
            },
          },
        },
        version: { type: "number", default: 1 },
      },
      indexes: { byId: { ...detailKey(["attributeId"]) } },
    },
    config,
  );
