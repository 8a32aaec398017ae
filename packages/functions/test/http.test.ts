import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "./server";

let server: Awaited<ReturnType<typeof startTestServer>>;
const input = (o: unknown) => encodeURIComponent(JSON.stringify(o));

describe("the Express server over HTTP", () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it("GET /health answers 200", async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("/trpc serves shop.catalogue.home from the database, costing at most 2 DynamoDB requests", async () => {
    const res = await fetch(
      `${server.url}/trpc/shop.catalogue.home?input=${input({ locale: "pl" })}`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { products: { slug: string }[] } } };
    expect(body.result.data.products.map((p) => p.slug)).toContain("etykiety-na-rolce");
    expect(Number(res.headers.get("x-dynamodb-requests"))).toBeLessThanOrEqual(2);
    expect(Number(res.headers.get("x-dynamodb-requests"))).toBeGreaterThan(0);
  });

  it("a bad tRPC input is a 400 with translated field errors and no stack trace", async () => {
    const res = await fetch(
      `${server.url}/trpc/shop.catalogue.home?input=${input({ locale: 7 })}`,
      { headers: { "x-locale": "en" } },
    );
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/stack|at \w+ \(/);
    const body = JSON.parse(text) as {
      error: { message: string; data: { fields: { field: string; message: string }[] } };
    };
    expect(body.error.message).toBe("Please correct the marked fields.");
    expect(body.error.data.fields[0]).toMatchObject({ field: "locale", message: "Invalid value" });
  });

  it("a tRPC mutation with a body that is not declared JSON is a 400, not an internal error", async () => {
    const res = await fetch(`${server.url}/trpc/shop.cart.add`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "text/plain", "x-locale": "en" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; data: { code: string } } };
    expect(body.error.data.code).toBe("input.unsupported_media_type");
    expect(body.error.message).toBe("Unsupported content type (JSON expected).");
  });

  it("serves the shop's index.html for navigations under any locale prefix, and the admin's under /admin", async () => {
    const nav = { headers: { accept: "text/html" } };
    const shop = await fetch(`${server.url}/de/some/page`, nav);
    expect(shop.status).toBe(200);
    expect(shop.headers.get("cache-control")).toBe("no-cache");
    expect(await shop.text()).toContain('<div id="app">');
    const admin = await fetch(`${server.url}/admin/orders`, nav);
    expect(await admin.text()).toContain('data-language="pl"');
  });

  it("API paths win: a write under /admin is the API's JSON answer (the guard's 401 first), /api a JSON 404, never the SPA", async () => {
    const post = await fetch(`${server.url}/admin/orders/delete`, {
      method: "POST",
      headers: { accept: "text/html" },
    });
    expect(post.status).toBe(401);
    expect(post.headers.get("content-type")).toContain("application/json");
    const api = await fetch(`${server.url}/api/nothing`, {
      headers: { accept: "application/json" },
    });
    expect(api.status).toBe(404);
  });

  it("hashed assets are cached for a year", async () => {
    const html = await (await fetch(`${server.url}/`, { headers: { accept: "text/html" } })).text();
    const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});
