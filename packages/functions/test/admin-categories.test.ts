import { beforeAll, describe, expect, it } from "vitest";
import { Audit, Catalogue, Seed } from "@printshop/core";
import { useTestTable } from "./built";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";
import { rest, trpc } from "./admin-api-client";

/** admin.categories.* and the seed's /admin/categories/... on DynamoDB Local, over the demo catalogue. */
describe("admin categories", () => {
  let cookie: string;
  const api = () => callerWith(cookie).caller.admin.categories;
  const order = async () =>
    (await api().list({ pageSize: 100, sort: { by: "sort", dir: "asc" } })).items.map(
      (c) => c.categoryId,
    );

  beforeAll(async () => {
    await useTestTable("admin-categories");
    await Seed.load();
    const editor = await makeUser("catalogue");
    cookie = (await sessionCookieFor(editor.userId)).cookie;
  });

  it("lists the seeded categories with their product counts, searchable, paged", async () => {
    const all = await api().list({ pageSize: 100, sort: { by: "sort", dir: "asc" } });
    const seeded = Seed.demoCatalogue();
    expect(all.total).toBe(seeded.categories.length);
    expect(all.items.map((c) => c.slug)).toEqual(
      [...seeded.categories].sort((a, b) => a.sort - b.sort).map((c) => c.slug),
    );
    const labels = all.items.find((c) => c.slug === "etykiety")!;
    expect(labels.products).toBe(
      seeded.products.filter((p) => p.categoryId === labels.categoryId).length,
    );
    expect(labels.title).toEqual({ pl: "Etykiety", en: "Labels", de: "Etiketten" });
    const found = await api().list({ search: "visitenk" });
    expect(found.items.map((c) => c.slug)).toEqual(["wizytowki"]);
  });

  it("creates with a slug from the Polish title, refuses a taken slug, edits with a version (stale → 409)", async () => {
    const made = await api().create({
      title: { pl: "Naklejki ścienne", en: "Wall stickers", de: "" },
      slug: "",
    });
    expect(made).toMatchObject({ slug: "naklejki-scienne", active: true, products: 0, version: 1 });
    const taken = await trpc(
      "admin.categories.create",
      { title: { pl: "Inne" }, slug: "etykiety" },
      cookie,
      "en",
    );
    expect(taken).toMatchObject({
      status: 400,
      fields: [{ field: "slug", message: "Another category already has this slug." }],
    });
    const empty = await trpc("admin.categories.create", { title: { pl: "" } }, cookie, "de");
    expect(empty.status).toBe(400);
    expect(empty.fields?.[0]?.field).toBe("title.pl");
    const edited = await api().update({
      id: made.categoryId,
      version: 1,
      title: { pl: "Naklejki", en: "Stickers", de: "Aufkleber" },
      slug: "naklejki",
    });
    expect(edited).toMatchObject({ slug: "naklejki", title: { de: "Aufkleber" }, version: 2 });
    await expect(
      api().update({
        id: made.categoryId,
        version: 1,
        title: { pl: "X", en: "", de: "" },
        slug: "x",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await api().get({ id: made.categoryId })).slug).toBe("naklejki");
  });

  it("delete answers the products still in the category and removes nothing; an empty one is removed", async () => {
    const home = await Catalogue.home({ locale: "pl" });
    const labels = (await api().list({ search: "etykiety" })).items.find(
      (c) => c.slug === "etykiety",
    )!;
    const inside = await api().remove({ id: labels.categoryId, version: labels.version });
    const expected = home.products
      .filter((p) => p.categoryId === labels.categoryId)
      .map((p) => p.title);
    expect(inside.map((p) => p.title).sort()).toEqual(expected.sort());
    expect(inside.length).toBeGreaterThan(0);
    expect(await api().get({ id: labels.categoryId })).toMatchObject({
      slug: "etykiety",
      version: labels.version,
    });
    expect(
      (await Audit.list({ target: { type: "category", id: String(labels.categoryId) } })).total,
    ).toBe(0);
    // The seed's shim: same answer, the list the cannot-delete dialog shows.
    const viaShim = await rest("POST", "/admin/categories/delete", cookie, {
      id: labels.categoryId,
    });
    expect(viaShim.status).toBe(200);
    expect(viaShim.body.map((p: { title: string }) => p.title).sort()).toEqual(expected.sort());

    const empty = await api().create({ title: { pl: "Pusta", en: "", de: "" }, slug: "" });
    const removed = await rest("POST", "/admin/categories/delete", cookie, {
      id: empty.categoryId,
    });
    expect(removed).toEqual({ status: 200, body: [] });
    await expect(api().get({ id: empty.categoryId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("activate hides a category from the shop's home page and shows it again", async () => {
    const c = (await api().list({ search: "wizyt" })).items[0]!;
    await api().activate({ id: c.categoryId, version: c.version, value: false });
    // (`slug` is the English address there: the Polish one is `slugs.pl`.)
    expect(
      (await Catalogue.home({ locale: "en" })).categories.map((x) => x.slugs.pl),
    ).not.toContain("wizytowki");
    await api().activate({ id: c.categoryId, version: c.version + 1, value: true });
    expect((await Catalogue.home({ locale: "en" })).categories.map((x) => x.slugs.pl)).toContain(
      "wizytowki",
    );
  });

  it("sort saves the whole order in one request; the home page follows it; a stale version changes nothing", async () => {
    const before = await order();
    const rows = (await api().list({ pageSize: 100, sort: { by: "sort", dir: "asc" } })).items;
    const wanted = [...before].reverse();
    const saved = await api().sort({
      items: wanted.map((id) => ({ id, version: rows.find((r) => r.categoryId === id)!.version })),
    });
    expect(saved.items.map((c) => c.categoryId)).toEqual(wanted);
    expect(await order()).toEqual(wanted);
    const home = await Catalogue.home({ locale: "pl" });
    expect(home.categories.map((c) => c.id)).toEqual(
      wanted.filter((id) => home.categories.some((c) => c.id === id)),
    );
    await expect(
      api().sort({ items: before.map((id) => ({ id, version: 1 })) }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await order()).toEqual(wanted);
    // Naming only some of the categories is refused too.
    await expect(api().sort({ items: [{ id: wanted[0]!, version: 9 }] })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("the seed's sort-list and sort-save: ordered list in, the saved list out", async () => {
    const list = await rest("GET", "/admin/categories/api/sort-list", cookie);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual(await order());
    const swapped = [list.body[1], list.body[0], ...list.body.slice(2)];
    const saved = await rest("POST", "/admin/categories/api/sort-save", cookie, swapped);
    expect(saved.status).toBe(200);
    expect(saved.body.map((c: { id: number }) => c.id)).toEqual(
      swapped.map((c: { id: number }) => c.id),
    );
    expect(await order()).toEqual(swapped.map((c: { id: number }) => c.id));
    const asIds = await rest("POST", "/admin/categories/api/sort-save", cookie, {
      list: list.body.map((c: { id: number }) => c.id),
    });
    expect(asIds.body.map((c: { id: number }) => c.id)).toEqual(
      list.body.map((c: { id: number }) => c.id),
    );
  });
});
