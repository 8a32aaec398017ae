import { beforeAll, describe, expect, it } from "vitest";
import { load } from "@printshop/core/seed/index";
import { handleApi, useTestTable } from "./built";
import { makeUser, sessionCookieFor } from "./accounts";
import { makeTableProduct } from "./price-fixture";

/** admin.products.list / get (the reads the price editor uses) over HTTP, on DynamoDB Local. */

let cookie = "";
const query = async (proc: string, input: unknown, as = cookie) => {
  const headers = new Headers({ origin: "http://localhost", "x-locale": "en", cookie: as });
  const res = (await handleApi(
    new Request(
      `http://localhost/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`,
      { headers },
    ),
  ))!;
  return { status: res.status, body: (await res.json()) as any };
};

describe("admin.products reads over HTTP", () => {
  beforeAll(async () => {
    await useTestTable("products-api");
    await load();
    cookie = (await sessionCookieFor((await makeUser("catalogue")).userId)).cookie;
  });

  it("lists every product, filtered by kind and by title text, in the shop's order", async () => {
    const p = await makeTableProduct();
    const all = (await query("admin.products.list", {})).body.result.data.items as {
      id: number;
      kind: string;
      sort: number;
    }[];
    expect(all.some((x) => x.id === p.productId)).toBe(true);
    expect(all.map((x) => x.sort)).toEqual([...all.map((x) => x.sort)].sort((a, b) => a - b));
    const tables = (await query("admin.products.list", { kind: "table" })).body.result.data
      .items as { kind: string }[];
    expect(tables.length).toBeGreaterThan(1);
    expect(tables.every((x) => x.kind === "table")).toBe(true);
    const found = (await query("admin.products.list", { search: "business" })).body.result.data
      .items as { slug: string }[];
    expect(found.map((x) => x.slug)).toEqual(["wizytowki"]);
  });

  it("gets a product with its attributes, values and flags; an unknown one is 404; a customer is refused", async () => {
    const p = await makeTableProduct();
    const got = (await query("admin.products.get", { productId: p.productId })).body.result.data;
    expect(got).toMatchObject({ id: p.productId, kind: "table", active: true });
    expect(
      got.attributes.map((a: { title: { en: string }; addToPrice: boolean }) => [
        a.title.en,
        a.addToPrice,
      ]),
    ).toEqual([
      ["A", false],
      ["B", false],
      ["S", true],
    ]);
    expect(got.attributes[0].values).toHaveLength(2);
    expect((await query("admin.products.get", { productId: 999_999 })).status).toBe(404);
    const customer = (await sessionCookieFor((await makeUser("customer")).userId)).cookie;
    expect((await query("admin.products.list", {}, customer)).status).toBe(403);
  });
});
