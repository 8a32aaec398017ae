import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Seed } from "@printshop/core";
import { matchesPathPattern } from "../../stacks/distribution-table";
import { useTestTable } from "../db";
import { responseOf, selectRoute } from "./api-gateway";
import { startDeployedShape, type DeployedShape } from "./index";

/**
 * The deployed-shape runner's routing: requests reach the origin the stack's table names, with the
 * headers CloudFront, S3 and API Gateway give them.
 */
const root = resolve(import.meta.dirname, "../..");
// DynamoDB Local keeps one database per region: the table is made where the Lambda (AWS_REGION
// eu-central-1) looks for it.
process.env.AWS_REGION = "eu-central-1";
let shape: DeployedShape;
beforeAll(async () => {
  const { endpoint, table } = await useTestTable("deployed");
  await Seed.load();
  shape = await startDeployedShape({ dynamoEndpoint: endpoint, table });
});
afterAll(() => shape?.close());

const html = { accept: "text/html,application/xhtml+xml" };
const expectEdgeHeaders = (res: Response) => {
  expect(res.headers.get("content-security-policy")).toContain(
    `connect-src 'self' ${shape.s3.endpoint}`,
  );
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(res.headers.get("via")).toMatch(/cloudfront\.net \(CloudFront\)$/);
};

