import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { countRequests } from "../dynamo/counter";
import { load } from "../seed/index";
import { home, product } from "../catalogue/index";
import * as ProductWrite from "../product/write";
import * as ProductAdmin from "../product/admin";
import * as Category from "../category/index";
import { AppError } from "../error";
import { find } from "./lookup";

/**
 * Slugs per language (issue 28): every language's slug finds its product in one Query, a missing
 * one falls back to the Polish slug, and a slug is claimed by one product or category only, even
 * when two writes race for it.
 */
const actor = { userId: "slug-test", email: "slug-test@example.com" };

const fieldsOf = (e: unknown) => (e instanceof AppError ? e.fields : []);

async function edit(productId: number, change: Record<string, unknown>) {
  const p = await ProductAdmin.get({ productId });
  return ProductWrite.update(
    {
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
      ...change,
    },
    actor,
  );
}

describe("slugs per language", () => {
  beforeAll(async () => {
    await useTestTable("slugs");
    await load();
  });

  it("finds a product by each language's slug: the Polish one in one Query, an English or German one in one Query and its item", async () => {
    for (const [slug, requests] of [
      ["wizytowki", 1],
      ["business-cards", 2],
      ["visitenkarten", 2],
    ] as const) {
      const found = await countRequests(async () => {
        const f = await find(slug);
        return f?.by === "product" ? f.product.productId : f?.owner.id;
      });
      expect(found.result).toBe(10);
      expect(found.requests).toBe(requests - (slug === "wizytowki" ? 0 : 1));
    }
    for (const [slug, locale, own] of [
      ["business-cards", "en", "business-cards"],
      ["visitenkarten", "de", "visitenkarten"],
      ["wizytowki", "en", "business-cards"],
      ["business-cards", "pl", "wizytowki"],
    ] as const) {
      const page = await product({ slug, locale });
      expect(page.id).toBe(10);
      expect(page.slug).toBe(own);
      expect(page.slugs).toEqual({ pl: "wizytowki", en: "business-cards", de: "visitenkarten" });
    }
  });

  it("home answers each product's and category's slug in its language and all three, and the menu's links in the language", async () => {
    const de = await home({ locale: "de" });
    expect(de.products.find((p) => p.id === 1)?.slug).toBe("etiketten-auf-rolle");
    expect(de.categories.find((c) => c.id === 1)).toMatchObject({
      slug: "etiketten",
      slugs: { pl: "etykiety", en: "labels", de: "etiketten" },
    });
    expect(de.menu.find((m) => m.id === 1)?.link).toBe("/etiketten");
    expect(de.menu.find((m) => m.id === 2)?.link).toBe("/page/program-partnerski");
    const en = await home({ locale: "en" });
    expect(en.banners.map((b) => b.link)).toEqual(["/labels-on-rolls"]);
  });

  it("a record without slugs of its own (a database written before them) uses its Polish slug in every language", async () => {
    await db().entities.product.patch({ productId: 21 }).remove(["slugs"]).go();
    await db()
      .entities.slugClaim.delete([{ slug: "flyers" }, { slug: "flyer" }])
      .go();
    const en = await home({ locale: "en" });
    expect(en.products.find((p) => p.id === 21)).toMatchObject({
      slug: "ulotki",
      slugs: { pl: "ulotki", en: "ulotki", de: "ulotki" },
    });
    expect((await product({ slug: "ulotki", locale: "de" })).slug).toBe("ulotki");
    await expect(product({ slug: "flyers", locale: "en" })).rejects.toMatchObject({
      code: "product.not_found",
    });
    // Its edit page shows blanks; saving an English slug claims it and the shop finds it.
    expect((await ProductAdmin.get({ productId: 21 })).slugs).toEqual({ en: "", de: "" });
    await edit(21, { slugs: { en: "flyers", de: "" } });
    expect((await product({ slug: "flyers", locale: "en" })).id).toBe(21);
  });

  it("refuses a slug another product or category uses in any language, and an invalid one, saving nothing", async () => {
    const before = await ProductAdmin.get({ productId: 20 });
    for (const [slugs, field, code] of [
      [{ en: "business-cards", de: "" }, "slugs.en", "slug.taken"], // product 10's English
      [{ en: "", de: "etiketten" }, "slugs.de", "slug.taken"], // category 1's German
      [{ en: "wizytowki", de: "" }, "slugs.en", "slug.taken"], // product 10's Polish
    ] as const) {
      const error = await edit(20, { slugs }).catch((e: unknown) => e);
      expect(fieldsOf(error)).toEqual([{ field, code }]);
    }
    for (const bad of [
      "zeitschriften-ü",
      "magazines!",
      "-magazines",
      "a--b",
      "a b",
      "a".repeat(81),
    ]) {
      const parsed = ProductWrite.update.schema.safeParse({
        ...before,
        slugs: { en: bad, de: "" },
      });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
        "slugs.en",
        "slug.invalid",
      ]);
    }
    const after = await ProductAdmin.get({ productId: 20 });
    expect(after.version).toBe(before.version);
    expect(after.slugs).toEqual(before.slugs);
  });

  it("two writes claiming one slug: one wins, the other is told the slug is taken", async () => {
    const results = await Promise.allSettled([
      edit(20, { slugs: { en: "printed-matter", de: "zeitschriften" } }),
      Category.update(
        {
          id: 4,
          version: (await Category.get({ id: 4 })).version,
          title: { pl: "Ulotki", en: "Flyers", de: "Flyer" },
          slug: "ulotki",
          slugs: { en: "printed-matter", de: "" },
          active: true,
        },
        actor,
      ),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(fieldsOf((lost[0] as PromiseRejectedResult).reason)).toEqual([
      { field: "slugs.en", code: "slug.taken" },
    ]);
    const claim = (await db().entities.slugClaim.get({ slug: "printed-matter" }).go()).data;
    const winner = results[0]!.status === "fulfilled" ? ["product", 20] : ["category", 4];
    expect([claim?.ownerKind, claim?.ownerId]).toEqual(winner);
  });

  it("a changed slug releases the old one (another record may take it) and the old one finds nothing", async () => {
    await edit(62, { slugs: { en: "void-seals", de: "" } });
    expect((await product({ slug: "void-seals", locale: "en" })).id).toBe(62);
    expect(await find("void-security-seals")).toBeNull();
    expect(
      (await db().entities.slugClaim.get({ slug: "void-sicherheitssiegel" }).go()).data,
    ).toBeNull();
    await edit(29, { slugs: { en: "void-security-seals", de: "" } });
    expect((await product({ slug: "void-security-seals", locale: "en" })).id).toBe(29);
  });
});
