import { db } from "../dynamo/db";
import { AppError } from "../error";
import { fn } from "../fn";
import * as Audit from "../audit/write";
import { changed } from "../cache";
import { pageOf } from "../list/page";
import { asTranslated } from "../i18n/translated";
import {
  ActivateInput,
  CreateInput,
  GetInput,
  ListInput,
  UpdateInput,
  WriteInput,
  type Row,
} from "./schema";

export * from "./schema";

/** Banners (admin.banners.*): the home page's carousel, in the catalogue partition. */
const target = (id: number) => ({ type: "banner", id: String(id) });

async function all() {
  return (await db().entities.banner.query.byId({}).go({ pages: "all" })).data;
}
type Stored = Awaited<ReturnType<typeof all>>[number];

const toRow = (b: Stored): Row => ({
  bannerId: b.bannerId,
  image: b.image ?? "",
  caption: asTranslated(b.caption),
  button: asTranslated(b.button),
  link: b.link ?? "",
  active: b.active,
  sort: b.sort ?? 0,
  version: b.version ?? 1,
});

async function load(id: number) {
  const { data } = await db().entities.banner.get({ bannerId: id }).go();
  if (!data) throw new AppError("not_found", "banner.not_found");
  return data;
}

export const list = fn(ListInput, async (input) => {
  const f = input.filters ?? {};
  return pageOf((await all()).map(toRow), input, {
    keep: (r) => f.active === undefined || r.active === f.active,
    searchIn: (r) => [r.caption.pl, r.caption.en, r.caption.de, r.link],
    sortBy: { sort: (r) => r.sort, bannerId: (r) => r.bannerId, caption: (r) => r.caption.pl },
  });
});

export const get = fn(GetInput, async ({ id }) => toRow(await load(id)));

export const create = fn(CreateInput, async (input, actor: Audit.Actor) => {
  const items = await all();
  const bannerId = Math.max(0, ...items.map((b) => b.bannerId)) + 1;
  const item = { bannerId, ...input, version: 1 };
  await Audit.write(
    actor,
    { action: "banner.create", target: target(bannerId), before: null, after: input },
    ({ banner }) => [banner.create(item).commit()] as never,
  );
  changed("products");
  return toRow(item);
});

export const update = fn(UpdateInput, async ({ id, version, ...input }, actor: Audit.Actor) => {
  const b = await load(id);
  await Audit.update(actor, {
    action: "banner.update",
    target: target(id),
    entity: "banner",
    key: { bannerId: id },
    version,
    current: b,
    set: input,
  });
  changed("products");
  return toRow(await load(id));
});

export const activate = fn(ActivateInput, async ({ id, version, value }, actor: Audit.Actor) => {
  const b = await load(id);
  await Audit.update(actor, {
    action: "banner.activate",
    target: target(id),
    entity: "banner",
    key: { bannerId: id },
    version,
    current: b,
    set: { active: value },
  });
  changed("products");
  return toRow(await load(id));
});

export const remove = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  const b = await load(id);
  await Audit.remove(actor, {
    action: "banner.remove",
    target: target(id),
    entity: "banner",
    key: { bannerId: id },
    version,
    current: b,
    before: { caption: asTranslated(b.caption), link: b.link ?? "" },
  });
  changed("products");
  return { id };
});
