import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { type PriceTable, attributeRole, combinationKey, quoteTable } from "./table";
import { priceTable, productLeadTimes } from "./test-data";

const now = new Date("2026-03-02T08:00:00.000Z");
const cards = priceTable(10);
const lead = productLeadTimes({ productId: 10 });
const quote = (
  valueIds: unknown[],
  table: PriceTable = cards,
  extra: Partial<Parameters<typeof quoteTable>[2]> = {},
) => quoteTable(table, valueIds, { now, leadTimes: lead, ...extra });
const failing = (q: ReturnType<typeof quote>) => q.errors.map((e) => `${e.field}:${e.code}`);
// 85×55, gloss 350, 4+0, no spot UV, no rounded corners, basic file check
const plain = [1011, 1021, 1031, 1042, 1052, 1061];

describe("price-table products", () => {
  it("keys the combination by the sorted price-changing value ids", () => {
    expect(combinationKey([1031, 1011, 1021])).toBe("1011,1021,1031");
    expect(quote([1061, 1052, 1042, 1031, 1021, 1011]).combination).toBe("1011,1021,1031");
  });
  it("classifies attributes by price_change and add_to_price", () => {
    expect(cards.attributes.map((a) => attributeRole(a))).toEqual([
      "combination",
      "combination",
      "combination",
      "surcharge",
      "surcharge",
      "info",
    ]);
  });
  it("prices the base table per run, ascending", () => {
    const q = quote(plain);
    expect(q.rows.map((r) => [r.quantity, r.eco.net])).toEqual([
      [100, 39],
      [250, 55],
      [500, 79],
      [1000, 119],
      [2000, 199],
    ]);
    expect(q.rows[0]!.standard.net).toBe(63.68); // 39 × 1.12 + 20
    expect(q.rows[0]!.express.net).toBe(124.6); // 39 × 1.4 + 70
    expect(q.rows[0]!.eco.days).toBe(lead.eco);
  });
  it("adds a surcharge when the first (yes) value of an add_to_price attribute is chosen", () => {
    const q = quote([1011, 1021, 1031, 1041, 1051, 1061]);
    expect(q.surcharges).toEqual([1041, 1051]);
    expect(q.rows[0]!.eco.net).toBe(39 + 45 + 15);
  });
  it("ignores informational attributes for the price", () => {
    expect(quote([1011, 1021, 1031, 1042, 1052, 1062]).rows).toEqual(quote(plain).rows);
  });
  it("counts a missing surcharge price as 0 and drops runs without a base price", () => {
    const table: PriceTable = {
      ...cards,
      prices: cards.prices.filter(
        (p) =>
          !(p.combination === "1041" && p.run === 250) &&
          !(p.combination === "1011,1021,1031" && p.run === 500),
      ),
    };
    const q = quote([1011, 1021, 1031, 1041, 1052, 1061], table);
    expect(q.rows.map((r) => [r.quantity, r.eco.net])).toEqual([
      [100, 84],
      [250, 55],
      [1000, 249],
      [2000, 409],
    ]);
  });
  it("reports unknown values, missing and doubled attributes, and combinations without prices", () => {
    expect(failing(quote([...plain, 9999]))).toEqual(["valueIds:unknown_value"]);
    expect(failing(quote([1011, 1021, 1042]))).toEqual(["103:required"]);
    expect(failing(quote([...plain, 1012]))).toEqual(["101:multiple_values"]);
    expect(failing(quote(["1011", 1021, 1031]))).toEqual([
      "valueIds:unknown_value",
      "101:required",
    ]);
    const empty = { ...cards, prices: [] };
    expect(failing(quote(plain, empty))).toEqual(["valueIds:no_price"]);
    expect(quote(plain, empty).rows).toEqual([]);
  });
  it("applies the VAT rules and a discount", () => {
    expect(failing(quote(plain, cards, { vat: 5 }))).toEqual(["vat:vat_not_allowed"]);
    expect(quote(plain, cards, { noVat: true, locale: "en" }).rows[0]!.eco.gross).toBe(39);
    const d = quote(plain, { ...cards, discount: 10 }).rows[0]!.eco;
    expect([d.discount, d.netAfterDiscount, d.grossAfterDiscount]).toEqual([3.9, 35.1, 43.17]);
  });
  it("prices are never negative, express ≥ standard ≥ eco, gross ≥ net, and deterministic", () => {
    const pick = fc.tuple(
      ...cards.attributes.map((a) => fc.constantFrom(...a.values.map((v) => v.id))),
    );
    fc.assert(
      fc.property(pick, (ids) => {
        const q = quote(ids);
        expect(q).toEqual(quote([...ids].reverse()));
        for (const r of q.rows) {
          expect(r.eco.net).toBeGreaterThanOrEqual(0);
          expect(r.standard.net).toBeGreaterThanOrEqual(r.eco.net);
          expect(r.express.net).toBeGreaterThanOrEqual(r.standard.net);
          for (const c of [r.eco, r.standard, r.express])
            expect(c.gross).toBeGreaterThanOrEqual(c.net);
        }
      }),
    );
  });
});
