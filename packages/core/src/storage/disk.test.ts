import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { DiskStorage } from "./disk";
import { configureStorage, storage } from "./index";

let dir: string;
const query = (url: string) => new URL(url, "http://localhost").searchParams;

describe("the local disk store", () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "disk-store-"));
  });
  afterAll(async () => {
    configureStorage(null);
    delete process.env.UPLOAD_DIR;
    await rm(dir, { recursive: true, force: true });
  });

  it("signs key, size, type and expiry: each change is refused", async () => {
    const store = new DiskStorage(dir, "k");
    const put = await store.presignPut("uploads/pending/a/x.pdf", {
      contentType: "application/pdf",
      size: 3,
      expiresInSeconds: 60,
    });
    const ok = { contentType: "application/pdf", contentLength: "3" };
    expect(store.verifyPut(query(put.url), ok)).toEqual({
      key: "uploads/pending/a/x.pdf",
      size: 3,
      contentType: "application/pdf",
    });
    for (const [name, value] of [
      ["key", "uploads/pending/b/x.pdf"],
      ["size", "4"],
      ["type", "image/png"],
      ["expires", "9999999999"],
    ] as const) {
      const q = query(put.url);
      q.set(name, value);
      expect(() => store.verifyPut(q, ok), name).toThrow(/bad_signature/);
    }
    expect(() => store.verifyPut(query(put.url), { ...ok, contentType: "image/png" })).toThrow(
      /wrong_type/,
    );
    expect(() => store.verifyPut(query(put.url), { ...ok, contentLength: "2" })).toThrow(
      /size_mismatch/,
    );
    expect(() => new DiskStorage(dir, "other").verifyPut(query(put.url), ok)).toThrow(
      /bad_signature/,
    );
  });

  it("refuses an expired URL and keys that leave the directory", async () => {
    const store = new DiskStorage(dir, "k");
    const put = await store.presignPut("a.pdf", {
      contentType: "application/pdf",
      size: 1,
      expiresInSeconds: -1,
    });
    expect(() =>
      store.verifyPut(query(put.url), { contentType: "application/pdf", contentLength: "1" }),
    ).toThrow(/expired/);
    await expect(
      store.presignPut("../escape.pdf", {
        contentType: "application/pdf",
        size: 1,
        expiresInSeconds: 60,
      }),
    ).rejects.toThrow(/bad_key/);
    await expect(
      store.presignPut("a/../../escape.pdf", {
        contentType: "application/pdf",
        size: 1,
        expiresInSeconds: 60,
      }),
    ).rejects.toThrow(/bad_key/);
  });

  it("writes exactly the signed size, leaves nothing behind otherwise, moves and removes", async () => {
    const store = new DiskStorage(dir, "k");
    await store.write("w/ok.pdf", Readable.from([Buffer.from("abc")]), 3, "application/pdf");
    expect(await store.head("w/ok.pdf")).toEqual({ size: 3, contentType: "application/pdf" });
    await expect(
      store.write("w/long.pdf", Readable.from([Buffer.from("abcd")]), 3, "application/pdf"),
    ).rejects.toThrow(/size_mismatch/);
    await expect(
      store.write("w/short.pdf", Readable.from([Buffer.from("ab")]), 3, "application/pdf"),
    ).rejects.toThrow(/size_mismatch/);
    expect((await readdir(join(dir, "w"))).filter((f) => !f.endsWith(".meta.json"))).toEqual([
      "ok.pdf",
    ]);
    await store.move("w/ok.pdf", "print-files/c/ok.pdf");
    expect(await store.head("w/ok.pdf")).toBeNull();
    expect(Buffer.from(await store.read("print-files/c/ok.pdf")).toString()).toBe("abc");
    await store.remove("print-files/c/ok.pdf");
    expect(await store.head("print-files/c/ok.pdf")).toBeNull();
  });

  it("without UPLOAD_SIGNING_SECRET the key is kept in the directory, so a restarted server accepts URLs it signed before", async () => {
    process.env.UPLOAD_DIR = join(dir, "dev");
    configureStorage(null);
    const first = (await storage()) as DiskStorage;
    const put = await first.presignPut("u.pdf", {
      contentType: "application/pdf",
      size: 1,
      expiresInSeconds: 60,
    });
    configureStorage(null); // what a restart does
    const second = (await storage()) as DiskStorage;
    expect(second).not.toBe(first);
    expect(
      second.verifyPut(query(put.url), { contentType: "application/pdf", contentLength: "1" }).key,
    ).toBe("u.pdf");
    expect((await readFile(join(dir, "dev", ".signing-key"), "utf8")).length).toBeGreaterThan(20);
  });
});
