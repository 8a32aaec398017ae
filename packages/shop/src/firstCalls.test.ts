import { describe, expect, it } from "vitest";
import { productSlugOf } from "./firstCalls";

// The product's call starts before the first render only where the router will show ProductRoute:
// a one-segment address that no other route of the shop's takes, in any language.
describe("the first calls' product address", () => {
  it("takes a product's address in every language", () => {
    expect(productSlugOf("/wizytowki")).toBe("wizytowki");
    expect(productSlugOf("/en/etykiety-na-rolce")).toBe("etykiety-na-rolce");
    expect(productSlugOf("/de/czasopisma/")).toBe("czasopisma");
  });

  it("leaves the home page, the other routes and malformed slugs alone", () => {
    for (const path of [
      "/",
      "/en",
      "/de/",
      "/cart",
      "/koszyk",
      "/en/login",
      "/account",
      "/blog",
      "/blog/news",
      "/wgraj-plik",
      "/page/o-nas",
      "/order/payment",
      "/Wizytowki",
      "/a_b",
    ])
      expect(`${path} → ${productSlugOf(path)}`).toBe(`${path} → null`);
  });
});
