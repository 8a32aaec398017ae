import { beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { db } from "../dynamo/db";
import { demoCatalogue, isEmpty, load } from "./index";

describe("seed", () => {
  beforeAll(async () => {
    await useTestTable("seed");
  });

  it("reports an empty table before the first load", async () => {
    expect(await isEmpty()).toBe(true);
  });

  it("loads every product of the demo catalogue and is idempotent", async () => {
    const first = await load();
    const countAfterFirst = (await db().collections.catalogue({}).go({ pages: "all" })).data.product.length;
    const second = await load();
    const countAfterSecond = (await db().collections.catalogue({}).go({ pages: "all" })).data.product.length;
    expect(first.items).toBe(second.items);
    expect(countAfterFirst).toBe(demoCatalogue().products.length);
    expect(countAfterSecond).toBe(countAfterFirst);
    expect(await isEmpty()).toBe(false);
  });

  it("stores prices and rates as exact decimal strings", async () => {
    const eur = (await db().entities.currency.get({ code: "EUR" }).go()).data;
    expect(eur?.rate).toBe("4.2537");
    const fixture = demoCatalogue().prices[0]!;
    const entry = (
      await db().entities.priceEntry.get({ productId: fixture.productId, combination: fixture.combination, copy: fixture.copy }).go()
    ).data;
    expect(entry?.price).toBe(String(fixture.price));
  });
});
