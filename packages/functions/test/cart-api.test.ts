import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Cart } from "@printshop/core";
import { db } from "../../core/src/dynamo/db";
import { createApp, useDefinitionTtl } from "./built";
import { startTestServer } from "./server";
import { businessCards, magazine, visitor } from "./shop-client";

// The request counts below are of WARM calls: a definition cache must not expire between two adds
// however slow the machine is, so the built server's caches keep what they load for an hour while
// this file runs. How long a cached definition lives, and changed(...), are tested in
// core/src/cache.test.ts and definitions-cache.test.ts with a controlled clock.
const HOUR = 60 * 60 * 1000;

let server: Awaited<ReturnType<typeof startTestServer>>;

describe("the cart over tRPC and the REST shims", () => {
  beforeAll(async () => {
    server = await startTestServer({ sites: false });
    useDefinitionTtl(HOUR);
  });
  afterAll(async () => {
    useDefinitionTtl();
    await server?.close();
  });

  it("an empty visitor has an empty cart and no cookie, at no DynamoDB cost", async () => {
    const v = visitor(server.url);
    const cart = await v.query("shop.cart.get");
    expect(cart.status).toBe(200);
    expect(cart.body.result.data).toMatchObject({
      items: [],
      count: 0,
      currency: "PLN",
      totalNet: 0,
      totalGross: 0,
    });
    expect((await v.query("shop.cart.count")).body.result.data).toBe(0);
    expect(v.setCookies).toEqual([]);
  });

  it("add prices the line on the server and ignores a tampered priceNet; the cookie is HttpOnly, SameSite=Lax", async () => {
    const v = visitor(server.url);
    const quote = await v.query("shop.calculator.quote", {
      calculatorId: 5,
      selections: magazine().selections,
      vat: 8,
    });
    const expected = quote.body.result.data.rows.find(
      (r: { quantity: number }) => r.quantity === 100,
    ).standard;
    const added = await v.mutate("shop.cart.add", {
      config: magazine(100),
      mode: "standard",
      vat: 8,
      priceNet: 0.01,
      priceGross: 0.01,
      productName: "Hacked",
    });
    expect(added.status).toBe(200);
    const { item, cart, success } = added.body.result.data;
    expect(success).toBe(true);
    expect(item).toMatchObject({
      productName: "Czasopisma",
      mode: "standard",
      quantity: 100,
      vat: 8,
      priceNet: expected.net,
      priceGross: expected.gross,
    });
    expect(cart.totalNet).toBe(expected.net);
    const cookie = v.setCookies.find((c) => c.startsWith("cart="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(v.jar.get("cart")!.length).toBeGreaterThanOrEqual(22);
    // The stored line carries the server's price: read it back.
    const again = await v.query("shop.cart.get");
    expect(again.body.result.data.items[0].priceNet).toBe(expected.net);
  });

  it("get costs one DynamoDB read and a warm add one write", async () => {
    const v = visitor(server.url);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const add = await v.mutate("shop.cart.add", { config: businessCards(250), mode: "express" });
    expect(add.status).toBe(200);
    expect(add.requests).toBe(1);
    const get = await v.query("shop.cart.get");
    expect(get.requests).toBe(1);
    expect(get.body.result.data.count).toBe(2);
    expect((await v.query("shop.cart.count")).requests).toBe(1);
  });

  it("two adds of the same configuration are two lines; remove by id and by index; clear", async () => {
    const v = visitor(server.url);
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const third = await v.mutate("shop.cart.add", { config: businessCards(), mode: "standard" });
    expect(third.body.result.data.cart.count).toBe(3);
    const ids = third.body.result.data.cart.items.map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(3);
    const afterRemove = await v.mutate("shop.cart.remove", { id: ids[0] });
    expect(afterRemove.body.result.data.count).toBe(2);
    expect(afterRemove.body.result.data.items.map((i: { id: string }) => i.id)).not.toContain(
      ids[0],
    );
    const byIndex = await v.post("/api/cart/remove", { id: 0 });
    expect(byIndex.status).toBe(200);
    expect(byIndex.body.count).toBe(1);
    const missing = await v.mutate("shop.cart.remove", { id: "nope" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.data.code).toBe("cart.line_not_found");
    const cleared = await v.mutate("shop.cart.clear");
    expect(cleared.body.result.data).toMatchObject({ count: 0, totalNet: 0 });
  });

  it("another visitor's cookie neither reads nor changes the cart", async () => {
    const alice = visitor(server.url);
    const bob = visitor(server.url);
    const added = await alice.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const lineId = added.body.result.data.item.id;
    await bob.mutate("shop.cart.add", { config: businessCards(500), mode: "express" });
    expect(bob.jar.get("cart")).not.toBe(alice.jar.get("cart"));
    const bobsView = (await bob.query("shop.cart.get")).body.result.data;
    expect(bobsView.items.map((i: { id: string }) => i.id)).not.toContain(lineId);
    expect((await bob.mutate("shop.cart.remove", { id: lineId })).status).toBe(404);
    await bob.mutate("shop.cart.clear");
    await bob.mutate("shop.cart.update", { currency: "EUR" });
    const alicesView = (await alice.query("shop.cart.get")).body.result.data;
    expect(alicesView.items.map((i: { id: string }) => i.id)).toEqual([lineId]);
    expect(alicesView.currency).toBe("PLN");
    // A forged cookie that is not a cart id is treated as no cart.
    const mallory = visitor(server.url);
    mallory.jar.set("cart", "short");
    expect((await mallory.query("shop.cart.get")).body.result.data.count).toBe(0);
  });

  it("currency EUR converts every figure and sums converted lines; zero VAT only for en/de", async () => {
    const v = visitor(server.url, "en");
    await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    await v.mutate("shop.cart.add", { config: businessCards(250), mode: "eco" });
    const eur = (await v.mutate("shop.cart.update", { currency: "EUR" })).body.result.data;
    expect(eur.currency).toBe("EUR");
    expect(eur.items[0].priceNet).toBe(Math.round((42.58 / 4.2537) * 100) / 100);
    expect(eur.totalNet).toBeCloseTo(eur.items[0].priceNet + eur.items[1].priceNet, 10);
    expect(eur.pln.net).toBeCloseTo(eur.items[0].pln.net + eur.items[1].pln.net, 10);
    const noVat = (await v.mutate("shop.cart.update", { noVat: true })).body.result.data;
    expect(noVat.noVat).toBe(true);
    expect(noVat.totalGross).toBe(noVat.totalNet);
    const pl = visitor(server.url, "pl");
    await pl.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const forcedOff = (await pl.mutate("shop.cart.update", { noVat: true })).body.result.data;
    expect(forcedOff.noVat).toBe(false);
    expect(forcedOff.items[0].priceGross).toBe(52.37);
    expect((await v.mutate("shop.cart.update", { currency: "USD" })).status).toBe(400);
  });

  it("the REST shims: add (price fields ignored), get, count, update, clear, and 4xx on bad bodies", async () => {
    const v = visitor(server.url);
    const add = await v.post("/api/cart/add", {
      productName: "x",
      priceNet: 1,
      priceGross: 1,
      config: businessCards(),
      mode: "eco",
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ success: true, item: { priceNet: 42.58, priceGross: 52.37 } });
    expect((await v.get("/api/cart/get")).body.count).toBe(1);
    expect((await v.get("/api/cart/count")).body).toBe(1);
    expect((await v.post("/api/cart/update", { currency: "EUR" })).body.currency).toBe("EUR");
    expect((await v.post("/api/cart/clear")).body.count).toBe(0);
    const bad = await v.post("/api/cart/add", {
      config: { kind: "table", productId: "10" },
      mode: "eco",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.length).toBeGreaterThan(0);
    const badMode = await v.post("/api/cart/add", { config: businessCards(), mode: "turbo" });
    expect(badMode.status).toBe(400);
    expect((await v.post("/api/cart/update", {})).status).toBe(400);
  });

  it("a configuration that cannot be priced is refused with field errors (conflict, missing run, bad VAT)", async () => {
    const v = visitor(server.url, "en");
    const conflict = await v.mutate("shop.cart.add", {
      config: magazine(100, { 504: 5041, 505: 5052 }),
      mode: "eco",
    });
    expect(conflict.status).toBe(400);
    expect(conflict.body.error.data.code).toBe("cart.config_invalid");
    expect(conflict.body.error.data.fields[0].message).toContain("cannot be ordered together");
    const noRun = await v.mutate("shop.cart.add", { config: businessCards(7), mode: "eco" });
    expect(noRun.status).toBe(400);
    expect(noRun.body.error.data.code).toBe("cart.quantity_unavailable");
    const vat = await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco", vat: 5 });
    expect(vat.status).toBe(400);
  });

  it("a label line is priced by the label rules", async () => {
    const v = visitor(server.url);
    const input = {
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
    };
    const res = await v.mutate("shop.cart.add", {
      config: { kind: "label", productId: 1, input },
      mode: "eco",
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data.item).toMatchObject({
      productName: "Etykiety na rolce",
      priceNet: 112.9,
      priceGross: 138.87,
      quantity: 500,
    });
  });

  it("a line's run changes in the cart: the server prices it again (mode and VAT kept), refuses a run not offered, and another cart's line is not found (issue 28, fault 10)", async () => {
    const v = visitor(server.url, "en");
    const added = await v.mutate("shop.cart.add", { config: businessCards(100), mode: "eco" });
    const id = added.body.result.data.item.id as string;
    // What 250 costs when added afresh: the changed line must cost the same, whatever the page sends.
    const fresh = await visitor(server.url, "en").mutate("shop.cart.add", {
      config: businessCards(250),
      mode: "eco",
    });
    const changed = await v.mutate("shop.cart.setQuantity", { id, quantity: 250, priceNet: 1 });
    expect(changed.status).toBe(200);
    const item = changed.body.result.data.items[0];
    expect(item).toMatchObject({ id, quantity: 250, mode: "eco", vat: 23 });
    expect(item.priceNet).toBe(fresh.body.result.data.item.priceNet);
    expect(item.priceNet).not.toBe(added.body.result.data.item.priceNet);
    const stored = (await Cart.load(v.jar.get("cart")!))!.lines[0]!;
    expect(stored.config).toMatchObject({ kind: "table", quantity: 250 });
    expect(stored.quantity).toBe(250);
    // A run the product does not offer, in English; nothing written.
    const noRun = await v.mutate("shop.cart.setQuantity", { id, quantity: 7 });
    expect(noRun.status).toBe(400);
    expect(noRun.body.error.message).toBe(
      "A run of 7 pcs is not available for this configuration.",
    );
    expect((await Cart.load(v.jar.get("cart")!))!.lines[0]!.quantity).toBe(250);
    // Bounded before anything is priced.
    expect((await v.mutate("shop.cart.setQuantity", { id, quantity: 0 })).status).toBe(400);
    expect((await v.mutate("shop.cart.setQuantity", { id, quantity: 1e9 })).status).toBe(400);
    // Another visitor names the line: not theirs.
    const other = await visitor(server.url, "en").mutate("shop.cart.setQuantity", {
      id,
      quantity: 250,
    });
    expect(other.status).toBe(404);
  });

  it("a cart survives a server restart (state lives in the table) and its TTL is 30 days from the last write", async () => {
    const v = visitor(server.url);
    const added = await v.mutate("shop.cart.add", { config: businessCards(), mode: "eco" });
    const cartId = v.jar.get("cart")!;
    const stored = await Cart.load(cartId);
    const in30Days = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    expect(stored!.expiresAt).toBeGreaterThan(in30Days - 60);
    expect(stored!.expiresAt).toBeLessThanOrEqual(in30Days + 1);
    // A second server process over the same table (a restart) reads the same cart by the cookie.
    const other: Server = await new Promise((ok) => {
      const s = createApp({}).listen(0, "127.0.0.1", () => ok(s));
    });
    try {
      const restarted = visitor(`http://localhost:${(other.address() as AddressInfo).port}`);
      restarted.jar.set("cart", cartId);
      const seen = (await restarted.query("shop.cart.get")).body.result.data;
      expect(seen.items.map((i: { id: string }) => i.id)).toEqual([added.body.result.data.item.id]);
    } finally {
      await new Promise((ok) => other.close(ok));
    }
    // Past its TTL (DynamoDB deletes lazily) the cart reads as empty.
    await db()
      .entities.cart.patch({ cartId })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await v.query("shop.cart.get")).body.result.data.count).toBe(0);
    // and the next add starts afresh rather than reviving the expired lines.
    const next = await v.mutate("shop.cart.add", { config: businessCards(250), mode: "eco" });
    expect(next.body.result.data.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([
      250,
    ]);
  });
});
