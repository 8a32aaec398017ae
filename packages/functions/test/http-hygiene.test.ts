import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Account, Cart } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { startTestServer } from "./server";
import { handler } from "./built";
import { lambdaEvent } from "./lambda-event";
import { contentSecurityPolicy, HSTS } from "../src/http/security-headers";
import { visitor, businessCards } from "./shop-client";

/** Issue 14 items 4, 5, 7 (readiness), 8, 9, 11: malformed requests, headers, client IP, cart ids, void mutations. */
let server: Awaited<ReturnType<typeof startTestServer>>;
let untrusting: Awaited<ReturnType<typeof startTestServer>>;

const expectSecurityHeaders = (
  get: (name: string) => string | null | undefined,
  https: boolean,
) => {
  expect(get("content-security-policy")).toBe(contentSecurityPolicy(https ? undefined : []));
  expect(get("content-security-policy")).toContain("frame-ancestors 'none'");
  expect(get("content-security-policy")).toContain("script-src 'self';");
  expect(get("content-security-policy")).toContain("worker-src 'self' blob:");
  expect(get("x-content-type-options")).toBe("nosniff");
  expect(get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(get("x-frame-options")).toBe("DENY");
  if (https) expect(get("strict-transport-security")).toBe(HSTS);
  else expect(get("strict-transport-security") ?? null).toBeNull();
};

describe("HTTP hygiene on both hosts", () => {
  beforeAll(async () => {
    server = await startTestServer();
    untrusting = await startTestServer({ sites: false, trustProxy: "" });
  });
  afterAll(async () => {
    await server?.close();
    await untrusting?.close();
  });

  it("malformed percent-encoding in the path is a 400 JSON error on tRPC, REST and static paths (Express)", async () => {
    for (const path of [
      "/trpc/%E0%A4%A",
      "/api/product/%E0%A4%A",
      "/assets/%E0%A4%A.js",
      "/%C0%AF",
      "/trpc/shop.catalogue.home%",
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: { "x-locale": "en" } });
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("input.bad_url");
      expect(body.error.message).toBe("The request address is malformed.");
    }
  });

  it("the same in the Lambda, and a malformed Host is a 400 too, never an unhandled throw", async () => {
    for (const path of ["/trpc/%E0%A4%A", "/api/product/%E0%A4%A"]) {
      const res = await handler(lambdaEvent("GET", path, { sourceIp: "198.51.100.7" }));
      expect(res.statusCode, path).toBe(400);
      expect(JSON.parse(res.body as string).error.code).toBe("input.bad_url");
    }
    // (A malformed x-forwarded-host from CloudFront: edge.test.ts.)
    const badHost = await handler(
      lambdaEvent("GET", "/trpc/shop.catalogue.home", { headers: { host: "a b/c" } }),
    );
    expect(badHost.statusCode).toBe(400);
    expect(JSON.parse(badHost.body as string).error.code).toBe("input.bad_header");
  });

  it("security headers on HTML, assets, API answers and errors of the Express server (no HSTS over plain HTTP)", async () => {
    const html = await fetch(`${server.url}/en/cart`, { headers: { accept: "text/html" } });
    expect(await html.text()).toContain('<div id="app">');
    const page = await (await fetch(`${server.url}/`, { headers: { accept: "text/html" } })).text();
    const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(page)![1];
    const responses = await Promise.all([
      fetch(`${server.url}/`, { headers: { accept: "text/html" } }),
      fetch(`${server.url}${asset}`),
      fetch(
        `${server.url}/trpc/shop.catalogue.home?input=${encodeURIComponent(JSON.stringify({ locale: "pl" }))}`,
      ),
      fetch(`${server.url}/api/nothing`),
      fetch(`${server.url}/trpc/%E0%A4%A`),
      fetch(`${server.url}/health`),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 404, 400, 200]);
    for (const res of [html, ...responses]) expectSecurityHeaders((n) => res.headers.get(n), false);
    // API answers, a query's and errors alike, are never stored by a cache.
    for (const res of responses.slice(2)) expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("HSTS when the Express server is reached over HTTPS through a trusted proxy", async () => {
    const res = await fetch(`${server.url}/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBe(HSTS);
    // Not from a client the server does not trust as a proxy.
    const spoofed = await fetch(`${untrusting.url}/health`, {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });

  it("security headers (with HSTS) on the Lambda's API answers, 404s and errors", async () => {
    for (const event of [
      lambdaEvent(
        "GET",
        `/trpc/shop.catalogue.home?input=${encodeURIComponent(JSON.stringify({ locale: "pl" }))}`,
      ),
      lambdaEvent("GET", "/nothing/here"),
      lambdaEvent("GET", "/trpc/%E0%A4%A"),
    ]) {
      const res = await handler(event);
      expectSecurityHeaders((n) => res.headers?.[n] as string | undefined, true);
    }
  });

  it("the built pages have no inline script, so the strict CSP holds", () => {
    for (const app of ["shop", "admin"]) {
      const html = readFileSync(
        resolve(import.meta.dirname, `../../${app}/dist/index.html`),
        "utf8",
      );
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, content] of scripts) {
        expect(attributes).toMatch(/\bsrc="\//);
        expect(content!.trim()).toBe("");
      }
      expect(html).not.toMatch(/\son[a-z]+="/i);
    }
  });

  it("X-Forwarded-For is ignored unless TRUST_PROXY names the proxy: a new header each time does not reset the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= Account.CHECK_EMAIL_LIMIT.limit; i++) {
      const res = await fetch(`${untrusting.url}/api/register/check-email`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i + 1}` },
        body: JSON.stringify(`spoof-${i}@example.com`),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("/health is liveness, /health/ready checks the table", async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("a void mutation sent by tRPC's non-batched link (POST, no body) is served, not a 400", async () => {
    for (const headers of [{ "content-type": "application/json" }, {}] as Record<
      string,
      string
    >[]) {
      const res = await fetch(`${server.url}/trpc/shop.account.signOut`, {
        method: "POST",
        headers,
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as any).result.data).toEqual({ ok: true });
    }
  });

  it("cart ids: minted by the server, 160 bits of lower-case base32; a made-up id starts a new cart with a new cookie", async () => {
    const ids = new Set(Array.from({ length: 200 }, () => Cart.newId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{32}$/);

    const v = visitor(server.url);
    const madeUp = "a".repeat(32);
    v.jar.set("cart", madeUp);
    const added = await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    expect(added.status).toBe(200);
    const minted = v.jar.get("cart")!;
    expect(minted).not.toBe(madeUp);
    expect(minted).toMatch(Cart.ID_PATTERN);
    expect((await db().entities.cart.get({ cartId: madeUp }).go()).data).toBeNull();
    expect((await v.query("shop.cart.get")).body.result.data.count).toBe(1);
  });

  it("cart ids are case-exact: the upper-cased cookie of a cart opens no cart, and a write gets a fresh one", async () => {
    const v = visitor(server.url);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const id = v.jar.get("cart")!;
    const other = visitor(server.url);
    other.jar.set("cart", id.toUpperCase());
    expect((await other.query("shop.cart.get")).body.result.data.count).toBe(0);
    await other.mutate("shop.cart.add", { config: businessCards(250), mode: "eco" });
    expect(other.jar.get("cart")).not.toBe(id);
    expect(other.jar.get("cart")).not.toBe(id.toUpperCase());
    expect((await v.query("shop.cart.get")).body.result.data.count).toBe(1);
  });

  it("a cart that expired from the table (cookie still held) is replaced by a new one on the next write", async () => {
    const v = visitor(server.url);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const id = v.jar.get("cart")!;
    await db().entities.cart.delete({ cartId: id }).go();
    const again = await v.mutate("shop.cart.update", { currency: "EUR" });
    expect(again.status).toBe(200);
    expect(v.jar.get("cart")).not.toBe(id);
    expect((await db().entities.cart.get({ cartId: id }).go()).data).toBeNull();
  });
});
