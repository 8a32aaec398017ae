import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { view, lineGrosze, currencyFor } from "./view";
import type { CartLine, StoredCart } from "./line";

const currencies = {
  PLN: { code: "PLN", sign: "zł", rate: 1 },
  EUR: { code: "EUR", sign: "€", rate: 4.2537 },
};
const line = (netGrosze: number, over: Partial<CartLine> = {}): CartLine => ({
  id: `l${netGrosze}`,
  kind: "table",
  productId: 10,
  title: { pl: "Wizytówki", en: "Business cards", de: "Visitenkarten" },
  params: [{ title: { pl: "Format", en: "Size", de: "Format" }, value: "85 × 55 mm" }],
  config: { kind: "table", productId: 10, valueIds: [1011], quantity: 100 },
  mode: "eco",
  quantity: 100,
  vat: 23,
  netGrosze,
  discountGrosze: 0,
  days: 7,
  addedAt: 0,
  ...over,
});
const cart = (lines: CartLine[], over: Partial<StoredCart> = {}): StoredCart => ({
  cartId: "c",
  lines,
  currency: null,
  noVat: false,
  customerId: null,
  version: 1,
  expiresAt: 0,
  ...over,
});

describe("cart view", () => {
  it.each([
    ["pl", null, "PLN"],
    ["en", null, "EUR"],
    ["de", null, "EUR"],
    ["pl", "EUR", "EUR"],
    ["en", "PLN", "PLN"],
    ["pl", "USD", "PLN"],
  ] as const)("locale %s with chosen %s shows %s", (locale, chosen, expected) => {
    expect(currencyFor(chosen, locale, currencies).code).toBe(expected);
  });

  it("gross is round2(net × 1.23) from the rounded net; discount per pricing.md §2", () => {
    expect(lineGrosze(line(4258), false)).toEqual({
      net: 4258,
      gross: 5237,
      discount: 0,
      netAfterDiscount: 4258,
      grossAfterDiscount: 5237,
    });
    expect(lineGrosze(line(10000, { discountGrosze: 500 }), false)).toEqual({
      net: 10000,
      gross: 12300,
      discount: 500,
      netAfterDiscount: 9500,
      grossAfterDiscount: 11685,
    });
    expect(lineGrosze(line(10000, { vat: 8 }), true).gross).toBe(10000);
  });

  it("EUR converts each figure of each line, and totals are sums of the converted lines", () => {
    const v = view(cart([line(4258), line(11111)], { currency: "EUR" }), "pl", currencies);
    expect(v.items.map((i) => i.priceNet)).toEqual([10.01, 26.12]);
    expect(v.totalNet).toBe(36.13);
    expect(v.pln.net).toBe(153.69);
    expect(v.items[0]!.productName).toBe("Wizytówki");
  });

  it("zero VAT applies only for en and de", () => {
    expect(view(cart([line(10000)], { noVat: true }), "pl", currencies)).toMatchObject({
      noVat: false,
      totalGross: 123,
    });
    expect(
      view(cart([line(10000)], { noVat: true, currency: "PLN" }), "en", currencies),
    ).toMatchObject({ noVat: true, totalGross: 100 });
  });

  it("an empty or missing cart has zero totals", () => {
    expect(view(null, "pl", currencies)).toMatchObject({
      items: [],
      count: 0,
      totalNet: 0,
      totalGross: 0,
      currency: "PLN",
    });
  });

  it("property: totals equal the sum of the shown lines, in hundredths, for any lines and currency", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 10_000_000 }),
            fc.constantFrom(23, 8, 5, 0),
            fc.integer({ min: 0, max: 50 }),
          ),
          { maxLength: 20 },
        ),
        fc.constantFrom("PLN", "EUR"),
        fc.constantFrom("pl", "en", "de"),
        (specs, code, locale) => {
          const lines = specs.map(([net, vat, d], i) =>
            line(net, { id: `l${i}`, vat, discountGrosze: Math.floor((net * d) / 100) }),
          );
          const v = view(cart(lines, { currency: code }), locale, currencies);
          const sum = (k: "priceNet" | "priceGross" | "priceNetAfterDiscount") =>
            v.items.reduce((s, i) => s + Math.round(i[k] * 100), 0);
          expect(Math.round(v.totalNet * 100)).toBe(sum("priceNet"));
          expect(Math.round(v.totalGross * 100)).toBe(sum("priceGross"));
          expect(Math.round(v.totalNetAfterDiscount * 100)).toBe(sum("priceNetAfterDiscount"));
          for (const i of v.items) expect(i.priceGross).toBeGreaterThanOrEqual(i.priceNet);
        },
      ),
    );
  });
});
