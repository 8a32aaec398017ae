import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import { pageOf } from "../list/page";
import { asTranslated, slugify, type TranslatedText } from "../i18n/translated";
import {
  ActivateInput,
  CreateInput,
  GetInput,
  ListInput,
  UpdateInput,
  WriteInput,
  type Info,
  type Row,
} from "./schema";

/**
 * CMS pages and blog posts in the back office: the same shape, two entities (`page` keyed by
 * `pageId`, `post` by `postId`, both addressed by slug in the `content` partition). Bodies are
 * sanitised on save (and again when the shop renders them); a slug change moves the item in the
 * same transaction as its audit entry.
 */
export type Kind = "page" | "post";

interface Stored {
  slug: string;
  title: unknown;
  body: unknown;
  active?: boolean;
  publishedAt?: number;
  seoTitle?: unknown;
  seoDescription?: unknown;
  version?: number;
  pageId?: number;
  postId?: number;
}
const idOf = (kind: Kind, s: Stored) => (kind === "page" ? s.pageId : s.postId)!;
const idKey = (kind: Kind) => (kind === "page" ? "pageId" : "postId");

async function all(kind: Kind): Promise<Stored[]> {
  const { data } = await db().collections.content({}).go({ pages: "all" });
  return kind === "page" ? data.page : data.post;
}

const toRow = (kind: Kind, s: Stored): Row => ({
  id: idOf(kind, s),
  slug: s.slug,
  title: asTranslated(s.title),
  published: s.active !== false,
  publishedAt: s.publishedAt ?? null,
  version: s.version ?? 1,
});
const toInfo = (kind: Kind, s: Stored): Info => ({
  ...toRow(kind, s),
  body: asTranslated(s.body),
  seoTitle: asTranslated(s.seoTitle),
  seoDescription: asTranslated(s.seoDescription),
});

async function cleanBody(body: TranslatedText): Promise<TranslatedText> {
  const { sanitize } = await import("./sanitize");
  return { pl: sanitize(body.pl), en: sanitize(body.en), de: sanitize(body.de) };
}

/** Everything the admin saves for one item (body sanitised, slug derived from the pl title when blank). */
async function fieldsOf(
  kind: Kind,
  input: {
    title: TranslatedText;
    slug: string;
    body: TranslatedText;
    seoTitle: TranslatedText;
    seoDescription: TranslatedText;
    published: boolean;
    publishedAt: number | null;
  },
  others: Stored[],
  current?: Stored,
) {
  const slug = input.slug || slugify(input.title.pl);
  if (!slug)
    throw new AppError("input", "input.invalid", { fields: [{ field: "slug", code: "required" }] });
  if (others.some((o) => o.slug === slug))
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "slug", code: `${kind}.slug_taken` }],
    });
  const publishedAt =
    input.publishedAt ?? current?.publishedAt ?? (input.published ? Date.now() : undefined);
  return {
    slug,
    title: input.title,
    body: await cleanBody(input.body),
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    active: input.published,
    ...(publishedAt !== undefined ? { publishedAt } : {}),
  };
}

type Tx = {
  create(v: unknown): { commit(): unknown };
  delete(k: unknown): { where(w: unknown): { commit(): unknown } };
  patch(k: unknown): {
    set(v: unknown): { add(v: unknown): { where(w: unknown): { commit(): unknown } } };
  };
};

export function admin(kind: Kind) {
  const target = (id: number) => ({ type: kind, id: String(id) });
  const notFound = `${kind}.not_found`;
  async function load(id: number) {
    const items = await all(kind);
    const s = items.find((x) => idOf(kind, x) === id);
    if (!s) throw new AppError("not_found", notFound);
    return { s, items };
  }

  const list = fn(ListInput, async (input) => {
    const f = input.filters ?? {};
    return pageOf(
      (await all(kind)).map((s) => toRow(kind, s)),
      input,
      {
        keep: (r) => f.published === undefined || r.published === f.published,
        searchIn: (r) => [r.title.pl, r.title.en, r.title.de, r.slug],
        sortBy: {
          publishedAt: (r) => r.publishedAt ?? 0,
          id: (r) => r.id,
          title: (r) => r.title.pl,
          slug: (r) => r.slug,
        },
      },
    );
  });

  const get = fn(GetInput, async ({ id }) => toInfo(kind, (await load(id)).s));

  const create = fn(CreateInput, async (input, actor: Audit.Actor) => {
    const items = await all(kind);
    const fields = await fieldsOf(kind, input, items);
    const id = Math.max(0, ...items.map((s) => idOf(kind, s))) + 1;
    const item = { [idKey(kind)]: id, ...fields, version: 1 };
    await Audit.write(
      actor,
      { action: `${kind}.create`, target: target(id), before: null, after: fields },
      (e) => [(e[kind] as unknown as Tx).create(item).commit()] as never,
    );
    changed("content");
    return toInfo(kind, item);
  });

  const update = fn(UpdateInput, async ({ id, version, ...input }, actor: Audit.Actor) => {
    const { s, items } = await load(id);
    const fields = await fieldsOf(
      kind,
      input,
      items.filter((o) => idOf(kind, o) !== id),
      s,
    );
    if (fields.slug === s.slug) {
      await Audit.update(actor, {
        action: `${kind}.update`,
        target: target(id),
        entity: kind,
        key: { slug: s.slug },
        version,
        current: s as never,
        set: fields,
      });
    } else {
      // The slug is the item's key: the item moves (delete + create) in one transaction.
      Audit.assertVersion(s, version);
      const change = Audit.diff(s as unknown as Record<string, unknown>, fields);
      const moved = { ...s, ...fields, version: version + 1 };
      await Audit.write(actor, { action: `${kind}.update`, target: target(id), ...change }, (e) => {
        const ent = e[kind] as unknown as Tx;
        return [
          ent.delete({ slug: s.slug }).where(Audit.versionIs(version)).commit(),
          ent.create(moved).commit(),
        ] as never;
      });
    }
    changed("content");
    return get({ id });
  });

  const activate = fn(ActivateInput, async ({ id, version, value }, actor: Audit.Actor) => {
    const { s } = await load(id);
    const set =
      value && !s.publishedAt ? { active: value, publishedAt: Date.now() } : { active: value };
    await Audit.update(actor, {
      action: `${kind}.activate`,
      target: target(id),
      entity: kind,
      key: { slug: s.slug },
      version,
      current: s as never,
      set,
    });
    changed("content");
    return get({ id });
  });

  const remove = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
    const { s } = await load(id);
    await Audit.remove(actor, {
      action: `${kind}.remove`,
      target: target(id),
      entity: kind,
      key: { slug: s.slug },
      version,
      current: s,
      before: { slug: s.slug, title: asTranslated(s.title) },
    });
    changed("content");
    return { id };
  });

  return { list, get, create, update, activate, remove };
}
