import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changed } from "@printshop/core";
import { DEFINITION_TTL_MS } from "../../core/src/cache";
import { db } from "../../core/src/dynamo/db";
import { startTestServer } from "./server";

let server: Awaited<ReturnType<typeof startTestServer>>;

async function tableQuote() {
  const input = { productId: 10, valueIds: [1012, 1022, 1031, 1042, 1052, 1061], vat: 23 };
  const res = await fetch(`${server.url}/trpc/shop.table.quote?input=${encodeURIComponent(JSON.stringify(input))}`);
  return ((await res.json()) as any).result.data.rows[0].eco.net as number;
}

describe("definition caches: one changed(...) call makes an admin's save show in the shop", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("a saved price is served from the cache until changed(), then at once", async () => {
    const entry = { productId: 10, combination: "1012,1022,1031", copy: 100 };
    const before = (await db().entities.priceEntry.get(entry).go()).data!;
    expect(await tableQuote()).toBe(42.58);
    await db().entities.priceEntry.patch(entry).set({ price: "50" }).go();
    try {
      // Without the call this process still has the old table (other instances: until the TTL).
      expect(await tableQuote()).toBe(42.58);
      changed("priceTables");
      expect(await tableQuote()).toBe(50);
      // A product write reaches the product's price table too.
      await db().entities.priceEntry.patch(entry).set({ price: "60" }).go();
      changed("products");
      expect(await tableQuote()).toBe(60);
    } finally {
      await db().entities.priceEntry.patch(entry).set({ price: before.price }).go();
      changed();
    }
    expect(await tableQuote()).toBe(42.58);
  });

  it("other Lambda instances follow within the short TTL (seconds)", () => {
    expect(DEFINITION_TTL_MS).toBeLessThanOrEqual(5_000);
  });
});
