import { beforeAll, describe, expect, it } from "vitest";
import { changed, countRequests, Seed } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { useTestTable } from "../../../test/db";
import { callerWith, makeUser, sessionCookieFor } from "./accounts";

/**
 * `shop.catalogue.product` is cached like the quotes' definitions (core/src/cache.ts): a warm page
 * costs no DynamoDB request, and an admin's save shows on the shop's next call in this process
 * (`changed(...)`), whichever definition of the page it touched.
 */
const shop = (locale = "pl") => callerWith(undefined, { locale }).caller.shop.catalogue;
const product = (input: { slug: string } | { productId: number }) =>
  countRequests(() => shop().product(input));

describe("catalogue.product cache", () => {
  let admin: ReturnType<typeof callerWith>["caller"]["admin"];

  beforeAll(async () => {
    await useTestTable("catalogue-cache");
    await Seed.load();
    changed();
    const editor = await makeUser("catalogue");
    admin = callerWith((await sessionCookieFor(editor.userId)).cookie).caller.admin;
  });

  it("answers a warm page from the cache (0 DynamoDB requests), the same answer as the cold one", async () => {
    const cold = await product({ slug: "wizytowki" });
    // The product by slug, then the quotes' definition with the starting cells' chunks (issue 15: 2 requests).
    expect(cold.requests).toBe(3);
    const warm = await product({ slug: "wizytowki" });
    expect(warm.requests).toBe(0);
    expect(warm.result).toEqual(cold.result);
    // By id it is its own entry: cold once, then warm.
    // (the definition and the chunks are already cached by the slug's call: the product item alone)
    expect((await product({ productId: cold.result.id })).requests).toBe(1);
    expect((await product({ productId: cold.result.id })).requests).toBe(0);
    // The locale only picks texts from the cached page.
    const en = await countRequests(() => shop("en").product({ slug: "wizytowki" }));
    expect(en.requests).toBe(0);
    expect(en.result.title).not.toBe(cold.result.title);
  });

  it("an admin's product edit shows on the shop's next call", async () => {
    const before = await shop().product({ slug: "wizytowki" });
    const edit = await admin.products.get({ productId: before.id });
    await admin.products.update({ ...edit, title: { ...edit.title, pl: "Wizytówki premium" } });
    const after = await product({ slug: "wizytowki" });
    expect(after.requests).toBeGreaterThan(0);
    expect(after.result.title).toBe("Wizytówki premium");
    // Deactivated: the shop's next call says not found, not the cached page.
    const current = await admin.products.get({ productId: before.id });
    await admin.products.activate({ id: before.id, version: current.version, value: false });
    await expect(shop().product({ slug: "wizytowki" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await admin.products.activate({ id: before.id, version: current.version + 1, value: true });
    expect((await shop().product({ slug: "wizytowki" })).title).toBe("Wizytówki premium");
  });

  it("an admin's attribute edit (the price table's definition) shows on the shop's next call", async () => {
    const page = await shop().product({ slug: "wizytowki" });
    if (!("attributes" in page)) throw new Error("wizytowki is a price-table product");
    const first = page.attributes[0]!;
    const listed = (await admin.attributes.list({ productId: page.id })) as {
      items: { id: number; version: number }[];
    };
    const version = listed.items.find((a) => a.id === first.id)!.version;
    await admin.attributes.update({
      productId: page.id,
      attributeId: first.id,
      version,
      title: { pl: "Format karty", en: "Card size", de: "Kartenformat" },
    });
    const after = await shop().product({ slug: "wizytowki" });
    if (!("attributes" in after)) throw new Error("wizytowki is a price-table product");
    expect(after.attributes.find((a) => a.id === first.id)!.title).toEqual({
      pl: "Format karty",
      en: "Card size",
      de: "Kartenformat",
    });
  });

  it('a calculator saved without the signal stays cached until changed("calculators"), then shows', async () => {
    const page = await shop().product({ slug: "czasopisma" });
    if (!("calculator" in page) || !page.calculatorId)
      throw new Error("czasopisma is a calculator product");
    const calculatorId = page.calculatorId;
    const stored = (await db().entities.calculator.get({ calculatorId }).go()).data!;
    const version = stored.version ?? 1;
    // Written behind the cache's back, as another Lambda instance's save would be.
    await db()
      .entities.calculator.patch({ calculatorId })
      .set({ version: version + 1 })
      .go();
    expect(((await shop().product({ slug: "czasopisma" })) as typeof page).calculator.version).toBe(
      version,
    );
    changed("calculators");
    expect(((await shop().product({ slug: "czasopisma" })) as typeof page).calculator.version).toBe(
      version + 1,
    );
    // A product change reaches it too (products → calculators).
    await db()
      .entities.calculator.patch({ calculatorId })
      .set({ version: version + 2 })
      .go();
    changed("products");
    expect(((await shop().product({ slug: "czasopisma" })) as typeof page).calculator.version).toBe(
      version + 2,
    );
  });
});
