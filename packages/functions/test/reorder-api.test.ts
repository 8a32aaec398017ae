import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { db } from "@printshop/core/dynamo/db";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { startServerWithDiskStore } from "./server";
import { built } from "./built";
import { guest, label, visitor, type Visitor } from "./shop-client";
import { makeUser, sessionCookieFor } from "./accounts";
import { makeTableProduct } from "./price-fixture";

/**
 * Issue 31 item 2 over HTTP: `shop.account.reorder` puts a customer's own earlier order into the
 * cart at today's price with its print files, names what is gone, and is idempotent per key.
 */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
let staff: Visitor;

const key = () => `k${randomUUID().replace(/-/g, "")}`;
const data = (r: { body: any }) => r.body.result.data;

async function customer(locale = "en") {
  const user = await makeUser();
  const v = visitor(server.url, locale);
  v.jar.set("session", (await sessionCookieFor(user.userId)).sessionId);
  return v;
}

async function upload(v: Visitor, lineId: string, fileName: string, bytes: Uint8Array) {
  const p = data(
    await v.mutate("shop.upload.presign", { lineId, fileName, size: bytes.byteLength }),
  );
  const put = await fetch(new URL(p.url, server.url), {
    method: "PUT",
    headers: p.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  return data(await v.mutate("shop.upload.complete", { uploadId: p.uploadId }));
}

/** Adds the configurations, uploads a PDF to the first line, places the order: its id and lines. */
async function placeOrder(v: Visitor, configs: unknown[]) {
  const ids: string[] = [];
  for (const config of configs) {
    const added = await v.mutate("shop.cart.add", { config, mode: "eco" });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    ids.push(data(added).item.id);
  }
  await upload(v, ids[0]!, "artwork.pdf", await makePdf([54, 34]));
  // Placed whatever the preflight said on a loaded machine (a check that timed out asks for it).
  await v.mutate("shop.upload.prepress", { lineId: ids[0], prepressFix: true });
  const placed = await v.mutate("shop.checkout.place", {
    idempotencyKey: key(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: guest,
    termsAccepted: true,
    withdrawalWaiver: true,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { orderId: data(placed).orderId as string, lineIds: ids };
}

async function setPrice(productId: number, combination: string, net: string) {
  const got = data(await staff.query("admin.prices.get", { productId, combination }));
  const saved = await staff.mutate("admin.prices.save", {
    productId,
    combination,
    cells: [{ copy: 100, net }],
    version: got.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const cartOf = async (v: Visitor) => data(await v.query("shop.cart.get", { locale: "en" }));

describe("order again (shop.account.reorder)", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    server = await startServerWithDiskStore("reorder-");
    staff = visitor(server.url, "en");
    const admin = await makeUser("catalogue");
    staff.jar.set("session", (await sessionCookieFor(admin.userId)).sessionId);
  });
  afterAll(() => server?.close());

  it("shows today's price against the paid one, then adds every line at today's price with the order's files, once per key", async () => {
    const p = await makeTableProduct();
    const v = await customer();
    const table = {
      kind: "table",
      productId: p.productId,
      valueIds: [p.ids.a1, p.ids.b1],
      quantity: 100,
    };
    const order = await placeOrder(v, [table, label()]);
    const paid = data(await v.query("shop.account.order", { orderId: order.orderId }));
    await setPrice(p.productId, p.first, "15");
    built.changed();

    const k = key();
    const asked = await v.mutate("shop.account.reorder", {
      orderId: order.orderId,
      idempotencyKey: k,
    });
    expect(asked.status).toBe(200);
    expect(data(asked).status).toBe("confirm");
    const shown = data(asked).lines;
    expect(shown[0]).toMatchObject({ paidNet: "10.00", todayNet: "15.00", changed: true });
    expect(shown[1]).toMatchObject({ changed: false });
    expect(shown[1].todayNet).toBe(shown[1].paidNet);
    // Nothing goes in before the customer accepted today's price.
    expect((await cartOf(v)).count).toBe(0);

    const accepted = shown.map((l: { lineId: string; todayNet: string }) => ({
      lineId: l.lineId,
      net: l.todayNet,
    }));
    const added = await v.mutate("shop.account.reorder", {
      orderId: order.orderId,
      idempotencyKey: k,
      accepted,
    });
    expect(data(added).status).toBe("added");
    expect(data(added).lines.map((l: { files: number }) => l.files)).toEqual([1, 0]);
    const cart = await cartOf(v);
    expect(cart.items.map((i: { pln: { net: number } }) => i.pln.net)).toEqual([
      15,
      Number(shown[1].todayNet),
    ]);
    expect(cart.items[0].params).toEqual(expect.arrayContaining([{ title: "A", value: "a1" }]));
    expect(paid.lines[0].quantity).toBe(cart.items[0].quantity);

    // The order's file is on the new line, with its verdict (no new check), the same stored object.
    const lines = data(await v.query("shop.upload.list")).lines;
    const before = (await readdir(join(server.store, "print-files"), { recursive: true })).length;
    expect(lines[0].files).toHaveLength(1);
    expect(lines[0].files[0]).toMatchObject({ fileName: "artwork.pdf", status: "attached" });
    expect(lines[0].files[0].preflight.verdict).toBeTruthy();
    const placed = (await db().entities.order.get({ orderId: order.orderId }).go()).data!;
    // The earlier line's prepress choice comes along (the order kept it where its file needed it).
    expect(lines[0].prepressFix).toBe(placed.lines[0]!.prepressFix === true);
    const record = (
      await db()
        .entities.upload.query.byCart({ cartId: v.jar.get("cart")! })
        .go()
    ).data;
    expect(
      record.filter((r) => r.lineId === cart.items[0].id).map((r) => [r.key, r.shared]),
    ).toEqual([[placed.files![0]!.key, true]]);

    // A double click (the same key) adds nothing more.
    const again = await v.mutate("shop.account.reorder", {
      orderId: order.orderId,
      idempotencyKey: k,
      accepted,
    });
    expect(data(again).status).toBe("added");
    expect((await cartOf(v)).count).toBe(2);

    // Removing the shared file from the new cart keeps the earlier order's object.
    const removed = await v.mutate("shop.upload.remove", { uploadId: lines[0].files[0].uploadId });
    expect(removed.status).toBe(200);
    expect((await readdir(join(server.store, "print-files"), { recursive: true })).length).toBe(
      before,
    );
  });

  it("one line only (lineIds); a price unchanged goes in at once", async () => {
    const v = await customer();
    const order = await placeOrder(v, [label(), label({ width: 60 })]);
    const res = await v.mutate("shop.account.reorder", {
      orderId: order.orderId,
      lineIds: [order.lineIds[1]],
      idempotencyKey: key(),
    });
    expect(data(res).status).toBe("added");
    const cart = await cartOf(v);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].config.input.width).toBe(60);
    const wrong = await v.mutate("shop.account.reorder", {
      orderId: order.orderId,
      lineIds: ["nope"],
      idempotencyKey: key(),
    });
    expect(wrong.status).toBe(404);
  });

  it("another customer's order is not found and nothing goes into that customer's cart; a visitor is refused", async () => {
    const owner = await customer();
    const order = await placeOrder(owner, [label()]);
    const other = await customer("de");
    const res = await other.mutate("shop.account.reorder", {
      orderId: order.orderId,
      idempotencyKey: key(),
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).not.toMatch(/order\.not_found/);
    expect((await cartOf(other)).count).toBe(0);
    const anonymous = visitor(server.url, "pl");
    const refused = await anonymous.mutate("shop.account.reorder", {
      orderId: order.orderId,
      idempotencyKey: key(),
    });
    expect(refused.status).toBe(401);
    const bad = await owner.mutate("shop.account.reorder", {
      orderId: "x".repeat(65),
      idempotencyKey: key(),
    });
    expect(bad.status).toBe(400);
  });

  it("a retired option and a deactivated product are named in the caller's language; the rest still goes in", async () => {
    const p = await makeTableProduct();
    const gone = await makeTableProduct();
    const v = await customer("pl");
    const order = await placeOrder(v, [
      label(),
      { kind: "table", productId: p.productId, valueIds: [p.ids.a2, p.ids.b1], quantity: 100 },
      {
        kind: "table",
        productId: gone.productId,
        valueIds: [gone.ids.a1, gone.ids.b1],
        quantity: 100,
      },
    ]);
    // a2 of attribute A is retired; the other product is switched off.
    const attrs = (await db().entities.attribute.query.byId({ productId: p.productId }).go()).data;
    const a = attrs.find((x) => x.title.pl === "A")!;
    await db()
      .entities.attribute.patch({ productId: p.productId, attributeId: a.attributeId })
      .set({ values: a.values.filter((x) => x.id !== p.ids.a2) })
      .go();
    await db().entities.product.patch({ productId: gone.productId }).set({ active: false }).go();
    built.changed();

    const res = data(
      await v.mutate("shop.account.reorder", { orderId: order.orderId, idempotencyKey: key() }),
    );
    expect(res.status).toBe("added");
    expect(res.lines).toHaveLength(1);
    expect(res.skipped.map((s: { code: string }) => s.code)).toEqual([
      "reorder.option_gone",
      "reorder.product_gone",
    ]);
    expect(res.skipped[0].message).toContain("„A: a2”");
    expect(res.skipped[0].message).toContain(`Table ${p.productId}`);
    expect(res.skipped[1].message).toBe(
      `„Table ${gone.productId}” nie jest już w ofercie, więc nie trafił do koszyka.`,
    );
    expect((await cartOf(v)).count).toBe(1);
  });
});
