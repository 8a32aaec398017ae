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

/** Menu items (admin.menu.*): label and link per item, one level of nesting, in the catalogue partition. */
const target = (id: number) => ({ type: "menuItem", id: String(id) });

async function all() {
  return (await db().entities.menuItem.query.byId({}).go({ pages: "all" })).data;
}
type Stored = Awaited<ReturnType<typeof all>>[number];

const toRow = (m: Stored): Row => ({
  menuItemId: m.menuItemId,
  title: asTranslated(m.title),
  link: m.link,
  active: m.active,
  sort: m.sort,
  parentId: m.parentId || null,
  version: m.version ?? 1,
});

async function load(id: number) {
  const { data } = await db().entities.menuItem.get({ menuItemId: id }).go();
  if (!data) throw new AppError("not_found", "menu.not_found");
  return data;
}

/** One level only: the parent exists and is top-level; an item with children stays top-level. */
function checkParent(items: Stored[], id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const parent = items.find((m) => m.menuItemId === parentId);
  const bad =
    !parent ||
    parentId === id ||
    Boolean(parent.parentId) ||
    (id !== null && items.some((m) => m.parentId === id));
  if (bad)
    throw new AppError("input", "input.invalid", {
      fields: [{ field: "parentId", code: "menu.nesting" }],
    });
}

export const list = fn(ListInput, async (input) => {
  const f = input.filters ?? {};
  return pageOf((await all()).map(toRow), input, {
    keep: (r) =>
      (f.active === undefined || r.active === f.active) &&
      (f.parentId === undefined || r.parentId === f.parentId),
    searchIn: (r) => [r.title.pl, r.title.en, r.title.de, r.link],
    sortBy: { sort: (r) => r.sort, menuItemId: (r) => r.menuItemId, title: (r) => r.title.pl },
  });
});

export const get = fn(GetInput, async ({ id }) => toRow(await load(id)));

export const create = fn(CreateInput, async (input, actor: Audit.Actor) => {
  const items = await all();
  checkParent(items, null, input.parentId);
  const menuItemId = Math.max(0, ...items.map((m) => m.menuItemId)) + 1;
  const { parentId, ...rest } = input;
  const item = { menuItemId, ...rest, ...(parentId ? { parentId } : {}), version: 1 };
  await Audit.write(
    actor,
    { action: "menuItem.create", target: target(menuItemId), before: null, after: input },
    ({ menuItem }) => [menuItem.create(item).commit()] as never,
  );
  changed("products");
  return toRow(item);
});

export const update = fn(UpdateInput, async ({ id, version, ...input }, actor: Audit.Actor) => {
  const items = await all();
  const m = items.find((x) => x.menuItemId === id);
  if (!m) throw new AppError("not_found", "menu.not_found");
  checkParent(items, id, input.parentId);
  const { parentId, ...rest } = input;
  // "No parent" is stored as 0 (an attribute cannot be set to null).
  const current = { ...m, parentId: m.parentId ?? 0 };
  await Audit.update(actor, {
    action: "menuItem.update",
    target: target(id),
    entity: "menuItem",
    key: { menuItemId: id },
    version,
    current,
    set: { ...rest, parentId: parentId ?? 0 },
  });
  changed("products");
  return toRow(await load(id));
});

export const activate = fn(ActivateInput, async ({ id, version, value }, actor: Audit.Actor) => {
  const m = await load(id);
  await Audit.update(actor, {
    action: "menuItem.activate",
    target: target(id),
    entity: "menuItem",
    key: { menuItemId: id },
    version,
    current: m,
    set: { active: value },
  });
  changed("products");
  return toRow(await load(id));
});

/** Removes the item; its sub-items move up to the top level in the same transaction. */
export const remove = fn(WriteInput, async ({ id, version }, actor: Audit.Actor) => {
  const items = await all();
  const m = items.find((x) => x.menuItemId === id);
  if (!m) throw new AppError("not_found", "menu.not_found");
  const children = items.filter((x) => x.parentId === id);
  await Audit.remove(actor, {
    action: "menuItem.remove",
    target: target(id),
    entity: "menuItem",
    key: { menuItemId: id },
    version,
    current: m,
    before: { title: asTranslated(m.title), link: m.link },
    also: ({ menuItem }) =>
      children.map((c) =>
        menuItem
          .patch({ menuItemId: c.menuItemId })
          .set({ parentId: 0 })
          .add({ version: 1 })
          .commit(),
      ),
  });
  changed("products");
  return { id };
});
