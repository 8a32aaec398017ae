import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Audit } from "@printshop/core";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";
import { trpc } from "./admin-api-client";
import { startTestServer } from "./server";

/**
 * Slugs per language over the API and the server (issue 28): the shop finds a product by its
 * English slug and answers its address per language; the admin's slug fields are checked,
 * version-checked and audited like the rest of the form; an old address is a 301 to the new one.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let cookie: string;
let userId: string;

const productForm = async (id: number) => {
  const p = await callerWith(cookie).caller.admin.products.get({ productId: id });
  return {
    id: p.id,
    version: p.version,
    kind: p.kind,
    categoryId: p.categoryId,
    title: p.title,
    description: p.description,
    slug: p.slug,
    slugs: p.slugs,
    leadTimes: p.leadTimes,
    discount: p.discount,
    vat0: p.vat0,
    vat5: p.vat5,
    vat8: p.vat8,
    active: p.active,
  };
};
const navigate = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { accept: "text/html" }, redirect: "manual" });

describe("slugs per language over the API", () => {
  beforeAll(async () => {
    server = await startTestServer();
    const editor = await makeUser("catalogue");
    userId = editor.userId;
    cookie = (await sessionCookieFor(editor.userId)).cookie;
  });
  afterAll(async () => server?.close());

  it('shop.catalogue.product {slug: "business-cards"} in English is the business cards, with every language\'s slug', async () => {
    const res = await fetch(
      `${server.url}/trpc/shop.catalogue.product?input=${encodeURIComponent(JSON.stringify({ slug: "business-cards", locale: "en" }))}`,
    );
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as {
      result: { data: { id: number; title: string; slug: string; slugs: unknown } };
    };
    expect(result.data).toMatchObject({
      id: 10,
      title: "Business cards",
      slug: "business-cards",
      slugs: { pl: "wizytowki", en: "business-cards", de: "visitenkarten" },
    });
    const de = await callerWith(undefined, { locale: "de" }).caller.shop.catalogue.product({
      slug: "business-cards",
      locale: "de",
    });
    expect([de.id, de.title, de.slug]).toEqual([10, "Visitenkarten", "visitenkarten"]);
    const pl = await callerWith().caller.shop.catalogue.product({ slug: "visitenkarten" });
    expect(pl.slug).toBe("wizytowki");
  });

  it("refuses an invalid or taken slug with a translated field error, changing nothing", async () => {
    const before = await productForm(20);
    const cases = [
      ["en", { en: "Magazines & more", de: "" }, "slugs.en", /lower-case letters/],
      ["de", { en: "", de: "zeitschriften-ä" }, "slugs.de", /Kleinbuchstaben/],
      ["pl", { en: "", de: "a".repeat(81) }, "slugs.de", /najwyżej 80 znaków/],
      ["en", { en: "visitenkarten", de: "" }, "slugs.en", /already uses this slug/],
      ["de", { en: "", de: "etykiety" }, "slugs.de", /verwendet diesen Slug bereits/],
      [
        "pl",
        { en: "labels-on-rolls", de: "" },
        "slugs.en",
        /ma już inny produkt lub inna kategoria/,
      ],
    ] as const;
    for (const [locale, slugs, field, message] of cases) {
      const answer = await trpc("admin.products.update", { ...before, slugs }, cookie, locale);
      expect(answer.status, JSON.stringify(slugs)).toBe(400);
      expect(answer.fields).toHaveLength(1);
      expect(answer.fields![0]!.field).toBe(field);
      expect(answer.fields![0]!.message).toMatch(message);
    }
    const after = await productForm(20);
    expect(after).toEqual(before);
    expect(
      (await Audit.list({ target: { type: "product", id: "20" } })).items.filter(
        (e) => e.actor.id === userId,
      ),
    ).toEqual([]);
  });

  it("an accepted slug is saved on the version, audited, and the shop answers at it; a stale version is refused", async () => {
    const form = await productForm(20);
    const saved = await trpc(
      "admin.products.update",
      { ...form, slugs: { en: "magazine-printing", de: "zeitschriftendruck" } },
      cookie,
      "en",
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      version: form.version + 1,
      slugs: { en: "magazine-printing", de: "zeitschriftendruck" },
    });
    const entry = (await Audit.list({ target: { type: "product", id: "20" } })).items[0]!;
    expect(entry).toMatchObject({
      action: "product.update",
      actor: { id: userId },
      before: { slugs: { en: "magazines", de: "zeitschriften" } },
      after: { slugs: { en: "magazine-printing", de: "zeitschriftendruck" } },
    });
    const stale = await trpc(
      "admin.products.update",
      { ...form, slugs: { en: "magazines-again", de: "" } },
      cookie,
      "de",
    );
    expect(stale.status).toBe(409);
    const shop = callerWith(undefined, { locale: "de" }).caller.shop.catalogue;
    expect((await shop.product({ slug: "zeitschriftendruck", locale: "de" })).id).toBe(20);
    // The old English slug was given up: it names nothing now.
    await expect(shop.product({ slug: "magazines", locale: "en" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("a category's slugs are checked and audited the same way", async () => {
    const api = callerWith(cookie).caller.admin.categories;
    const c = await api.get({ id: 1 });
    const taken = await trpc(
      "admin.categories.update",
      { id: 1, version: c.version, title: c.title, slug: c.slug, slugs: { en: "flyers", de: "" } },
      cookie,
      "en",
    );
    expect(taken.fields).toEqual([
      expect.objectContaining({ field: "slugs.en", code: "slug.taken" }),
    ]);
    const saved = await api.update({
      id: 1,
      version: c.version,
      title: c.title,
      slug: c.slug,
      slugs: { en: "label-printing", de: "etiketten" },
      active: true,
    });
    expect(saved.slugs).toEqual({ en: "label-printing", de: "etiketten" });
    const entry = (await Audit.list({ target: { type: "category", id: "1" } })).items[0]!;
    expect(entry).toMatchObject({
      action: "category.update",
      before: { slugs: { en: "labels", de: "etiketten" } },
      after: { slugs: { en: "label-printing", de: "etiketten" } },
    });
  });

  it("a navigation to an old address answers 301 to the page's own address in its language, the query kept", async () => {
    for (const [from, to] of [
      ["/en/wizytowki?utm_source=mail&x=1", "/en/business-cards?utm_source=mail&x=1"],
      ["/de/wizytowki", "/de/visitenkarten"],
      ["/business-cards", "/wizytowki"],
      ["/de/etykiety-na-rolce?a=b", "/de/etiketten-auf-rolle?a=b"],
      ["/en/etykiety", "/en/label-printing"],
    ]) {
      const res = await navigate(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    // The page's own address, an unknown slug (the not-found page) and other routes: no redirect.
    for (const path of [
      "/en/business-cards",
      "/wizytowki",
      "/en/no-such-product",
      "/en/cart",
      "/en",
    ]) {
      const res = await navigate(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/text\/html/);
    }
  });
});
