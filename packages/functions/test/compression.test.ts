import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "node:http";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { pickEncoding } from "../src/local/host";
import { startTestServer } from "./server";

/**
 * The local server compresses text (issue 15, goal 4): the built SPAs' JS, CSS, HTML and SVG in
 * brotli or gzip as the client asks, with a year's immutable caching on Vite's hashed `assets/`
 * and `no-cache` on index.html; large JSON answers too. Raw HTTP (node:http), so that what is on
 * the wire is what the test reads (fetch would decompress).
 */
const root = resolve(import.meta.dirname, "../../..");
let server: Awaited<ReturnType<typeof startTestServer>>;

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((ok, fail) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}
const decode = (res: { headers: Record<string, unknown>; body: Buffer }) =>
  res.headers["content-encoding"] === "br"
    ? brotliDecompressSync(res.body)
    : res.headers["content-encoding"] === "gzip"
      ? gunzipSync(res.body)
      : res.body;

describe("local server: compression and caching headers", () => {
  let asset: string;
  let css: string | undefined;

  beforeAll(async () => {
    server = await startTestServer();
    const html = readFileSync(resolve(root, "packages/shop/dist/index.html"), "utf8");
    asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  });
  afterAll(async () => server?.close());

  it("sends a hashed script brotli-compressed, byte-identical once decoded, immutable for a year", async () => {
    const file = readFileSync(resolve(root, "packages/shop/dist", `.${asset}`));
    const res = await get(asset, { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(file.length / 2);
    expect(decode(res).equals(file)).toBe(true);
  });

  it("gzip for a client without brotli, nothing for one without either (same bytes, same caching)", async () => {
    const file = readFileSync(resolve(root, "packages/shop/dist", `.${asset}`));
    const gz = await get(asset, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decode(gz).equals(file)).toBe(true);
    const plain = await get(asset);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body.equals(file)).toBe(true);
    const refused = await get(asset, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("CSS is compressed too", async () => {
    if (!css) return expect(css, "the shop's index.html links no stylesheet").toBeUndefined();
    const res = await get(css, { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("text/css");
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("index.html (a navigation, the history fallback, the admin's) is compressed and no-cache", async () => {
    const index = readFileSync(resolve(root, "packages/shop/dist/index.html"));
    for (const path of ["/en/login", "/en/some/page"]) {
      const res = await get(path, { accept: "text/html", "accept-encoding": "gzip, br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(decode(res).equals(index)).toBe(true);
    }
    // A server-rendered page (the home page, issue 15): compressed; an anonymous visitor's is
    // everyone's (kept a minute at the edge, issue 26), a visitor with a cart gets their own.
    const home = await get("/", { accept: "text/html", "accept-encoding": "gzip, br" });
    expect(home.status).toBe(200);
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["cache-control"]).toBe(
      "public, max-age=10, s-maxage=60, stale-while-revalidate=60",
    );
    expect(home.headers.vary).toBe("Accept-Encoding, Cookie");
    const withCart = await get("/", {
      accept: "text/html",
      "accept-encoding": "br",
      cookie: "cart=abcdefghijklmnopqrstuvwxyz234567",
    });
    expect(withCart.headers["cache-control"]).toBe("private, no-store");
    expect(decode(home).toString("utf8")).toContain(
      '<script type="application/json" id="ssr-state">',
    );
    const admin = await get("/admin/orders", { accept: "text/html", "accept-encoding": "gzip" });
    expect(admin.headers["content-encoding"]).toBe("gzip");
    expect(admin.headers["cache-control"]).toBe("no-cache");
    expect(
      decode(admin).equals(readFileSync(resolve(root, "packages/admin/dist/index.html"))),
    ).toBe(true);
  });

  it("a repeated request with the ETag is a 304 without a body", async () => {
    const first = await get(asset, { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get(asset, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("a large JSON answer is compressed, a small one is not; both unchanged once decoded", async () => {
    const home = `/trpc/shop.catalogue.home?input=${encodeURIComponent(JSON.stringify({ locale: "pl" }))}`;
    const plain = await get(home);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    const packed = await get(home, { "accept-encoding": "br, gzip" });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers["x-dynamodb-requests"]).toBeDefined();
    expect(Number(packed.headers["content-length"])).toBe(packed.body.length);
    expect(JSON.parse(decode(packed).toString("utf8"))).toEqual(
      JSON.parse(plain.body.toString("utf8")),
    );
    const health = await get("/health", { "accept-encoding": "br, gzip" });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(health.body.toString("utf8"))).toEqual({ status: "ok" });
  });

  it("picks the encoding from Accept-Encoding as the client weighs it", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
