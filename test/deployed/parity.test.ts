import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Seed } from "@printshop/core";
import { built } from "../../packages/functions/test/built";
import { useTestTable } from "../db";
import { startDeployedShape, type DeployedShape } from "./index";

/**
 * Issue 26's "must show": a navigation through the deployed shape (CloudFront → API Gateway → the
 * bundled Lambda, which renders with the shop's server entry shipped in its bundle) answers the
 * same bytes as the local server (Express, the shop's dist-server) for the same request, over the
 * same table, apart from the render's own instant (the state's `at`).
 */
const root = resolve(import.meta.dirname, "../..");
// DynamoDB Local keeps one database per region: the table is made where the Lambda looks for it.
process.env.AWS_REGION = "eu-central-1";
let shape: DeployedShape;
let local: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const { endpoint, table } = await useTestTable("parity");
  await Seed.load();
  shape = await startDeployedShape({ dynamoEndpoint: endpoint, table });
  // The local server as built (dist/local.mjs), on the same table.
  built.configureDatabase({ endpoint, table });
  const app = built.createApp({
    trustProxy: "loopback",
    sites: {
      shop: resolve(root, "packages/shop/dist"),
      admin: resolve(root, "packages/admin/dist"),
    },
  });
  const server: Server = await new Promise((ok) => {
    const s = app.listen(0, "127.0.0.1", () => ok(s));
  });
  local = {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
});
afterAll(async () => {
  await local?.close();
  await shape?.close();
});

/** A navigation's answer, following one redirect (a language's own slug may answer 301). */
async function navigate(base: string, path: string, cookie?: string) {
  const headers = {
    accept: "text/html,application/xhtml+xml",
    "accept-encoding": "gzip, br",
    ...(cookie ? { cookie } : {}),
  };
  let res = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  if (res.status === 301 || res.status === 308) {
    const location = new URL(res.headers.get("location")!, base);
    res = await fetch(`${base}${location.pathname}${location.search}`, {
      headers,
      redirect: "manual",
    });
  }
  return {
    status: res.status,
    cacheControl: res.headers.get("cache-control"),
    body: await res.text(),
  };
}

/**
 * The render's instants, the one per-request value of a rendered page: when it was rendered
 * (ServerState.at) and when each query of its state got its data (TanStack Query's
 * dataUpdatedAt, dehydratedAt), in milliseconds.
 */
const masked = (page: string) =>
  page.replace(/"(at|dehydratedAt|dataUpdatedAt)":\d{13}\b/g, '"$1":0');

/** Equal, or the first difference with some context (a page is ~100 KB: a whole diff drowns it). */
function expectSame(a: string, b: string, what: string) {
  if (a === b) return;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  expect(a.slice(Math.max(0, i - 200), i + 200), `${what}: first difference at ${i}`).toBe(
    b.slice(Math.max(0, i - 200), i + 200),
  );
}

describe("a rendered navigation is the same in both shapes", () => {
  it("/de/etykiety-na-rolce after choosing EUR: German, in euros, byte for byte the local server's", async () => {
    // The currency is the cart's (the shop keeps no currency cookie): choosing it makes the cart.
    const chosen = await fetch(`${shape.url}/trpc/shop.cart.update`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: shape.url },
      body: JSON.stringify({ currency: "EUR" }),
    });
    expect(chosen.status).toBe(200);
    const cart = chosen.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("cart="));
    expect(cart).toMatch(/^cart=[a-z2-7]{32}$/);

    // A first navigation loads the Lambda's renderer and the page's chunks: on a busy machine it
    // may pass the render deadline and get the shell (render/lambda-pages.ts). Not what is compared.
    await navigate(shape.url, "/de/etykiety-na-rolce", cart);
    await navigate(local.url, "/de/etykiety-na-rolce", cart);
    const deployed = await navigate(shape.url, "/de/etykiety-na-rolce", cart);
    const there = await navigate(local.url, "/de/etykiety-na-rolce", cart);
    expect(deployed.status).toBe(200);
    expect(there.status).toBe(200);
    // The visitor's own page: no shared cache keeps it.
    expect(deployed.cacheControl).toBe("private, no-store");
    expect(there.cacheControl).toBe("private, no-store");
    const page = deployed.body;
    expect(page).toMatch(/<html lang="de" data-hydrating>/);
    expect(page).toMatch(/<title>[^<]*Etiketten[^<]*<\/title>/);
    expect(page).toContain('"currency":"EUR"');
    // The label prices in euros (the footer's company data keeps its share capital in złoty).
    const prices = page.slice(page.indexOf('data-testid="label-prices"'));
    expect(prices.slice(0, 4000)).toMatch(/\d,\d{2}\s*€/);
    expect(prices.slice(0, 4000)).not.toMatch(/zł/);
    expectSame(masked(page), masked(there.body), "/de/etykiety-na-rolce");
    expect(page.match(/"at":\d{13}\b/g)).toHaveLength(1);
  });

  it("an anonymous visitor's home page, in each language, is the same in both shapes", async () => {
    for (const path of ["/", "/en", "/de"]) {
      const deployed = await navigate(shape.url, path);
      const there = await navigate(local.url, path);
      expect(deployed.status, path).toBe(200);
      expect(deployed.cacheControl, path).toBe(
        "public, max-age=10, s-maxage=60, stale-while-revalidate=60",
      );
      expect(deployed.body, path).toContain('id="ssr-state"');
      expectSame(masked(deployed.body), masked(there.body), path);
    }
  });
});
