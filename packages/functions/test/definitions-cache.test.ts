import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFINITION_TTL_MS } from "../../core/src/cache";
import { publish } from "../../core/src/price-table/store";
import { changed } from "./built";
import { startTestServer } from "./server";

let server: Awaited<ReturnType<typeof startTestServer>>;

async function tableQuote() {
  const input = { productId: 10, valueIds: [1012, 1022, 1031, 1042, 1052, 1061], vat: 23 };
  const res = await fetch(
    `${server.url}/trpc/shop.table.quote?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  return ((await res.json()) as any).result.data.rows[0].eco.net as number;
}

describe("definition caches: one changed(...) call makes an admin's save show in the shop", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("a saved price is served from the cache until changed(), then at once", async () => {
    const combination = "1012,1022,1031";
    const actor = { userId: "test", email: "test@example.com" };
    // The price store's publish without the admin API's changed(...) call after it.
    const setPrice = (net: string) =>
      publish({
        productId: 10,
        kind: "save",
        actor,
        touches: [combination],
        apply: (d) => (d.rows.get(combination)!.set(100, net), 1),
      });
    let before = "";
    await publish({
      productId: 10,
      kind: "save",
      actor,
      touches: [combination],
      apply: (d) => ((before = d.rows.get(combination)!.get(100)!), 0),
    });
    expect(await tableQuote()).toBe(42.58);
    await setPrice("50");
    try {
      // Without the call this process still has the old table (other instances: until the TTL).
      expect(await tableQuote()).toBe(42.58);
      changed("priceTables");
      expect(await tableQuote()).toBe(50);
      // A product write reaches the product's price table too.
      await setPrice("60");
      changed("products");
      expect(await tableQuote()).toBe(60);
    } finally {
      await setPrice(before);
      changed();
    }
    expect(await tableQuote()).toBe(42.58);
  });

  it("other Lambda instances follow within the short TTL (seconds)", () => {
    expect(DEFINITION_TTL_MS).toBeLessThanOrEqual(5_000);
  });
});
