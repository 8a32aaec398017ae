import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { countRequests } from "../dynamo/counter";
import { demoCatalogue, load } from "../seed/index";
import { home, product } from "./index";
import { startingChoices } from "../pricing/table";
import { keysFor } from "../price-table/keys";

describe("catalogue", () => {
  beforeAll(async () => {
    await useTestTable("catalogue");
    await load();
  });

  it("home lists the active products in sort order, localised, in one request", async () => {
    const fixture = demoCatalogue();
    const expected = fixture.products.filter((p) => p.active).sort((a, b) => a.sort - b.sort);
    const { result, requests } = await countRequests(() => home({ locale: "en" }));
    expect(result.products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(result.products.map((p) => p.title)).toEqual(expected.map((p) => p.title.en));
    expect(result.banners.every((b) => fixture.banners.find((x) => x.id === b.id)?.active)).toBe(
      true,
    );
    expect(result.menu.map((m) => m.id)).toEqual(
      fixture.menu.filter((m) => m.active).map((m) => m.id),
    );
    expect(requests).toBeLessThanOrEqual(2);
  });

  it("product by slug brings a table product's attributes and runs, and only its starting selection's cells: 3 requests cold, none warm", async () => {
    const { result, requests } = await countRequests(() =>
      product({ slug: "wizytowki", locale: "de" }),
    );
    expect(result.kind).toBe("table");
    expect(result.title).toBe("Visitenkarten");
    if (!("attributes" in result)) throw new Error("no attributes");
    expect(result.attributes.length).toBe(
      demoCatalogue().attributes.filter((a) => a.productId === 10).length,
    );
    expect(result.runs).toEqual(
      demoCatalogue()
        .copies.filter((c) => c.productId === 10)
        .map((c) => c.copy)
        .sort((a, b) => a - b),
    );
    expect(Object.keys(result)).not.toContain("prices");
    // Issue 15: the cells the page prices its first table with (no second call), never the table:
    // the starting selection (surcharges off) and the combinations one change away, nothing else.
    const pricing = result.attributes.map((a) => ({
      id: a.id,
      active: a.active,
      add_to_price: a.addToPrice,
      price_change: a.priceChange,
      values: a.values,
    }));
    const choices = Object.values(startingChoices(pricing));
    expect(result.start.valueIds).toEqual(choices);
    expect(result.start.keys).toEqual(keysFor(pricing, choices, true));
    expect(new Set(result.start.cells.map((c) => c.combination))).toEqual(
      new Set(result.start.keys),
    );
    expect(result.start.cells.every((c) => result.runs.includes(c.run))).toBe(true);
    expect(result.start.cells.length).toBeLessThanOrEqual(
      result.start.keys.length * result.runs.length,
    );
    const all = demoCatalogue().prices.filter((p) => p.productId === 10).length;
    expect(result.start.cells.length).toBeLessThan(all);
    // Cold: the product by slug, then the quotes' definition (its partition, then the product with
    // the cells' chunks in one TransactGetItems). Warm (the page and the definition cached): none.
    expect(requests).toBe(3);
    const warm = await countRequests(() => product({ slug: "wizytowki", locale: "de" }));
    expect(warm.result).toEqual(result);
    expect(warm.requests).toBe(0);
  });

  it("product by id brings a calculator product's definition", async () => {
    const result = await product({ productId: 20 });
    expect("calculator" in result && result.calculator.equation).toBe(
      demoCatalogue().calculators.find((c) => c.id === 5)?.equation,
    );
  });

  it("an inactive or unknown product is not found", async () => {
    await expect(product({ slug: "ulotki-archiwum" })).rejects.toMatchObject({ kind: "not_found" });
    await expect(product({ productId: 999 })).rejects.toMatchObject({ code: "product.not_found" });
  });
});
