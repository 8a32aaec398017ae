import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { makeInflateBombPdf, makePdf } from "@printshop/core/upload/test-pdf";
import { startBuiltServer, type BuiltServer } from "../bench/local-server";
import { label, visitor, type Visitor } from "../packages/functions/test/shop-client";

/**
 * The BUILT local server (`pnpm start`: packages/functions/dist/server.mjs) starts the PDF
 * preflight's worker from its own build (dist/preflight-worker.mjs, packages/functions/build/bundle.ts):
 * a PDF gets its verdict, the 500 MB object-stream bomb "too complex to check".
 */
const root = resolve(import.meta.dirname, "..");
let server: BuiltServer;
let uploads: string;

async function upload(v: Visitor, lineId: string, fileName: string, bytes: Uint8Array) {
  const p = (await v.mutate("shop.upload.presign", { lineId, fileName, size: bytes.byteLength }))
    .body.result.data;
  expect(
    (
      await fetch(new URL(p.url, server.url), {
        method: "PUT",
        headers: p.headers,
        body: new Uint8Array(bytes),
      })
    ).status,
  ).toBe(200);
  const done = await v.mutate("shop.upload.complete", { uploadId: p.uploadId });
  expect(done.status).toBe(200);
  return done.body.result.data.preflight;
}

describe("the built local server's preflight", () => {
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), "built-preflight-"));
    const saved = process.env.UPLOAD_DIR;
    process.env.UPLOAD_DIR = join(uploads, ".data", "uploads");
    try {
      server = await startBuiltServer("built-preflight");
    } finally {
      if (saved === undefined) delete process.env.UPLOAD_DIR;
      else process.env.UPLOAD_DIR = saved;
    }
  });
  afterAll(async () => {
    await server?.stop();
    await rm(uploads, { recursive: true, force: true });
  });

  it("has the worker beside server.mjs and checks uploads with it", async () => {
    expect(existsSync(resolve(root, "packages/functions/dist/preflight-worker.mjs"))).toBe(true);
    const v = visitor(server.url, "en");
    const added = await v.mutate("shop.cart.add", {
      config: label(),
      mode: "eco",
    });
    expect(added.status).toBe(200);
    const lineId = added.body.result.data.item.id as string;
    expect(await upload(v, lineId, "good.pdf", await makePdf([54, 34]))).toMatchObject({
      verdict: "ok",
      pages: 1,
    });
    expect(await upload(v, lineId, "bomb.pdf", makeInflateBombPdf(54, 34, 500))).toEqual({
      verdict: "unchecked",
      pages: null,
      issues: [{ code: "too_complex_to_check" }],
    });
  }, 60_000);
});
