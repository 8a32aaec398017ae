import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../core/src/dynamo/db";
import { changed } from "./built";
import { startTestServer } from "./server";
import { visitor } from "./shop-client";

let server: Awaited<ReturnType<typeof startTestServer>>;

describe("CMS pages by slug", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it.each([
    ["pl", "program-partnerski", "Program partnerski", "<p>Zbieraj punkty"],
    ["en", "program-partnerski", "Loyalty program", "<p>Collect points"],
    ["de", "etykiety-podloza-do-druku", "Etikettenmaterialien", "<p>Überblick"],
  ])(
    "%s %s: the title and HTML in the language, one GetItem",
    async (locale, slug, title, start) => {
      const res = await visitor(server.url, locale).query("shop.content.page", { slug, locale });
      expect(res.status).toBe(200);
      expect(res.body.result.data).toMatchObject({ slug, title });
      expect(res.body.result.data.html.startsWith(start)).toBe(true);
      expect(res.requests).toBeLessThanOrEqual(1);
    },
  );

  it("an unknown slug is a translated 404", async () => {
    const res = await visitor(server.url, "en").query("shop.content.page", {
      slug: "no-such-page",
      locale: "en",
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Page not found.");
  });

  it("a page's stored HTML reaches the browser sanitised", async () => {
    await db()
      .entities.page.put({
        pageId: 99,
        slug: "xss-test",
        title: { pl: "T", en: "T", de: "T" },
        body: {
          pl: '<p onmouseover="x()">ok</p><script>steal()</script><a href="javascript:x()">l</a>',
          en: "",
          de: "",
        },
      })
      .go();
    changed("content");
    const res = await visitor(server.url).query("shop.content.page", {
      slug: "xss-test",
      locale: "pl",
    });
    expect(res.body.result.data.html).toBe("<p>ok</p><a>l</a>");
  });
});
