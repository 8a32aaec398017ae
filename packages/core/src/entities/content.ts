import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";

/** CMS pages and blog posts, addressed by slug: a page view is one GetItem. */
const service = "printshop";
const contentKey = <const S extends readonly string[]>(skComposite: S) => collectionIndex("content", [] as const, skComposite);

export const pageEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "page", version: "1", service },
      attributes: {
        pageId: { type: "number", required: true },
        slug: { type: "string", required: true },
        title: { type: "any", required: true },
        /** HTML per locale; sanitised when rendered. */
        body: { type: "any", required: true },
        active: { type: "boolean", default: true },
        /** SEO title and description per locale (optional; the shop falls back to the title). */
        seoTitle: { type: "map", properties: { pl: { type: "string" }, en: { type: "string" }, de: { type: "string" } } },
        seoDescription: { type: "map", properties: { pl: { type: "string" }, en: { type: "string" }, de: { type: "string" } } },
        publishedAt: { type: "number" },
        version: { type: "number", default: 1 },
      },
      indexes: { bySlug: { ...contentKey(["slug"]) } },
    },
    config,
  );

export const postEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "post", version: "1", service },
      attributes: {
        postId: { type: "number", required: true },
        slug: { type: "string", required: true },
        title: { type: "any", required: true },
        body: { type: "any", required: true },
        active: { type: "boolean", default: true },
        publishedAt: { type: "number", default: () => Date.now() },
        /** SEO title and description per locale (optional; the shop falls back to the title). */
        seoTitle: { type: "map", properties: { pl: { type: "string" }, en: { type: "string" }, de: { type: "string" } } },
        seoDescription: { type: "map", properties: { pl: { type: "string" }, en: { type: "string" }, de: { type: "string" } } },
        version: { type: "number", default: 1 },
      },
      indexes: { bySlug: { ...contentKey(["slug"]) } },
    },
    config,
  );
