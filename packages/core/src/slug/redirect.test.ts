import { describe, expect, it } from "vitest";
import { slugRedirect, type SlugCatalogue } from "./redirect";
import { slugsOf } from "./schema";

const catalogue: SlugCatalogue = {
  products: [
    slugsOf({ slug: "wizytowki", slugs: { en: "business-cards", de: "visitenkarten" } }),
    slugsOf({ slug: "ulotki" }),
    slugsOf({ slug: "etykiety-na-rolce", slugs: { en: "labels-on-rolls", de: "" } }),
  ].map((slugs) => ({ slugs })),
  categories: [
    { slugs: slugsOf({ slug: "wizytowki", slugs: { en: "cards", de: "karten" } }) },
    { slugs: slugsOf({ slug: "etykiety", slugs: { en: "labels", de: "etiketten" } }) },
  ],
};

describe("slugRedirect: an old or wrong-language address goes to the page's own", () => {
  it.each([
    ["/en/wizytowki", "", "/en/business-cards"],
    ["/de/wizytowki", "?a=1&b=2", "/de/visitenkarten?a=1&b=2"],
    ["/business-cards", "", "/wizytowki"],
    ["/de/business-cards", "?x", "/de/visitenkarten?x"],
    ["/en/visitenkarten", "", "/en/business-cards"],
    ["/en/etiketten", "", "/en/labels"],
    ["/labels", "", "/etykiety"],
    // No German slug of its own: the Polish one is the German address.
    ["/de/labels-on-rolls", "", "/de/etykiety-na-rolce"],
  ])("%s%s → %s", (path, search, target) => {
    expect(slugRedirect(path, search, catalogue)).toBe(target);
  });

  it.each([
    "/en/business-cards",
    "/wizytowki",
    "/de/visitenkarten",
    "/en/ulotki", // no English slug: the Polish one is the English address
    "/de/etykiety-na-rolce",
    "/en/no-such-thing", // names nothing: the not-found page stays
    "/en/cart",
    "/",
    "/en",
    "/en/wizytowki/",
    "/en/page/wizytowki",
    "/pl/wizytowki",
    "/en/Wizytowki",
    `/en/${"a".repeat(400)}`,
  ])("%s stays", (path) => {
    expect(slugRedirect(path, "?q=1", catalogue)).toBeNull();
  });

  it("a product wins over a category that shares its address, as the router resolves it", () => {
    expect(slugRedirect("/en/wizytowki", "", catalogue)).toBe("/en/business-cards");
    // the category's own English slug is still its page
    expect(slugRedirect("/en/cards", "", catalogue)).toBeNull();
    expect(slugRedirect("/de/cards", "", catalogue)).toBe("/de/karten");
  });
});
