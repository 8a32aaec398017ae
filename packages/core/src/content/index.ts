import { z } from "zod";
import { db } from "../dynamo/db";
import { AppError } from "../error";
import { locales, pick } from "../i18n/locale";
import { TtlCache } from "../cache";
import { fn } from "../fn";


export const pageSchema = z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9-]+$/), locale: z.enum(locales) });

/** Sanitised pages for a short while: the HTML is cleaned once per page and language, not per view. */
const cache = new TtlCache<string, { title: string; html: string } | null>("content", 30_000, 200);

/** A CMS page by slug in the caller's language (one GetItem), its HTML sanitised on the server. */
export const page = fn(pageSchema, async ({ slug, locale }) => {
  const found = await cache.get(`${slug}|${locale}`, async () => {
    const item = (await db().entities.page.get({ slug }).go()).data;
    if (!item || item.active === false) return null;
    // The sanitiser (htmlparser2, postcss) loads with the first page view, not with every cold start.
    const { sanitize } = await import("./sanitize");
    return { title: pick(item.title, locale), html: sanitize(pick(item.body, locale)) };
  });
  if (!found) throw new AppError("not_found", "page.not_found");
  return { slug, ...found };
});

