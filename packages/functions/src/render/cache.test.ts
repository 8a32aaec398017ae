import { describe, expect, it } from "vitest";
import { ANONYMOUS_PAGE, pageCacheControl, PERSONAL_PAGE } from "./cache";

const names = { session: "__Host-session", cart: "__Host-cart" };

describe("a rendered page's Cache-Control", () => {
  it.each([
    {
      cookies: {},
      setsCookies: false,
      expected: ANONYMOUS_PAGE,
      why: "no cookie: everyone's page",
    },
    {
      cookies: { consent: "1" },
      setsCookies: false,
      expected: ANONYMOUS_PAGE,
      why: "another cookie changes nothing",
    },
    {
      cookies: { "__Host-cart": "x" },
      setsCookies: false,
      expected: PERSONAL_PAGE,
      why: "a cart (its currency)",
    },
    {
      cookies: { "__Host-session": "x" },
      setsCookies: false,
      expected: PERSONAL_PAGE,
      why: "a session",
    },
    {
      cookies: { "__Host-cart": "" },
      setsCookies: false,
      expected: PERSONAL_PAGE,
      why: "an empty cart cookie is still keyed apart",
    },
    { cookies: {}, setsCookies: true, expected: PERSONAL_PAGE, why: "the answer sets a cookie" },
  ])("$why", ({ cookies, setsCookies, expected }) => {
    expect(pageCacheControl({ cookies, cookieNames: names, setsCookies })).toBe(expected);
  });

  it("says public with a short browser max-age and an edge s-maxage, or private and no-store", () => {
    expect(ANONYMOUS_PAGE).toBe("public, max-age=10, s-maxage=60, stale-while-revalidate=60");
    expect(PERSONAL_PAGE).toBe("private, no-store");
  });
});
