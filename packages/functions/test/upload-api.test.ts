import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { makePdf } from "@printshop/core/upload/test-pdf";
import { Order } from "@printshop/core";
import { db } from "@printshop/core/dynamo/db";
import { startServerWithDiskStore } from "./server";
import { guest, visitor, cartWithLabel, type Visitor } from "./shop-client";

let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;

const pdf = makePdf;

/** Presign, PUT the bytes where the URL says, complete: what the browser does. */
async function upload(v: Visitor, lineId: string, fileName: string, bytes: Uint8Array) {
  const presigned = await v.mutate("shop.upload.presign", {
    lineId,
    fileName,
    size: bytes.byteLength,
  });
  if (presigned.status !== 200) return { step: "presign" as const, ...presigned };
  const p = presigned.body.result.data;
  const put = await fetch(new URL(p.url, server.url), {
    method: "PUT",
    headers: p.headers,
    body: bytes,
  });
  if (put.status !== 200)
    return { step: "put" as const, status: put.status, body: await put.json() };
  const done = await v.mutate("shop.upload.complete", { uploadId: p.uploadId });
  return { step: "complete" as const, ...done };
}

describe("print-file upload with preflight", () => {
  beforeAll(async () => {
    server = await startServerWithDiskStore("uploads-");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("presigns a signed PUT for a cart line: type from the extension, exact size, under uploads/pending/", async () => {
    const v = visitor(server.url);
    const lineId = await cartWithLabel(v);
    const res = await v.mutate("shop.upload.presign", {
      lineId,
      fileName: "etykieta.pdf",
      size: 1234,
    });
    expect(res.status).toBe(200);
    const p = res.body.result.data;
    expect(p.method).toBe("PUT");
    expect(p.headers).toEqual({ "content-type": "application/pdf" });
    const url = new URL(p.url, server.url);
    expect(url.pathname).toBe("/api/upload/local");
    expect(url.searchParams.get("key")).toMatch(/^uploads\/pending\/[\w-]+\/etykieta\.pdf$/);
    expect(url.searchParams.get("size")).toBe("1234");
    expect(p.expiresAt).toBeGreaterThan(Date.now());
  });

  it.each([
    ["bleed included: 54 × 34 mm for a 50 × 30 label", "ok", [[54, 34]], ["pdf_ok"]],
    ["turned page with bleed: 34 × 54 mm", "ok", [[34, 54]], ["pdf_ok"]],
    ["the bare label size, no bleed", "warning", [[50, 30]], ["no_bleed"]],
    ["a wrong size", "error", [[100, 100]], ["size_mismatch"]],
    [
      "two pages of the right size",
      "warning",
      [
        [54, 34],
        [54, 34],
      ],
      ["multiple_pages"],
    ],
  ] as const)("PDF %s → %s", async (_name, verdict, pages, codes) => {
    const v = visitor(server.url, "en");
    const lineId = await cartWithLabel(v);
    const res = await upload(
      v,
      lineId,
      "design.pdf",
      await pdf(...(pages as unknown as [number, number][])),
    );
    expect(res.step).toBe("complete");
    expect(res.status).toBe(200);
    const file = res.body.result.data;
    expect(file).toMatchObject({ lineId, fileName: "design.pdf", status: "attached" });
    expect(file.preflight.verdict).toBe(verdict);
    expect(file.preflight.issues.map((i: { code: string }) => i.code)).toEqual(codes);
    if (verdict === "error")
      expect(file.preflight.issues[0].params).toMatchObject({
        width: 100,
        height: 100,
        wantWidth: 54,
        wantHeight: 34,
      });
  });

  it("a personalized label expects several pages; a broken PDF is an error; a PNG is checked by prepress", async () => {
    const v = visitor(server.url, "de");
    const personal = await cartWithLabel(v, { personalization: true });
    const many = await upload(v, personal, "serie.pdf", await pdf([54, 34], [54, 34], [54, 34]));
    expect(many.body.result.data.preflight).toMatchObject({ verdict: "ok", pages: 3 });
    const broken = await upload(
      v,
      personal,
      "kaputt.pdf",
      new TextEncoder().encode("%PDF-1.4 this is not really a pdf"),
    );
    expect(broken.body.result.data.preflight).toMatchObject({
      verdict: "error",
      issues: [{ code: "pdf_unreadable" }],
    });
    const png = await upload(
      v,
      personal,
      "logo.PNG",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    );
    expect(png.body.result.data).toMatchObject({
      contentType: "image/png",
      preflight: { verdict: "unchecked", issues: [{ code: "not_pdf" }] },
    });
  });

  it("attaches files to their cart line: the list shows them, they move out of uploads/pending, and the placed order finds them", async () => {
    const v = visitor(server.url, "pl");
    const first = await cartWithLabel(v);
    const second = await cartWithLabel(v, { width: 100, height: 80 });
    const aBytes = await pdf([54, 34]);
    await upload(v, first, "a.pdf", aBytes);
    await upload(v, second, "b.pdf", await pdf([104, 84]));
    const list = (await v.query("shop.upload.list")).body.result.data;
    expect(
      list.lines.map((l: any) => [
        l.lineId,
        l.labelSize,
        l.files.map((f: any) => [f.fileName, f.preflight.verdict]),
      ]),
    ).toEqual([
      [first, { width: 50, height: 30 }, [["a.pdf", "ok"]]],
      [second, { width: 100, height: 80 }, [["b.pdf", "ok"]]],
    ]);
    const stored = await readdir(join(server.store, "print-files"), { recursive: true });
    expect(stored.filter((f) => f.endsWith("a.pdf") || f.endsWith("b.pdf"))).toHaveLength(2);

    const placed = await v.mutate("shop.checkout.place", {
      idempotencyKey: randomUUID(),
      paymentMethodId: 1,
      shippingMethodId: 1,
      customer: guest,
      termsAccepted: true,
      withdrawalWaiver: true,
    });
    expect(placed.status).toBe(200);
    const order = await Order.get(placed.body.result.data.orderId);
    expect(order!.files!.map((f) => [f.lineId, f.fileName, f.preflight?.verdict])).toEqual([
      [first, "a.pdf", "ok"],
      [second, "b.pdf", "ok"],
    ]);
    // The cart's upload records expire with the cart (TTL): the order keeps its files all the same.
    const { data: records } = await db()
      .entities.upload.query.byCart({ cartId: order!.cartId })
      .go({ pages: "all" });
    expect(records.length).toBeGreaterThanOrEqual(2);
    await Promise.all(
      records.map((r) =>
        db().entities.upload.delete({ cartId: r.cartId, uploadId: r.uploadId }).go(),
      ),
    );
    const seen = await Order.getForAdmin({ orderId: order!.orderId }, "en");
    expect(seen.lines.flatMap((l) => l.files.map((f) => f.fileName))).toEqual(["a.pdf", "b.pdf"]);
    const link = await Order.fileUrl({
      orderId: order!.orderId,
      uploadId: seen.lines[0]!.files[0]!.uploadId,
    });
    expect(link.url).toContain("a.pdf");
    // Prepress gets the very bytes the shopper uploaded, as a download named after the file.
    const download = await fetch(new URL(link.url, server.url));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("a.pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(aBytes))).toBe(true);
  });

  it("refuses wrong types and oversize files with a clear message, and keeps the files already uploaded", async () => {
    const v = visitor(server.url, "en");
    const lineId = await cartWithLabel(v);
    await upload(v, lineId, "keep.pdf", await pdf([54, 34]));
    const exe = await v.mutate("shop.upload.presign", { lineId, fileName: "virus.exe", size: 10 });
    expect(exe.status).toBe(400);
    expect(exe.body.error.message).toBe(
      "This file type is not supported. Upload PDF, AI, EPS, TIFF, PNG or JPG.",
    );
    const big = await v.mutate("shop.upload.presign", {
      lineId,
      fileName: "huge.tif",
      size: 200 * 1024 * 1024 + 1,
    });
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe("The file is too large: 200 MB at most.");
    const files = (await v.query("shop.upload.list")).body.result.data.lines[0].files;
    expect(files.map((f: any) => f.fileName)).toEqual(["keep.pdf"]);
  });

  it("the signed PUT refuses another size, a changed signature and an expired-looking URL; completing without the file is refused", async () => {
    const v = visitor(server.url, "en");
    const lineId = await cartWithLabel(v);
    const p = (await v.mutate("shop.upload.presign", { lineId, fileName: "x.pdf", size: 100 })).body
      .result.data;
    const url = new URL(p.url, server.url);
    const short = await fetch(url, { method: "PUT", headers: p.headers, body: new Uint8Array(99) });
    expect(short.status).toBe(400);
    const tampered = new URL(url);
    tampered.searchParams.set("size", "1000");
    expect(
      (await fetch(tampered, { method: "PUT", headers: p.headers, body: new Uint8Array(1000) }))
        .status,
    ).toBe(403);
    const wrongType = await fetch(url, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(100),
    });
    expect(wrongType.status).toBe(400);
    const missing = await v.mutate("shop.upload.complete", { uploadId: p.uploadId });
    expect(missing.status).toBe(409);
    expect(missing.body.error.message).toBe(
      "The file did not reach the server. Please upload it again.",
    );
  });

  it("nobody reaches another cart's lines or files", async () => {
    const owner = visitor(server.url);
    const lineId = await cartWithLabel(owner);
    const done = await upload(owner, lineId, "mine.pdf", await pdf([54, 34]));
    const uploadId = done.body.result.data.uploadId;
    const stranger = visitor(server.url);
    await cartWithLabel(stranger);
    expect(
      (await stranger.mutate("shop.upload.presign", { lineId, fileName: "x.pdf", size: 10 }))
        .status,
    ).toBe(404);
    expect((await stranger.mutate("shop.upload.complete", { uploadId })).status).toBe(404);
    expect((await stranger.mutate("shop.upload.remove", { uploadId })).status).toBe(404);
    expect((await owner.mutate("shop.upload.remove", { uploadId })).status).toBe(200);
    expect((await owner.query("shop.upload.list")).body.result.data.lines[0].files).toEqual([]);
  });
});
