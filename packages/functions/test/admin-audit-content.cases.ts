import { expect } from "vitest";
import { Banner, Category, Menu, Pages, Posts } from "@printshop/core";

/**
 * The audit cases of the catalogue-content areas (categories, pages, posts, banners, menu; the
 * settings' are in admin-audit-settings.cases.ts), spread into admin-audit.test.ts's `cases`.
 * Targets are made by a setup actor, so the entry the test reads (the admin's) is the write's own.
 */
export const setup = { userId: "audit-setup", email: "setup@example.com" };
export const text = (pl: string, en = "", de = "") => ({ pl, en, de });
let n = 0;
export const uniq = (label: string) => `${label}-${Date.now().toString(36)}-${n++}`;

const category = async () => Category.create({ title: text(uniq("Kat")), slug: "" }, setup);
const page = (make = Pages.create) =>
  make(
    {
      title: text(uniq("Strona")),
      slug: "",
      body: text("<p>a</p>"),
      seoTitle: text(""),
      seoDescription: text(""),
      published: false,
      publishedAt: null,
    },
    setup,
  );
const banner = () =>
  Banner.create(
    {
      caption: text(uniq("Baner")),
      button: text(""),
      link: "/etykiety",
      image: "",
      active: true,
      sort: 0,
    },
    setup,
  );
const menuItem = () =>
  Menu.create(
    { title: text(uniq("Menu")), link: "/blog", active: true, sort: 5, parentId: null },
    setup,
  );

