import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { Order } from "@printshop/core";
import { startServerWithDiskStore } from "./server";
import { guest, visitor, type Visitor } from "./shop-client";

let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;

const label = (over: Record<string, unknown> = {}) => ({
  kind: "label" as const,
  productId: 1,
  input: {
    width: 50,
    height: 30,
    quantity: 1000,
    material: 1,
    print: 1,
    enrichment: 1,
    application: 0,
    diameter: 76,
    gap: 4,
    winding: 0,
    ...over,
  },
});

async function lineOf(v: Visitor, over: Record<string, unknown> = {}) {
  const added = await v.mutate("shop.cart.add", { config: label(over), mode: "eco" });
  expect(added.status).toBe(200);
  return added.body.result.data.item.id as string;
}

async function upload(v: Visitor, lineId: string, bytes: Uint8Array) {
  const p = (
    await v.mutate("shop.upload.presign", { lineId, fileName: "label.pdf", size: bytes.byteLength })
  ).body.result.data;
  const put = await fetch(new URL(p.url, server.url), {
    method: "PUT",
    headers: p.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  const done = await v.mutate("shop.upload.complete", { uploadId: p.uploadId });
  expect(done.status).toBe(200);
  return done.body.result.data;
}

const place = (v: Visitor) =>
  v.mutate("shop.checkout.place", {
    idempotencyKey: randomUUID(),
    paymentMethodId: 1,
    shippingMethodId: 1,
    customer: guest,
    termsAccepted: true,
    withdrawalWaiver: true,
  });
const listed = async (v: Visitor, lineId: string) =>
  (await v.query("shop.upload.list")).body.result.data.lines.find(
    (l: { lineId: string }) => l.lineId === lineId,
  );

describe("a print file that needs prepress: the shopper's stored choice", () => {
  beforeAll(async () => {
    server = await startServerWithDiskStore("prepress-");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("a too-small PDF keeps the order from being placed until the line asks prepress to fix it; the order line keeps the choice", async () => {
    const v = visitor(server.url, "en");
    const lineId = await lineOf(v);
    const file = await upload(v, lineId, await makePdf([30, 20]));
    expect(file.preflight.verdict).toBe("error");
    expect((await listed(v, lineId)).prepressFix).toBe(false);

    const refused = await place(v);
    expect(refused.status).toBe(409);
    expect(refused.body.error.data.code).toBe("checkout.prepress_required");
    expect(refused.body.error.message).toContain("Roll labels");
    // Nothing was written: the cart still holds the line.
    expect((await v.query("shop.cart.get", { locale: "en" })).body.result.data.items).toHaveLength(
      1,
    );

    const chosen = await v.mutate("shop.upload.prepress", { lineId, prepressFix: true });
    expect(chosen.status).toBe(200);
    expect((await listed(v, lineId)).prepressFix).toBe(true);

    const placed = await place(v);
    expect(placed.status).toBe(200);
    const order = await Order.get(placed.body.result.data.orderId);
    expect(order!.lines.map((l) => [l.id, l.prepressFix])).toEqual([[lineId, true]]);
    // The back office's order detail (admin.orders.get) carries it to the people who fix files.
    const detail = await Order.getForAdmin({ orderId: order!.orderId }, "en");
    expect(
      detail.lines.map((l) => [l.id, l.prepressFix, l.files.map((f) => f.preflight?.verdict)]),
    ).toEqual([[lineId, true, ["error"]]]);
  });

  it("missing bleed blocks too; taking the choice back blocks again; a correct file needs no choice", async () => {
    const v = visitor(server.url, "pl");
    const bare = await lineOf(v);
    const good = await lineOf(v, { width: 100, height: 80 });
    expect(
      (await upload(v, bare, await makePdf([50, 30]))).preflight.issues.map(
        (i: { code: string }) => i.code,
      ),
    ).toEqual(["no_bleed"]);
    expect((await upload(v, good, await makePdf([104, 84]))).preflight.verdict).toBe("ok");

    expect((await place(v)).body.error.data.code).toBe("checkout.prepress_required");
    await v.mutate("shop.upload.prepress", { lineId: bare, prepressFix: true });
    await v.mutate("shop.upload.prepress", { lineId: bare, prepressFix: false });
    const again = await place(v);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain("Etykiety na rolce");

    await v.mutate("shop.upload.prepress", { lineId: bare, prepressFix: true });
    const placed = await place(v);
    expect(placed.status).toBe(200);
    const order = await Order.get(placed.body.result.data.orderId);
    expect(order!.lines.map((l) => [l.id, l.prepressFix])).toEqual([
      [bare, true],
      [good, false],
    ]);
  });

  it("a bad file replaced by a good one: the order needs no fixing and its line says so", async () => {
    const v = visitor(server.url, "de");
    const lineId = await lineOf(v);
    const bad = await upload(v, lineId, await makePdf([80, 80]));
    await v.mutate("shop.upload.prepress", { lineId, prepressFix: true });
    expect((await v.mutate("shop.upload.remove", { uploadId: bad.uploadId })).status).toBe(200);
    expect((await upload(v, lineId, await makePdf([54, 34]))).preflight.verdict).toBe("ok");
    const placed = await place(v);
    expect(placed.status).toBe(200);
    const order = await Order.get(placed.body.result.data.orderId);
    expect(order!.lines.map((l) => l.prepressFix)).toEqual([false]);
  });

  it("the choice is only for the caller's own lines, and its input is checked", async () => {
    const owner = visitor(server.url, "en");
    const lineId = await lineOf(owner);
    const stranger = visitor(server.url, "en");
    await lineOf(stranger);
    const other = await stranger.mutate("shop.upload.prepress", { lineId, prepressFix: true });
    expect(other.status).toBe(404);
    expect((await listed(owner, lineId)).prepressFix).toBe(false);
    const bad = await owner.mutate("shop.upload.prepress", { lineId, prepressFix: "yes" });
    expect(bad.status).toBe(400);
    const none = await visitor(server.url, "en").mutate("shop.upload.prepress", {
      lineId,
      prepressFix: true,
    });
    expect(none.status).toBe(409);
  });
});
