import { Entity, type EntityConfiguration } from "electrodb";
import { collectionIndex } from "./keys";
import { requiredTranslated, translated } from "./attributes";

/** CMS pages and blog posts, addressed by slug: a page view is one GetItem. */
const service = "printshop";
const contentKey = <const S extends readonly string[]>(skComposite: S) =>
  collectionIndex("content", [] as const, skComposite);

export const pageEntity = (config?: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: "page", version: "1", service },
      attributes: {
        pageId: { type: "number", required: true },
        slug: { type: "string", required: true },
        title: requiredTranslated,
        /** HTML per locale; sanitised when rendered. */
        body: requiredTranslated,
        active: { type: "boolean", default: true },
        /** SEO title and description per locale (optional; the shop falls back to the title). */
        seoTitle: translated,
        seoDescription: translated,
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
        title: requiredTranslated,
        body: requiredTranslated,
        active: { type: "boolean", default: true },
        publishedAt: { type: "number", default: () => Date.now() },
        /** SEO title and description per locale (optional; the shop falls back to the title). */
        seoTitle: translated,
        seoDescription: translated,
        version: { type: "number", default: 1 },
      },
      indexes: { bySlug: { ...contentKey(["slug"]) } },
    },
    config,
  );
