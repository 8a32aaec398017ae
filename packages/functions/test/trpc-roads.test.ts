import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { load } from "@printshop/core/seed/index";
import { useTestTable } from "../../../test/db";
import type { ApiAnswer } from "../src/http/answer";
import { prepare, type ForwardTrust } from "../src/http/prepare";
import type { ApiRequest, HostRequest } from "../src/http/request";
import { serve } from "../src/http/serve";
import { trpcByFetch } from "../src/http/trpc-fetch";
import { jsonRoadTakes } from "../src/http/trpc-json";

/**
 * tRPC's JSON calls take the JSON road (http/trpc-json.ts, on tRPC's public API), not tRPC's fetch
 * adapter: a measured 3× less CPU per call (bench/trpc-roads.ts). Both roads must give the same
 * answer byte for byte: status, headers, cookies and body. Each request below goes through the
 * whole pipeline (http/serve.ts) and, separately, through tRPC's fetch adapter alone, and the
 * answers are compared whole; the JSON road must have taken the request itself where it should,
 * and left the rest (a GET to a mutation: tRPC's 405) to the adapter before running anything.
 */
const labels = {
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
const table = { productId: 10, valueIds: [1012, 1022, 1031, 1042, 1052, 1061], vat: 23 };
const calculator = {
  calculatorId: 5,
  selections: { 501: 5011, 502: 16, 503: 5032, 504: 5042, 505: 5051, 506: 5061 },
  vat: 8,
};

const trust: ForwardTrust = { kind: "proxies", trusts: () => false };

function request(
  method: string,
  target: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): HostRequest {
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  return {
    method,
    target,
    headers: { host: "localhost", ...init.headers },
    peer: "203.0.113.9",
    tls: false,
    body: () => Promise.resolve(body),
  };
}

/** The request as the pipeline prepares it (http/prepare.ts). */
async function prepared(host: HostRequest): Promise<ApiRequest> {
  const made = await prepare(host, trust);
  if (!("req" in made)) throw new Error("the preparation refused the request");
  return made.req;
}
const q = (proc: string, input: unknown) =>
  `/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`;
const batch = (procs: string[], inputs: unknown[]) =>
  `/trpc/${procs.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((x, i) => [i, x]))))}`;

/**
 * The answer the pipeline sends (its own x-dynamodb-requests and cache-control headers aside,
 * which it adds to every road's answer), whether it took the JSON road, and the answer of tRPC's
 * fetch adapter for the same request.
 */
async function bothRoads(make: () => HostRequest) {
  const took = await jsonRoadTakes(await prepared(make()));
  const served = await serve(make(), trust);
  if (!("answer" in served)) throw new Error("the pipeline left a /trpc request unanswered");
  const {
    "x-dynamodb-requests": requests,
    "cache-control": cacheControl,
    ...headers
  } = served.answer.headers;
  expect(requests).toMatch(/^\d+$/);
  expect(cacheControl).toBe("no-store");
  const fetched = await trpcByFetch(await prepared(make()));
  return { jsonRoad: took, served: { ...served.answer, headers }, fetched };
}

const sameAnswer = (a: ApiAnswer, b: ApiAnswer) => {
  expect({ status: a.status, headers: a.headers, cookies: a.cookies }).toEqual({
    status: b.status,
    headers: b.headers,
    cookies: b.cookies,
  });
  // Byte for byte: the same string, not merely equal JSON.
  expect(a.body).toBe(b.body);
};

describe("tRPC's JSON road answers as tRPC's fetch adapter does", () => {
  beforeAll(async () => {
    await useTestTable("trpc-roads");
    await load();
  });

  it.each([
    ["the label quote", () => request("GET", q("shop.labels.quote", labels))],
    ["the table quote", () => request("GET", q("shop.table.quote", table))],
    ["the calculator quote", () => request("GET", q("shop.calculator.quote", calculator))],
    [
      "the three quotes batched",
      () =>
        request(
          "GET",
          batch(
            ["shop.labels.quote", "shop.table.quote", "shop.calculator.quote"],
            [labels, table, calculator],
          ),
        ),
    ],
    [
      "a quote refused for its input, in English",
      () =>
        request("GET", q("shop.labels.quote", { ...labels, width: -5 }), {
          headers: { "x-locale": "en" },
        }),
    ],
    [
      "a batch with one good and one refused call (207)",
      () =>
        request(
          "GET",
          batch(["shop.table.quote", "shop.labels.quote"], [table, { ...labels, quantity: 0 }]),
        ),
    ],
    ["a query without input", () => request("GET", "/trpc/shop.catalogue.home")],
    [
      "an unknown product",
      () =>
        request("GET", q("shop.catalogue.product", { slug: "no-such-product" }), {
          headers: { "x-locale": "de" },
        }),
    ],
    [
      "an admin procedure without a session (401)",
      () => request("GET", q("admin.products.list", {})),
    ],
    [
      "a mutation refused for its input",
      () =>
        request("POST", "/trpc/shop.cart.add", {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ config: { kind: "table" } }),
        }),
    ],
    [
      "a batched mutation refused for its input",
      () =>
        request("POST", "/trpc/shop.cart.add?batch=1", {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ 0: {} }),
        }),
    ],
    ["a mutation without a body (no input)", () => request("POST", "/trpc/shop.account.signOut")],
  ])("%s", async (_, make) => {
    const { jsonRoad, served, fetched } = await bothRoads(make);
    expect(jsonRoad).toBe(true);
    sameAnswer(served, fetched);
  });

  it.each([
    ["a GET to a mutation", () => request("GET", "/trpc/shop.cart.add")],
    [
      "a POST to a query",
      () =>
        request("POST", "/trpc/shop.catalogue.home", {
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
    ],
    [
      "a batch of 11 calls",
      () => request("GET", batch(Array(11).fill("shop.catalogue.home"), Array(11).fill({}))),
    ],
    ["an unknown procedure", () => request("GET", "/trpc/shop.nothing")],
    ["input that is not JSON", () => request("GET", "/trpc/shop.labels.quote?input=%7Bnope")],
    [
      "a body that is not JSON",
      () =>
        request("POST", "/trpc/shop.cart.add", {
          headers: { "content-type": "application/json" },
          body: "{nope",
        }),
    ],
    [
      "form data",
      () =>
        request("POST", "/trpc/shop.cart.add", {
          headers: { "content-type": "multipart/form-data; boundary=x" },
          body: "--x--",
        }),
    ],
    [
      "a streaming batch",
      () =>
        request("GET", batch(["shop.catalogue.home"], [undefined]), {
          headers: { "trpc-accept": "application/jsonl" },
        }),
    ],
    [
      "a batch input that is not an object",
      () => request("GET", "/trpc/shop.catalogue.home?batch=1&input=5"),
    ],
  ])("leaves %s to tRPC's adapter, whose answer the pipeline sends", async (_, make) => {
    const { jsonRoad, served, fetched } = await bothRoads(make);
    expect(jsonRoad).toBe(false);
    sameAnswer(served, fetched);
  });

  it("answers a GET to a mutation 405 METHOD_NOT_SUPPORTED and a batch of 11 400, as tRPC does", async () => {
    const get = await bothRoads(() => request("GET", "/trpc/shop.cart.add"));
    expect(get.served.status).toBe(405);
    expect(JSON.parse(get.served.body)).toMatchObject({
      error: { code: -32005, data: { code: "route.method_not_supported", httpStatus: 405 } },
    });
    const many = await bothRoads(() =>
      request("GET", batch(Array(11).fill("shop.catalogue.home"), Array(11).fill({}))),
    );
    expect(many.served.status).toBe(400);
    expect(many.served.body).toContain('"input.batch_too_large"');
  });

  it("gives the same bytes for 200 random label quotes, valid or not, single or batched", async () => {
    const dims = fc.oneof(fc.integer({ min: -10, max: 600 }), fc.constant(50));
    const input = fc.record({
      width: dims,
      height: dims,
      quantity: fc.oneof(fc.integer({ min: -1, max: 200_000 }), fc.constant(1000)),
      winding: fc.integer({ min: -1, max: 9 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(input, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom("pl", "en", "de"),
        async (picks, batched, locale) => {
          const inputs = picks.map((p) => ({ ...labels, ...p }));
          const target = batched
            ? batch(
                inputs.map(() => "shop.labels.quote"),
                inputs,
              )
            : q("shop.labels.quote", inputs[0]);
          const { jsonRoad, served, fetched } = await bothRoads(() =>
            request("GET", target, { headers: { "x-locale": locale } }),
          );
          expect(jsonRoad).toBe(true);
          sameAnswer(served, fetched);
        },
      ),
      { numRuns: 200, seed: 15 },
    );
  });
});