export type Case = () => Promise<{
  input: unknown;
  action: string;
  target: { type: string; id?: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}>;

export const contentCases: Record<string, Case> = {
  "admin.categories.create": async () => ({
    input: { title: text("Ulotki", "Flyers", "Flyer"), slug: "" },
    action: "category.create",
    target: { type: "category" },
    before: null,
    after: {
      slug: "ulotki",
      slugs: { en: "", de: "" },
      title: text("Ulotki", "Flyers", "Flyer"),
      active: true,
      sort: expect.any(Number),
    },
  }),
  "admin.categories.update": async () => {
    const c = await category();
    return {
      input: {
        id: c.categoryId,
        version: 1,
        title: { ...c.title, en: "Posters" },
        slug: "plakaty",
        slugs: { en: `posters-${c.categoryId}`, de: "" },
      },
      action: "category.update",
      target: { type: "category", id: String(c.categoryId) },
      before: { title: c.title, slug: c.slug, slugs: { en: "", de: "" } },
      after: {
        title: { ...c.title, en: "Posters" },
        slug: "plakaty",
        slugs: { en: `posters-${c.categoryId}`, de: "" },
      },
    };
  },
  "admin.categories.activate": async () => {
    const c = await category();
    return {
      input: { id: c.categoryId, version: 1, value: false },
      action: "category.activate",
      target: { type: "category", id: String(c.categoryId) },
      before: { active: true },
      after: { active: false },
    };
  },
  "admin.categories.remove": async () => {
    const c = await category();
    return {
      input: { id: c.categoryId, version: 1 },
      action: "category.remove",
      target: { type: "category", id: String(c.categoryId) },
      before: { slug: c.slug, slugs: { en: "", de: "" }, title: c.title },
      after: null,
    };
  },
  "admin.categories.sort": async () => {
    await category();
    await category();
    const rows = (await Category.list({ pageSize: 100, sort: { by: "sort", dir: "asc" } })).items;
    const order = rows.map((r) => r.categoryId);
    const swapped = [order[1]!, order[0]!, ...order.slice(2)];
    const items = swapped.map((id) => ({
      id,
      version: rows.find((r) => r.categoryId === id)!.version,
    }));
    return {
      input: { items },
      action: "category.sort",
      target: { type: "category", id: "order" },
      before: { order },
      after: { order: swapped },
    };
  },
  ...contentAreaCases("pages", "page", Pages.create),
  ...contentAreaCases("posts", "post", Posts.create),
  "admin.banners.create": async () => ({
    input: { caption: text("Nowość", "New", "Neu"), link: "/wizytowki" },
    action: "banner.create",
    target: { type: "banner" },
    before: null,
    after: {
      caption: text("Nowość", "New", "Neu"),
      button: text(""),
      link: "/wizytowki",
      image: "",
      active: true,
      sort: 0,
    },
  }),
  "admin.banners.update": async () => {
    const b = await banner();
    return {
      input: {
        id: b.bannerId,
        version: 1,
        caption: b.caption,
        link: "/page/o-nas",
        button: text("Zobacz"),
        image: "",
        active: true,
        sort: 0,
      },
      action: "banner.update",
      target: { type: "banner", id: String(b.bannerId) },
      before: { link: "/etykiety", button: text("") },
      after: { link: "/page/o-nas", button: text("Zobacz") },
    };
  },
  "admin.banners.activate": async () => {
    const b = await banner();
    return {
      input: { id: b.bannerId, version: 1, value: false },
      action: "banner.activate",
      target: { type: "banner", id: String(b.bannerId) },
      before: { active: true },
      after: { active: false },
    };
  },
  "admin.banners.remove": async () => {
    const b = await banner();
    return {
      input: { id: b.bannerId, version: 1 },
      action: "banner.remove",
      target: { type: "banner", id: String(b.bannerId) },
      before: { caption: b.caption, link: "/etykiety" },
      after: null,
    };
  },
  "admin.menu.create": async () => ({
    input: { title: text("Kontakt"), link: "/page/kontakt", sort: 9 },
    action: "menuItem.create",
    target: { type: "menuItem" },
    before: null,
    after: { title: text("Kontakt"), link: "/page/kontakt", sort: 9, active: true, parentId: null },
  }),
  "admin.menu.update": async () => {
    const m = await menuItem();
    return {
      input: { id: m.menuItemId, version: 1, title: m.title, link: "/page/blog", sort: 6 },
      action: "menuItem.update",
      target: { type: "menuItem", id: String(m.menuItemId) },
      before: { link: "/blog", sort: 5 },
      after: { link: "/page/blog", sort: 6 },
    };
  },
  "admin.menu.activate": async () => {
    const m = await menuItem();
    return {
      input: { id: m.menuItemId, version: 1, value: false },
      action: "menuItem.activate",
      target: { type: "menuItem", id: String(m.menuItemId) },
      before: { active: true },
      after: { active: false },
    };
  },
  "admin.menu.remove": async () => {
    const m = await menuItem();
    return {
      input: { id: m.menuItemId, version: 1 },
      action: "menuItem.remove",
      target: { type: "menuItem", id: String(m.menuItemId) },
      before: { title: m.title, link: "/blog" },
      after: null,
    };
  },
};

/** A post gets its date when created (the entity's default); a page when first published. */
const dated = (kind: "page" | "post") =>
  kind === "page"
    ? {
        before: { active: false, publishedAt: null },
        after: { active: true, publishedAt: expect.any(Number) },
      }
    : { before: { active: false }, after: { active: true } };

function contentAreaCases(
  area: "pages" | "posts",
  kind: "page" | "post",
  make: typeof Pages.create,
): Record<string, Case> {
  return {
    [`admin.${area}.create`]: async () => ({
      input: {
        title: text("O nas", "About us"),
        slug: uniq("o-nas"),
        body: text('<p onclick="x()">Hej<script>alert(1)</script></p>'),
      },
      action: `${kind}.create`,
      target: { type: kind },
      before: null,
      after: expect.objectContaining({
        body: text("<p>Hej</p>"),
        title: text("O nas", "About us"),
        active: false,
      }),
    }),
    [`admin.${area}.update`]: async () => {
      const p = await page(make);
      return {
        input: {
          id: p.id,
          version: 1,
          title: p.title,
          slug: p.slug,
          body: text("<p>b</p>"),
          seoTitle: text("SEO"),
          published: false,
        },
        action: `${kind}.update`,
        target: { type: kind, id: String(p.id) },
        before: { body: text("<p>a</p>"), seoTitle: text("") },
        after: { body: text("<p>b</p>"), seoTitle: text("SEO") },
      };
    },
    [`admin.${area}.activate`]: async () => {
      const p = await page(make);
      return {
        input: { id: p.id, version: 1, value: true },
        action: `${kind}.activate`,
        target: { type: kind, id: String(p.id) },
        ...dated(kind),
      };
    },
    [`admin.${area}.remove`]: async () => {
      const p = await page(make);
      return {
        input: { id: p.id, version: 1 },
        action: `${kind}.remove`,
        target: { type: kind, id: String(p.id) },
        before: { slug: p.slug, title: p.title },
        after: null,
      };
    },
  };
}
