import { db } from "../dynamo/db";
import type { Entry, Title } from "./schema";

/**
 * Names for a page of the audit log, so the back office reads "Anna Nowak changed the role of
 * Jan Kowalski" instead of two UUIDs: each person (the actor, and a user the entry is about) by
 * name (else e-mail), each subject by its title (product, category, page, post, banner, menu item,
 * shipping and payment method: the translated title; an order: its number).
 *
 * Bounded: a page holds at most 100 entries, so at most 100 distinct ids per kind, read with one
 * batch get per kind (pages and posts: one Query of their small collection). A record that is gone
 * (removed since) has no title; the entry keeps its own `before` then.
 */

type Lookup = (ids: string[]) => Promise<Map<string, Title>>;

const numeric = (ids: string[]) => ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
const translated = (t: unknown): Title | undefined =>
  t && typeof t === "object" ? t : typeof t === "string" && t ? t : undefined;

function mapOf<T>(rows: T[], key: (r: T) => unknown, title: (r: T) => unknown) {
  const out = new Map<string, Title>();
  for (const r of rows) {
    const t = translated(title(r));
    if (t) out.set(String(key(r)), t);
  }
  return out;
}

/** A person's name from the stored profile, else their e-mail. */
function personName(u: { email: string; profile?: unknown }): string {
  const p = (u.profile ?? {}) as { firstName?: unknown; lastName?: unknown };
  const name = [p.firstName, p.lastName]
    .filter((x): x is string => typeof x === "string" && x.trim() !== "")
    .join(" ")
    .slice(0, 200);
  return name || u.email;
}

const users: Lookup = async (ids) => {
  if (ids.length === 0) return new Map();
  const { data } = await db()
    .entities.user.get(ids.map((userId) => ({ userId })))
    .go();
  return mapOf(
    data,
    (u) => u.userId,
    (u) => personName(u),
  );
};

const byNumber =
  <K extends string>(
    get: (keys: number[]) => Promise<Record<string, unknown>[]>,
    key: K,
    field: string,
  ): Lookup =>
  async (ids) => {
    const keys = numeric(ids);
    if (keys.length === 0) return new Map();
    return mapOf(
      await get(keys),
      (r) => r[key],
      (r) => r[field],
    );
  };

const e = () => db().entities;
const product = byNumber(
  async (k) =>
    (
      await e()
        .product.get(k.map((productId) => ({ productId })))
        .go()
    ).data,
  "productId",
  "title",
);

const LOOKUPS: Record<string, Lookup> = {
  user: users,
  product,
  priceTable: product,
  category: byNumber(
    async (k) =>
      (
        await e()
          .category.get(k.map((categoryId) => ({ categoryId })))
          .go()
      ).data,
    "categoryId",
    "title",
  ),
  banner: byNumber(
    async (k) =>
      (
        await e()
          .banner.get(k.map((bannerId) => ({ bannerId })))
          .go()
      ).data,
    "bannerId",
    "caption",
  ),
  menuItem: byNumber(
    async (k) =>
      (
        await e()
          .menuItem.get(k.map((menuItemId) => ({ menuItemId })))
          .go()
      ).data,
    "menuItemId",
    "title",
  ),
  shipping: byNumber(
    async (k) =>
      (
        await e()
          .shippingMethod.get(k.map((shippingMethodId) => ({ shippingMethodId })))
          .go()
      ).data,
    "shippingMethodId",
    "translations",
  ),
  payment: byNumber(
    async (k) =>
      (
        await e()
          .paymentMethod.get(k.map((paymentMethodId) => ({ paymentMethodId })))
          .go()
      ).data,
    "paymentMethodId",
    "translations",
  ),
  page: async (ids) =>
    ids.length === 0
      ? new Map()
      : mapOf(
          (await e().page.query.bySlug({}).go({ pages: "all" })).data,
          (r) => r.pageId,
          (r) => r.title,
        ),
  post: async (ids) =>
    ids.length === 0
      ? new Map()
      : mapOf(
          (await e().post.query.bySlug({}).go({ pages: "all" })).data,
          (r) => r.postId,
          (r) => r.title,
        ),
  order: async (ids) => {
    if (ids.length === 0) return new Map();
    const { data } = await e()
      .order.get(ids.map((orderId) => ({ orderId })))
      .go({ attributes: ["orderId", "number"] });
    return mapOf(
      data,
      (o) => o.orderId,
      (o) => o.number,
    );
  },
};

/** The entries with `actor.name` and `target.title` filled where the shop knows them. */
export async function withNames(entries: Entry[]): Promise<Entry[]> {
  const wanted = new Map<string, Set<string>>([["user", new Set()]]);
  for (const en of entries) {
    wanted.get("user")!.add(en.actor.id);
    if (!LOOKUPS[en.target.type]) continue;
    if (!wanted.has(en.target.type)) wanted.set(en.target.type, new Set());
    wanted.get(en.target.type)!.add(en.target.id);
  }
  const found = new Map(
    await Promise.all(
      [...wanted].map(
        async ([type, ids]) => [type, await LOOKUPS[type]!([...ids].slice(0, 100))] as const,
      ),
    ),
  );
  return entries.map((en) => {
    const name = found.get("user")?.get(en.actor.id);
    const title = found.get(en.target.type)?.get(en.target.id);
    return {
      ...en,
      actor: { ...en.actor, ...(typeof name === "string" ? { name } : {}) },
      target: { ...en.target, ...(title ? { title } : {}) },
    };
  });
}
