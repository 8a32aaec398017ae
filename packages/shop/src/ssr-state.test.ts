import { describe, expect, it } from "vitest";
import {
  FRESH_PAGE_MS,
  isQuoteKey,
  keepQuotesToConfirm,
  quotesNeedConfirming,
  takeKeptQuote,
} from "./ssr-state";

describe("a rendered page's quotes (issue 26: confirmed by the server renderer)", () => {
  const at = Date.UTC(2026, 10, 27, 12, 0, 0);

  it("are taken as confirmed on a page fresh from the server", () => {
    expect(quotesNeedConfirming(at, at + 1_500, { transferSize: 9_491 })).toBe(false);
    expect(quotesNeedConfirming(at, at + FRESH_PAGE_MS, { transferSize: 9_491 })).toBe(false);
    // A browser without navigation timing: judged by the page's age alone.
    expect(quotesNeedConfirming(at, at + 2_000, undefined)).toBe(false);
  });

  it("are asked again on a page the browser kept (nothing transferred) or an older one (an edge's copy)", () => {
    expect(quotesNeedConfirming(at, at + 1_500, { transferSize: 0 })).toBe(true);
    expect(quotesNeedConfirming(at, at + FRESH_PAGE_MS + 1, { transferSize: 9_491 })).toBe(true);
    expect(quotesNeedConfirming(at, at + 90_000, undefined)).toBe(true);
  });

  it("are the three product kinds' quote procedures, by tRPC's query key", () => {
    for (const kind of ["labels", "table", "calculator"])
      expect(isQuoteKey([["shop", kind, "quote"], { input: {}, type: "query" }])).toBe(true);
    expect(isQuoteKey([["shop", "catalogue", "product"], { input: {}, type: "query" }])).toBe(
      false,
    );
    expect(isQuoteKey([["shop", "labels"], { type: "query" }])).toBe(false);
    expect(isQuoteKey(["shop.labels.quote"])).toBe(false);
  });

  it("of a kept page are each asked again once, and only the quotes", () => {
    keepQuotesToConfirm([
      [["shop", "table", "quote"], { input: { productId: 10 }, type: "query" }],
      [["shop", "catalogue", "product"], { input: { slug: "wizytowki" }, type: "query" }],
    ]);
    expect(takeKeptQuote("shop.catalogue.product")).toBe(false);
    expect(takeKeptQuote("shop.labels.quote")).toBe(false);
    expect(takeKeptQuote("shop.table.quote")).toBe(true);
    expect(takeKeptQuote("shop.table.quote")).toBe(false);
  });
});