describe("the distribution routes by the stack's table", () => {
  it("/favicon.svg: a file of the shop bucket, not cached", async () => {
    const res = await fetch(`${shape.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("server")).toBe("AmazonS3");
    expect(res.headers.get("cache-control")).toBe("max-age=0,no-cache,no-store,must-revalidate");
    expectEdgeHeaders(res);
  });

  it("/admin/: the admin router picks the admin bucket's index.html for a navigation, the API for JSON", async () => {
    const page = await fetch(`${shape.url}/admin/`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.headers.get("server")).toBe("AmazonS3");
    expectEdgeHeaders(page);
    expect(await page.text()).toBe(
      readFileSync(resolve(root, "packages/admin/dist/index.html"), "utf8"),
    );
    const json = await fetch(`${shape.url}/admin/orders`, {
      headers: { accept: "application/json" },
    });
    expect(json.headers.get("apigw-requestid")).toBeTruthy();
    expect(json.headers.get("server")).toBeNull();
  });

  it("/boot.js: a name that survives deploys is never cached (SST makes every .js immutable)", async () => {
    const res = await fetch(`${shape.url}/boot.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("max-age=0,no-cache,no-store,must-revalidate");
    expect(res.headers.get("content-type")).toBe("text/javascript;charset=utf-8");
  });

  it("/assets/<hashed>.js: the shop bucket, immutable, JavaScript, compressed at the edge", async () => {
    const name = readdirSync(resolve(root, "packages/shop/dist/assets")).find((f) =>
      /^index-[\w-]+\.js$/.test(f),
    )!;
    const res = await fetch(`${shape.url}/assets/${name}`, {
      headers: { "accept-encoding": "br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("max-age=31536000,public,immutable");
    expect(res.headers.get("content-type")).toBe("text/javascript;charset=utf-8");
    expectEdgeHeaders(res);
    // fetch decodes br itself: the text is the file's.
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe(
      readFileSync(resolve(root, "packages/shop/dist/assets", name), "utf8"),
    );
    const missing = await fetch(`${shape.url}/assets/index-nothere.js`);
    expect(missing.status).toBe(403);
    expect(await missing.text()).toMatch(/<Code>AccessDenied<\/Code>/);
  });

  it("/trpc/...: the Lambda behind API Gateway, with the origin secret and the viewer's host", async () => {
    const res = await fetch(`${shape.url}/trpc/shop.account.me`, {
      headers: { "x-origin-verify": "forged-by-the-viewer" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("apigw-requestid")).toBeTruthy();
    expectEdgeHeaders(res);
    expect(await res.json()).toMatchObject({ result: { data: null } });
    const health = await fetch(`${shape.url}/health`);
    expect(await health.json()).toEqual({ status: "ok" });
  });

  it("/de/etykiety-na-rolce: rendered by the Lambda, everyone's page for an anonymous visitor", async () => {
    // A first navigation loads the renderer and the page's chunks: on a busy machine it may pass
    // the Lambda's render deadline and get the shell (render/lambda-pages.ts); the next one is warm.
    await (await fetch(`${shape.url}/de/etykiety-na-rolce`, { headers: html })).text();
    const res = await fetch(`${shape.url}/de/etykiety-na-rolce`, { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get("apigw-requestid")).toBeTruthy();
    expect(res.headers.get("server")).toBeNull();
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(
      "public, max-age=10, s-maxage=60, stale-while-revalidate=60",
    );
    expectEdgeHeaders(res);
    const page = await res.text();
    expect(page).toMatch(/^<!doctype html>\s*<html lang="de" data-hydrating>/i);
    expect(page).toContain('<script type="application/json" id="ssr-state">');
  });

  it("a navigation the renderer leaves (the cart) gets the shop's shell from the Lambda", async () => {
    const res = await fetch(`${shape.url}/en/cart`, { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get("apigw-requestid")).toBeTruthy();
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe(
      readFileSync(resolve(root, "packages/shop/dist/index.html"), "utf8"),
    );
    // Not a navigation (no text/html): the API's own 404, as the local server answers it.
    const json = await fetch(`${shape.url}/en/cart`, { headers: { accept: "application/json" } });
    expect(json.status).toBe(404);
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe("route.not_found");
  });

  it("answers what AWS answers outside the routes and limits", async () => {
    const post = await fetch(`${shape.url}/assets/x.js`, { method: "POST", body: "x" });
    expect(post.status).toBe(403);
    const unrouted = await fetch(`${shape.url}/calculator/api/nothing`, { method: "POST" });
    expect(unrouted.status).toBe(404);
    expect(await unrouted.json()).toEqual({ message: "Not Found" });
    const huge = await fetch(`${shape.url}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: "Request Entity Too Large" });
    // Under API Gateway's 10 MB, over Lambda's 6 MB once base64-encoded in the event.
    const big = await fetch(`${shape.url}/api/cart`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: Buffer.alloc(5 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
  });
});

describe("the pieces, pure", () => {
  it("matches CloudFront path patterns: * spans slashes, ? one character, anchored", () => {
    expect(matchesPathPattern("/admin/*", "/admin/orders/12")).toBe(true);
    expect(matchesPathPattern("/admin/*", "/admin")).toBe(false);
    expect(matchesPathPattern("/admin", "/admin")).toBe(true);
    expect(matchesPathPattern("/a?c", "/abc")).toBe(true);
    expect(matchesPathPattern("/a?c", "/ac")).toBe(false);
    expect(matchesPathPattern("*.js", "/x/y.js")).toBe(true);
    expect(matchesPathPattern("/health", "/health/ready")).toBe(false);
  });

  it("selects API Gateway's most specific route", () => {
    expect(selectRoute("POST", "/api/prices/12")).toBe("POST /api/prices/{productId}");
    expect(selectRoute("GET", "/api/prices/12")).toBe("ANY /api/{proxy+}");
    expect(selectRoute("GET", "/health")).toBe("GET /health");
    // The shop's navigations (CloudFront's default behavior) reach the Lambda; the specific routes still win.
    expect(selectRoute("GET", "/")).toBe("GET /");
    expect(selectRoute("GET", "/de/etykiety-na-rolce")).toBe("GET /{proxy+}");
    expect(selectRoute("HEAD", "/wizytowki")).toBe("HEAD /{proxy+}");
    expect(selectRoute("POST", "/wizytowki")).toBeUndefined();
    expect(selectRoute("GET", "/trpc/shop.cart.get")).toBe("ANY /trpc/{proxy+}");
    expect(selectRoute("GET", "/admin/orders")).toBe("ANY /admin/{proxy+}");
    expect(selectRoute("POST", "/health")).toBeUndefined();
    expect(selectRoute("GET", "/calculator/api/get-calculator/7")).toBe(
      "GET /calculator/api/get-calculator/{calculatorId}",
    );
  });

  it("writes a result's cookies as one Set-Cookie each, and a base64 body as bytes", () => {
    const res = responseOf({
      kind: "result",
      payloadBytes: 10,
      result: {
        statusCode: 201,
        cookies: ["a=1; Path=/", "b=2; Path=/"],
        body: "AAEC",
        isBase64Encoded: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.filter(([k]) => k === "set-cookie").map(([, v]) => v)).toEqual([
      "a=1; Path=/",
      "b=2; Path=/",
    ]);
    expect([...res.body]).toEqual([0, 1, 2]);
    expect(responseOf({ kind: "timeout" }).status).toBe(500);
    expect(responseOf({ kind: "error", errorType: "Error", errorMessage: "x" }).status).toBe(500);
  });
});
