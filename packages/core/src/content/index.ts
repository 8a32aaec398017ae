import { z } from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { locales, pick, type Translated } from "../i18n/locale";
import { DEFINITION_TTL_MS, TtlCache } from "../cache";

export const pageSchema = z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/), locale: z.enum(locales) });

interface Shown {
  title: string;
  html: string;
  seoTitle: string;
  seoDescription: string;
  publishedAt: number | null;
}

/** Sanitised pages and posts for a short while (the shared definition TTL; an admin save clears it at once). */
const cache = new TtlCache<string, Shown | null>("content", DEFINITION_TTL_MS, 200);
const postsCache = new TtlCache<string, { slug: string; title: string; excerpt: string; publishedAt: number }[]>("content", DEFINITION_TTL_MS, 3);

async function shown(item: { title: unknown; body: unknown; seoTitle?: unknown; seoDescription?: unknown; publishedAt?: number }, locale: (typeof locales)[number]): Promise<Shown> {
  // The sanitiser (htmlparser2, postcss) loads with the first page view, not with every cold start.
  const { sanitize } = await import("./sanitize");
  const title = pick(item.title as Translated, locale);
  return {
    title,
    html: sanitize(pick(item.body as Translated, locale)),
    seoTitle: pick(item.seoTitle as Partial<Translated> | undefined, locale) || title,
    seoDescription: pick(item.seoDescription as Partial<Translated> | undefined, locale),
    publishedAt: item.publishedAt ?? null,
  };
}

/** A CMS page by slug in the caller's language (one GetItem), its HTML sanitised on the server. */
export async function page(input: z.infer<typeof pageSchema>) {
  const { slug, locale } = pageSchema.parse(input);
  const found = await cache.get(`page|${slug}|${locale}`, async () => {
    const item = (await db().entities.page.get({ slug }).go()).data;
    if (!item || item.active === false) return null;
    return shown(item, locale);
  });
  if (!found) throw new AppError("not_found", "page.not_found");
  return { slug, ...found };
}
page.schema = pageSchema;

const isOut = (p: { active?: boolean; publishedAt?: number }, now: number) => p.active !== false && (p.publishedAt ?? 0) <= now;
const excerptOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 220);

export const postsSchema = z.object({ locale: z.enum(locales), page: z.int().min(1).max(10_000).default(1), pageSize: z.int().min(1).max(50).default(10) });

/** The blog, newest first, paged: one Query on the content partition (cached per language). */
export async function posts(input: z.input<typeof postsSchema>) {
  const { locale, page: n, pageSize } = postsSchema.parse(input);
  const now = Date.now();
  const all = await postsCache.get(locale, async () => {
    const { data } = await db().entities.post.query.bySlug({}).go({ pages: "all" });
    return data
      .filter((p) => isOut(p, now))
      .sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0) || b.postId - a.postId)
      .map((p) => ({ slug: p.slug, title: pick(p.title as Translated, locale), excerpt: excerptOf(pick(p.body as Translated, locale)), publishedAt: p.publishedAt ?? 0 }));
  });
  const start = (n - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), total: all.length, page: n, pageSize };
}
posts.schema = postsSchema;

/** One published blog post by slug (one GetItem), sanitised. */
export async function post(input: z.infer<typeof pageSchema>) {
  const { slug, locale } = pageSchema.parse(input);
  const found = await cache.get(`post|${slug}|${locale}`, async () => {
    const item = (await db().entities.post.get({ slug }).go()).data;
    if (!item || !isOut(item, Date.now())) return null;
    return shown(item, locale);
  });
  if (!found) throw new AppError("not_found", "post.not_found");
  return { slug, ...found };
}
post.schema = pageSchema;
