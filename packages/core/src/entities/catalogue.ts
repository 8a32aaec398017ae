import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";
import { requiredTranslated, translated } from "./attributes";

/**
 * The storefront's catalogue: categories, products, banners and menu items share one partition
 * (collection `catalogue`), so the home page is one Query.
 */
const service = "printshop";
const catalogueKey = <const S extends readonly string[]>(skComposite: S) =>
  collectionIndex("catalogue", [] as const, skComposite);

export const categoryEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "category", version: "1", service },
      attributes: {
        categoryId: { type: "number", required: true },
        slug: { type: "string", required: true },
        /**
         * The English and German slugs (`slug` is the Polish one, the address the shop had before
         * there were three). Absent or blank: that language's address uses the Polish slug.
         */
        slugs: { type: "map", properties: { en: { type: "string" }, de: { type: "string" } } },
        sort: { type: "number", required: true },
        active: { type: "boolean", default: true },
        title: requiredTranslated,
        version: { type: "number", default: 1 },
        /**
         * The delete guard (not a count): every product write that puts a product INTO this
         * category adds 1 in its own transaction (`Category.productEnters`), and a delete is
         * conditioned on the value it read, so the two cannot both succeed (data-model.md).
         * Absent on categories no product write has touched yet.
         */
        productsAdded: { type: "number" },
      },
      indexes: { byId: { ...catalogueKey(["categoryId"]) } },
    },
    config,
  );

export const productEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "product", version: "1", service },
      attributes: {
        productId: { type: "number", required: true },
        kind: { type: ["label", "calculator", "table"] as const, required: true },
        categoryId: { type: "number", required: true },
        calculatorId: { type: "number" },
        slug: { type: "string", required: true },
        /**
         * The English and German slugs (`slug` is the Polish one, the address the shop had before
         * there were three). Absent or blank: that language's address uses the Polish slug.
         */
        slugs: { type: "map", properties: { en: { type: "string" }, de: { type: "string" } } },
        sort: { type: "number", required: true },
        active: { type: "boolean", required: true },
        defaultMaterial: { type: "number" },
        discount: { type: "number" },
        vat0: { type: "boolean" },
        vat5: { type: "boolean" },
        vat8: { type: "boolean" },
        /** Lead times in working days per mode. */
        info: {
          type: "map",
          properties: {
            eco: { type: "number", required: true },
            standard: { type: "number", required: true },
            express: { type: "number", required: true },
          },
        },
        title: requiredTranslated,
        description: translated,
        version: { type: "number", default: 1 },
      },
      indexes: {
        byId: { ...catalogueKey(["productId"]) },
        /** shop.catalogue.product by slug: one Query on gsi1. */
        bySlug: {
          index: "gsi1",
          pk: { field: "gsi1pk", composite: ["slug"] },
          sk: { field: "gsi1sk", composite: [] },
        },
      },
    },
    config,
  );

export const bannerEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "banner", version: "1", service },
      attributes: {
        bannerId: { type: "number", required: true },
        active: { type: "boolean", required: true },
        caption: requiredTranslated,
        button: translated,
        link: { type: "string" },
        /** Public image path (admin.images.upload), e.g. `/images/<uuid>.jpg`. */
        image: { type: "string" },
        sort: { type: "number", default: 0 },
        version: { type: "number", default: 1 },
      },
      indexes: { byId: { ...catalogueKey(["bannerId"]) } },
    },
    config,
  );

export const menuItemEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "menuItem", version: "1", service },
      attributes: {
        menuItemId: { type: "number", required: true },
        active: { type: "boolean", required: true },
        sort: { type: "number", required: true },
        title: requiredTranslated,
        link: { type: "string", required: true },
        /** The parent item (one level of nesting), or none for a top-level item. */
        parentId: { type: "number" },
        version: { type: "number", default: 1 },
      },
      indexes: { byId: { ...catalogueKey(["menuItemId"]) } },
    },
    config,
  );
