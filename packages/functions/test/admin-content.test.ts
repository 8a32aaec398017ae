import { beforeAll, describe, expect, it } from "vitest";
import { Catalogue, Content, Seed } from "@printshop/core";
import { useTestTable } from "./built";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";
import { rest, trpc } from "./admin-api-client";

/** admin.pages|posts|banners|menu.* and the seed's /admin/cms|blog|banner|menu/... on DynamoDB Local. */
const text = (pl: string, en = "", de = "") => ({ pl, en, de });
const HOSTILE = [
  "<p>Hello</p>",
  "<script>alert(1)</script>",
  '<img src="/images/0a1b2c3d-0000-4000-8000-000000000001.png" onerror="alert(2)" alt="logo">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="/page/o-nas" onmouseover="alert(4)">about</a>',
  '<svg><script>alert(5)</script><circle onload="alert(6)"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(7))">styled</p>',
].join("");

describe("admin content", () => {
  let cookie: string;
  const caller = () => callerWith(cookie).caller.admin;

  beforeAll(async () => {
    await useTestTable("admin-content");
    await Seed.load();
    cookie = (await sessionCookieFor((await makeUser("content")).userId)).cookie;
  });

  it.each(["pages", "posts"] as const)(
    "%s: hostile HTML is sanitised on save (script, event handlers, javascript: links, SVG with script)",
    async (area) => {
      const made = await caller()[area].create({
        title: text(`Zły ${area}`),
        slug: "",
        body: text(HOSTILE, HOSTILE, HOSTILE),
        published: true,
      });
      const stored = await caller()[area].get({ id: made.id });
      for (const html of [stored.body.pl, stored.body.en, stored.body.de]) {
        expect(html).not.toMatch(
          /<script|onerror|onmouseover|onload|javascript:|<svg|<iframe|style=/i,
        );
        expect(html).toContain("<p>Hello</p>");
        expect(html).toContain(
          '<img src="/images/0a1b2c3d-0000-4000-8000-000000000001.png" alt="logo" />',
        );
        expect(html).toContain("<a>click</a>");
        expect(html).toContain('<a href="/page/o-nas">about</a>');
      }
      expect(stored.slug).toBe(`zly-${area}`);
    },
  );

  it("pages: SEO title and description per language reach the shop; unpublished pages are not shown; slug change moves the page", async () => {
    const p = await caller().pages.create({
      title: text("Regulamin", "Terms", "AGB"),
      slug: "regulamin-sklepu",
      body: text("<p>PL</p>", "<p>EN</p>", "<p>DE</p>"),
      seoTitle: text("Regulamin sklepu", "Shop terms", "Shop-AGB"),
      seoDescription: text("Zasady zakupów", "How buying works", "Wie der Einkauf funktioniert"),
      published: false,
    });
    await expect(Content.page({ slug: "regulamin-sklepu", locale: "en" })).rejects.toMatchObject({
      code: "page.not_found",
    });
    const published = await caller().pages.activate({ id: p.id, version: 1, value: true });
    expect(published.publishedAt).toEqual(expect.any(Number));
    expect(await Content.page({ slug: "regulamin-sklepu", locale: "de" })).toMatchObject({
      title: "AGB",
      html: "<p>DE</p>",
      seoTitle: "Shop-AGB",
      seoDescription: "Wie der Einkauf funktioniert",
    });
    const moved = await caller().pages.update({
      ...published,
      slug: "zasady-sklepu",
      body: published.body,
      seoTitle: published.seoTitle,
      seoDescription: published.seoDescription,
      version: 2,
    });
    expect(moved).toMatchObject({ slug: "zasady-sklepu", version: 3 });
    await expect(Content.page({ slug: "regulamin-sklepu", locale: "en" })).rejects.toMatchObject({
      code: "page.not_found",
    });
    expect(await Content.page({ slug: "zasady-sklepu", locale: "en" })).toMatchObject({
      title: "Terms",
      seoTitle: "Shop terms",
    });
    await expect(caller().pages.update({ ...moved, version: 2 })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const taken = await trpc(
      "admin.pages.create",
      { title: text("X"), slug: "zasady-sklepu" },
      cookie,
      "de",
    );
    expect(taken.fields).toEqual([
      {
        field: "slug",
        code: "page.slug_taken",
        message: "Eine andere Seite hat diesen Slug bereits.",
      },
    ]);
    expect(
      (await caller().pages.list({ search: "zasady-sklepu" })).items.map((r) => r.slug),
    ).toEqual(["zasady-sklepu"]);
  });

  it("posts: the shop's blog lists published posts newest first, paged; a future or unpublished one is hidden", async () => {
    const day = 86_400_000;
    const now = Date.now();
    const mk = (slug: string, publishedAt: number, published = true) =>
      caller().posts.create({
        title: text(slug, `${slug} en`),
        slug,
        body: text(`<p>${slug}</p>`),
        published,
        publishedAt,
      });
    await mk("stary", now - 3 * day);
    await mk("nowy", now - day);
    await mk("jutro", now + day);
    await mk("szkic", now - 2 * day, false);
    const first = await Content.posts({ locale: "en", pageSize: 2 });
    const all = await Content.posts({ locale: "en", pageSize: 50 });
    expect(first).toMatchObject({ items: all.items.slice(0, 2), total: all.total, page: 1 });
    const slugs = all.items.map((p) => p.slug);
    expect(slugs).not.toContain("jutro");
    expect(slugs).not.toContain("szkic");
    expect(slugs.indexOf("nowy")).toBeLessThan(slugs.indexOf("stary"));
    expect(all.items.map((p) => p.publishedAt)).toEqual(
      [...all.items.map((p) => p.publishedAt)].sort((a, b) => b - a),
    );
    expect(
      (await Content.posts({ locale: "en", pageSize: 2, page: 2 })).items.map((p) => p.slug),
    ).toEqual(slugs.slice(2, 4));
    expect(await Content.post({ slug: "nowy", locale: "en" })).toMatchObject({
      title: "nowy en",
      html: "<p>nowy</p>",
    });
    await expect(Content.post({ slug: "szkic", locale: "en" })).rejects.toMatchObject({
      code: "post.not_found",
    });
  });

  it("banners: created in German, shown on the home page in order, hidden when inactive; link and image checked", async () => {
    const b = await caller().banners.create({
      caption: text("Neu PL", "", "Neu: Aufkleber"),
      button: text("", "", "Ansehen"),
      link: "/etykiety-na-rolce",
      image: "/images/0a1b2c3d-0000-4000-8000-000000000002.jpg",
      sort: 0,
    });
    const home = await Catalogue.home({ locale: "de" });
    expect(home.banners[0]).toMatchObject({
      id: b.bannerId,
      caption: "Neu: Aufkleber",
      button: "Ansehen",
      // A link naming a product is answered in the page's language: its German slug (issue 28).
      link: "/etiketten-auf-rolle",
      image: "/images/0a1b2c3d-0000-4000-8000-000000000002.jpg",
    });
    const bad = await trpc(
      "admin.banners.create",
      { caption: text("x"), link: "javascript:alert(1)", image: "http://evil.example/a.png" },
      cookie,
      "en",
    );
    expect(bad.status).toBe(400);
    expect(bad.fields?.map((f) => f.field).sort()).toEqual(["image", "link"]);
    const off = await rest("POST", "/admin/banner/activate", cookie, {
      id: b.bannerId,
      value: false,
    });
    expect(off.status).toBe(200);
    expect((await Catalogue.home({ locale: "de" })).banners.map((x) => x.id)).not.toContain(
      b.bannerId,
    );
    expect((await caller().banners.get({ id: b.bannerId })).active).toBe(false);
    expect((await rest("POST", "/admin/banner/delete", cookie, { id: b.bannerId })).status).toBe(
      200,
    );
    await expect(caller().banners.get({ id: b.bannerId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("menu: one level of nesting, activate and delete by the seed's paths (sub-items move up)", async () => {
    const top = await caller().menu.create({
      title: text("Pomoc", "Help", "Hilfe"),
      link: "/page/pomoc",
      sort: 10,
    });
    const sub = await caller().menu.create({
      title: text("Pliki", "Files", "Dateien"),
      link: "/page/pliki",
      sort: 1,
      parentId: top.menuItemId,
    });
    const deeper = await trpc(
      "admin.menu.create",
      { title: text("Za głęboko"), link: "/x", parentId: sub.menuItemId },
      cookie,
      "pl",
    );
    expect(deeper.fields).toEqual([
      { field: "parentId", code: "menu.nesting", message: expect.stringContaining("jeden poziom") },
    ]);
    const menu = (await Catalogue.home({ locale: "en" })).menu;
    expect(menu.find((m) => m.id === sub.menuItemId)).toMatchObject({
      title: "Files",
      parentId: top.menuItemId,
    });
    expect(
      (
        await rest("POST", "/admin/menu/menu-item/activate", cookie, {
          id: sub.menuItemId,
          value: false,
        })
      ).status,
    ).toBe(200);
    expect((await Catalogue.home({ locale: "en" })).menu.map((m) => m.id)).not.toContain(
      sub.menuItemId,
    );
    expect(
      (await rest("POST", "/admin/menu/menu-item/delete", cookie, { id: top.menuItemId })).status,
    ).toBe(200);
    expect(await caller().menu.get({ id: sub.menuItemId })).toMatchObject({
      parentId: null,
      version: 3,
    });
  });

  it("the seed's /admin/cms/delete and /admin/blog/delete remove by id; an unknown id is 404", async () => {
    const p = await caller().pages.create({ title: text("Do usunięcia"), slug: "" });
    const q = await caller().posts.create({ title: text("Do usunięcia"), slug: "" });
    expect((await rest("POST", "/admin/cms/delete", cookie, { id: p.id })).status).toBe(200);
    expect((await rest("POST", "/admin/blog/delete", cookie, { id: String(q.id) })).status).toBe(
      200,
    );
    await expect(caller().pages.get({ id: p.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller().posts.get({ id: q.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await rest("POST", "/admin/cms/delete", cookie, { id: 99999 })).status).toBe(404);
  });
});
