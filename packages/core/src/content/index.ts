import * as z from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { locales, pick, type Locale } from "../i18n/locale";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";
import { fn } from "../fn";
import { stripTags } from "./text";

export const pageSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
  locale: z.enum(locales),
});

interface Shown {
  title: string;
  html: string;
  seoTitle: string;
  seoDescription: string;
  publishedAt: number | null;
}
type Text = Partial<Record<Locale, string>> | undefined | null;

/** Sanitised pages and posts for a short while (the shared definition TTL; an admin save clears it at once). */
const cache = new TtlCache<string, Shown | null>("content", DEFINITION_TTL_MS, 200);
const postsCache = new TtlCache<
  string,
  { slug: string; title: string; excerpt: string; publishedAt: number }[]
>("content", DEFINITION_TTL_MS, 3);

async function shown(
  item: { title: Text; body: Text; seoTitle?: Text; seoDescription?: Text; publishedAt?: number },
  locale: Locale,
): Promise<Shown> {
  // The sanitiser (htmlparser2, postcss) loads with the first page view, not with every cold start.
  const { sanitize } = await import("./sanitize");
  const title = pick(item.title, locale);
  return {
    title,
    html: sanitize(pick(item.body, locale)),
    seoTitle: pick(item.seoTitle, locale) || title,
    seoDescription: pick(item.seoDescription, locale),
    publishedAt: item.publishedAt ?? null,
  };
}

/** A CMS page by slug in the caller's language (one GetItem), its HTML sanitised on the server, with its SEO title and description. */
export const page = fn(pageSchema, async ({ slug, locale }) => {
  const found = await cache.get(`page|${slug}|${locale}`, async () => {
    const item = (await db().entities.page.get({ slug }).go()).data;
    if (!item || item.active === false) return null;
    return shown(item, locale);
  });
  if (!found) throw new AppError("not_found", "page.not_found");
  return { slug, ...found };
});

const isOut = (p: { active?: boolean; publishedAt?: number }, now: number) =>
  p.active !== false && (p.publishedAt ?? 0) <= now;
const excerptOf = (html: string) =>
  stripTags(html, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 220);

export const postsSchema = z.object({
  locale: z.enum(locales),
  page: z.int().min(1).max(10_000).default(1),
  pageSize: z.int().min(1).max(50).default(10),
});

/** The blog, newest first, paged: one Query on the content partition (cached per language). */
export const posts = fn(postsSchema, async ({ locale, page: n, pageSize }) => {
  const now = Date.now();
  const all = await postsCache.get(locale, async () => {
    const { data } = await db().entities.post.query.bySlug({}).go({ pages: "all" });
    return data
      .filter((p) => isOut(p, now))
      .sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0) || b.postId - a.postId)
      .map((p) => ({
        slug: p.slug,
        title: pick(p.title, locale),
        excerpt: excerptOf(pick(p.body, locale)),
        publishedAt: p.publishedAt ?? 0,
      }));
  });
  const start = (n - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), total: all.length, page: n, pageSize };
});

/** One published blog post by slug (one GetItem), sanitised. */
export const post = fn(pageSchema, async ({ slug, locale }) => {
  const found = await cache.get(`post|${slug}|${locale}`, async () => {
    const item = (await db().entities.post.get({ slug }).go()).data;
    if (!item || !isOut(item, Date.now())) return null;
    return shown(item, locale);
  });
  if (!found) throw new AppError("not_found", "post.not_found");
  return { slug, ...found };
});
