import { db } from "../dynamo/db";
import { fn } from "../fn";
import { pick, type Locale } from "../i18n/locale";
import { can } from "../permissions/index";
import * as ProductAdmin from "../product/admin";
import * as Pages from "../content/pages";
import { HITS_PER_KIND, SearchInput, type SearchKind } from "./schema";

export * from "./schema";

/**
 * admin.search: one query over orders (number, customer e-mail, name, company, NIP), products
 * (title in any language, slug, id) and CMS pages (title, slug), each kind only for a role whose
 * permission opens it (orders: `orders`; products: `catalogue`; pages: `content`). The query is
 * bounded by its schema (100 characters) before it is matched; matching is plain substring
 * search, no pattern is built from it.
 */
export interface Hit {
  kind: SearchKind;
  id: string;
  title: string;
  detail: string;
}

const ROW_ATTRIBUTES = [
  "orderId",
  "number",
  "createdAt",
  "email",
  "name",
  "company",
  "nip",
  "search",
] as const;

/** Orders whose number, e-mail, name, company or NIP contains the query, newest first. */
async function orders(q: string): Promise<Hit[]> {
  const needle = q.toLocaleLowerCase("pl");
  const digits = needle.replace(/[\s-]/g, "");
  const nipLike = digits.length >= 3 && [...digits].every((c) => c >= "0" && c <= "9");
  const { data } = await db()
    .entities.orderRow.query.byTime({ list: "orders" })
    .go({ pages: "all", order: "desc", attributes: [...ROW_ATTRIBUTES] });
  const hits: Hit[] = [];
  for (const r of data) {
    const name = (r.name ?? "").toLocaleLowerCase("pl");
    if (
      r.search.includes(needle) ||
      name.includes(needle) ||
      (nipLike && r.search.includes(digits))
    )
      hits.push({
        kind: "order",
        id: r.orderId,
        title: r.number,
        detail: [r.company, r.name, r.email].filter(Boolean).join(" · "),
      });
    if (hits.length >= HITS_PER_KIND) break;
  }
  return hits;
}

async function products(q: string, locale: Locale): Promise<Hit[]> {
  const { items } = await ProductAdmin.list({ search: q, page: 1, pageSize: 10 });
  return items.slice(0, HITS_PER_KIND).map((p) => ({
    kind: "product",
    id: String(p.id),
    title: pick(p.title, locale),
    detail: p.slug,
  }));
}

async function pages(q: string, locale: Locale): Promise<Hit[]> {
  const { items } = await Pages.list({ search: q, page: 1, pageSize: 10 });
  return items.slice(0, HITS_PER_KIND).map((p) => ({
    kind: "page",
    id: String(p.id),
    title: pick(p.title, locale),
    detail: p.slug,
  }));
}

export const search = fn(SearchInput, async ({ q }, role: string, locale: Locale = "pl") => {
  const [o, p, c] = await Promise.all([
    can(role, "orders") ? orders(q) : [],
    can(role, "catalogue") ? products(q, locale) : [],
    can(role, "content") ? pages(q, locale) : [],
  ]);
  return { q, hits: [...o, ...p, ...c] };
});
