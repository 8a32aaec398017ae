import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Seed } from "@printshop/core";
import { startTestServer } from "./server";

let server: Awaited<ReturnType<typeof startTestServer>>;
const demo = Seed.demoCatalogue();
const defaultLabel = {
  width: 50,
  height: 50,
  quantity: 500,
  material: 1,
  print: 1,
  enrichment: 1,
  application: 0,
  diameter: 76,
  gap: 4,
  winding: 0,
  sheeting: false,
  prototype: false,
  personalization: false,
  freeSamples: false,
  noVat: false,
  locale: "pl",
};

async function trpcQuery(path: string, input: unknown, locale = "pl") {
  const res = await fetch(
    `${server.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    { headers: { "x-locale": locale } },
  );
  return {
    status: res.status,
    requests: Number(res.headers.get("x-dynamodb-requests")),
    body: (await res.json()) as any,
  };
}

async function trpcRaw(path: string, rawInput: string) {
  const res = await fetch(`${server.url}/trpc/${path}?input=${encodeURIComponent(rawInput)}`);
  return { status: res.status, body: (await res.json()) as any };
}

describe("pricing procedures and REST shims over HTTP", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
  });
  afterAll(async () => server?.close());

  it("the demo's default roll label quotes Eco 112.90 net / 138.87 gross", async () => {
    const { status, body, requests } = await trpcQuery("shop.labels.quote", defaultLabel);
    expect(status).toBe(200);
    const answer = body.result.data;
    expect(answer.errors).toEqual([]);
    expect(answer.prices.eco).toMatchObject({ net: 112.9, gross: 138.87, days: 12 });
    expect(answer.prices.eco.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.roll.lanes).toBeGreaterThan(0);
    expect(requests).toBeLessThanOrEqual(2);
  });

  it("an out-of-range width answers the translated message and no prices", async () => {
    const { status, body } = await trpcQuery(
      "shop.labels.quote",
      { ...defaultLabel, width: 308, locale: "en" },
      "en",
    );
    expect(status).toBe(200);
    expect(body.result.data.prices).toBeNull();
    expect(body.result.data.errors).toEqual([
      expect.objectContaining({
        field: "width",
        code: "range",
        message: "incorrect size 16 - 307 mm",
      }),
    ]);
  });

  it("the label options come with titles in the caller's language and the product's default material", async () => {
    const { body, requests } = await trpcQuery(
      "shop.labels.options",
      { locale: "de", productId: 62 },
      "de",
    );
    const answer = body.result.data;
    expect(answer.materials).toHaveLength(
      demo.labelPricing.materials ? (demo.labelPricing.materials as unknown[]).length : 0,
    );
    expect(answer.defaults.material).toBe(demo.products.find((p) => p.id === 62)?.defaultMaterial);
    expect(answer.leadTimes).toEqual({ eco: 6, standard: 4, express: 2 });
    expect(requests).toBeLessThanOrEqual(2);
  });

  it("shop.calculator.quote prices the worked example's first row and names a conflict", async () => {
    const ok = await trpcQuery("shop.calculator.quote", {
      calculatorId: 5,
      selections: { 501: 5013, 502: 68, 504: 5041, 505: 5051, 506: 5061 },
      vat: 23,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.data.rows[0]).toMatchObject({
      quantity: 50,
      eco: { net: 280.32, gross: 344.79 },
    });
    expect(ok.requests).toBeLessThanOrEqual(2);
    const conflict = await trpcQuery(
      "shop.calculator.quote",
      { calculatorId: 5, selections: { 504: 5041, 505: 5052 } },
      "en",
    );
    expect(conflict.body.result.data.rows).toEqual([]);
    expect(conflict.body.result.data.conflicts[0].message).toContain(
      "The following parameters cannot be ordered together",
    );
  });

  it("shop.table.quote answers rows per run with dates, in at most 2 requests", async () => {
    const { body, requests } = await trpcQuery("shop.table.quote", {
      productId: 10,
      valueIds: [1012, 1022, 1031, 1042, 1052, 1061],
      vat: 23,
    });
    expect(body.result.data.rows[0]).toMatchObject({
      quantity: 100,
      eco: { net: 42.58, gross: 52.37 },
    });
    expect(requests).toBeLessThanOrEqual(2);
  });

  it("shop.calculator.get and the REST shim give the same definition", async () => {
    const trpc = (await trpcQuery("shop.calculator.get", { calculatorId: 6 })).body.result.data;
    const res = await fetch(`${server.url}/calculator/api/get-calculator/6`);
    expect(res.status).toBe(200);
    const rest = (await res.json()) as { calculator: unknown };
    expect(rest.calculator).toEqual(trpc);
    expect(trpc.equation).toBe(demo.calculators.find((c) => c.id === 6)?.equation);
  });

  it("GET /api/product/{id} answers the attributes and lead times; POST /api/prices/{id} one entry per run", async () => {
    const product = (await (await fetch(`${server.url}/api/product/10`)).json()) as any;
    expect(product.info).toEqual(demo.products.find((p) => p.id === 10)?.info);
    expect(product.data.map((a: { id: number }) => a.id)).toEqual(
      demo.attributes
        .filter((a) => a.productId === 10)
        .sort((a, b) => a.sort - b.sort)
        .map((a) => a.id),
    );
    const res = await fetch(`${server.url}/api/prices/10`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        attributeVariables: [1042, 1052],
        attributeValues: [1012, 1022, 1031, 1042, 1052, 1061],
      }),
    });
    expect(res.status).toBe(200);
    const prices = (await res.json()) as Record<string, any>;
    expect(prices["100"]).toMatchObject({
      copy: 100,
      priceEcoNet: 42.58,
      priceStandardNet: 67.69,
      priceExpressNet: 129.61,
    });
  });

  it("GET /api/currency/list and shop.currency.list answer PLN and EUR with their rates", async () => {
    const rest = (await (await fetch(`${server.url}/api/currency/list`)).json()) as any;
    expect(rest).toEqual({
      PLN: { code: "PLN", sign: "zł", rate: 1 },
      EUR: { code: "EUR", sign: "€", rate: 4.2537 },
    });
    const trpcRes = await fetch(`${server.url}/trpc/shop.currency.list`);
    expect(((await trpcRes.json()) as any).result.data).toEqual(rest);
  });

  describe("bad input is always a 4xx with field errors, never a 5xx", () => {
    const cases: [string, string, string][] = [
      [
        "a string for a number",
        "shop.labels.quote",
        JSON.stringify({ ...defaultLabel, width: "50" }),
      ],
      [
        "NaN (null on the wire)",
        "shop.labels.quote",
        JSON.stringify({ ...defaultLabel, height: Number.NaN }),
      ],
      [
        "1e309",
        "shop.labels.quote",
        JSON.stringify(defaultLabel).replace('"width":50', '"width":1e309'),
      ],
      [
        "a negative quantity",
        "shop.labels.quote",
        JSON.stringify({ ...defaultLabel, quantity: -5 }),
      ],
      [
        "a missing field",
        "shop.labels.quote",
        JSON.stringify({ ...defaultLabel, material: undefined }),
      ],
      [
        "an unknown material id",
        "shop.labels.quote",
        JSON.stringify({ ...defaultLabel, material: 999 }),
      ],
      [
        "a huge array (500 ids)",
        "shop.table.quote",
        JSON.stringify({ productId: 10, valueIds: Array.from({ length: 500 }, (_, i) => i + 1) }),
      ],
      [
        "an unknown value id",
        "shop.table.quote",
        JSON.stringify({ productId: 10, valueIds: [999999] }),
      ],
      [
        "a string selection",
        "shop.calculator.quote",
        JSON.stringify({ calculatorId: 5, selections: { 501: "x" } }),
      ],
      [
        "a selection for an unknown value",
        "shop.calculator.quote",
        JSON.stringify({ calculatorId: 5, selections: { 501: 1 } }),
      ],
    ];
    it.each(cases)("%s", async (_name, path, raw) => {
      const { status, body } = await trpcRaw(path, raw);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.error.data.fields.length).toBeGreaterThan(0);
      expect(body.error.data.fields[0].message).toEqual(expect.any(String));
    });

    it("unknown calculator and product ids are 404s", async () => {
      expect(
        (await trpcQuery("shop.calculator.quote", { calculatorId: 999, selections: {} })).status,
      ).toBe(404);
      expect((await trpcQuery("shop.table.quote", { productId: 999, valueIds: [] })).status).toBe(
        404,
      );
      expect((await fetch(`${server.url}/api/product/999`)).status).toBe(404);
    });

    it("REST: a non-numeric id, a body that is not JSON, a wrong type", async () => {
      const badId = await fetch(`${server.url}/calculator/api/get-calculator/abc`);
      expect(badId.status).toBe(400);
      const notJson = await fetch(`${server.url}/api/prices/10`, {
        method: "POST",
        body: "{nope",
        headers: { "content-type": "application/json" },
      });
      expect(notJson.status).toBe(400);
      const wrong = await fetch(`${server.url}/api/prices/10`, {
        method: "POST",
        body: JSON.stringify({ attributeValues: "1011" }),
      });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as any).error.fields[0].field).toBe("attributeValues");
    });
  });
});
