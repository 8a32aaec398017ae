import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { demoCatalogue, isEmpty, load } from "./index";
import { readCombinations, readHead } from "../price-table/store";

describe("seed", () => {
  beforeAll(async () => {
    await useTestTable("seed");
  });

  it("reports an empty table before the first load", async () => {
    expect(await isEmpty()).toBe(true);
  });

  it("loads every product of the demo catalogue and is idempotent", async () => {
    const first = await load();
    const countAfterFirst = (await db().collections.catalogue({}).go({ pages: "all" })).data.product
      .length;
    const second = await load();
    const countAfterSecond = (await db().collections.catalogue({}).go({ pages: "all" })).data
      .product.length;
    expect(first.items).toBe(second.items);
    expect(countAfterFirst).toBe(demoCatalogue().products.length);
    expect(countAfterSecond).toBe(countAfterFirst);
    expect(await isEmpty()).toBe(false);
  });

  it("no menu item repeats a category's name with another link (the header listed 'Etykiety' twice: issue 28)", () => {
    const { menu, categories } = demoCatalogue();
    for (const m of menu) {
      for (const c of categories) {
        if (c.title.pl === m.title.pl) expect(m.link).toBe(`/${c.slug}`);
      }
    }
    expect(menu.find((m) => m.title.pl === "Etykiety")?.link).toBe("/etykiety");
  });

  it("stores prices and rates as exact decimal strings", async () => {
    const eur = (await db().entities.currency.get({ code: "EUR" }).go()).data;
    expect(eur?.rate).toBe("4.2537");
    const fixture = demoCatalogue().prices.find((p) => !Number.isInteger(p.price))!;
    const rows = await readCombinations(await readHead(fixture.productId), [fixture.combination]);
    expect(rows.get(fixture.combination)?.get(fixture.copy)).toBe(String(fixture.price));
  });
});
