import { describe, expect, it } from "vitest";
import { S3Storage } from "./s3";

/** The S3 path signs offline (no network): what the browser will PUT to, and what S3 will check. */
describe("S3 presigned upload URLs", () => {
  const store = new S3Storage(
    "printshop-files-test",
    {
      region: "eu-central-1",
      credentials: {
        accessKeyId: "AKIAEXAMPLEEXAMPLE12",
        secretAccessKey: "secret/example/key/0000000000000000000000",
      },
    },
    () => new Date("2026-11-21T10:00:00Z"),
  );

  it("signs a PUT of the key in the bucket, expiring as asked, with content type and length among the signed headers", async () => {
    const before = Date.now();
    const put = await store.presignPut("uploads/pending/abc123/etykieta v2.pdf", {
      contentType: "application/pdf",
      size: 123456,
      expiresInSeconds: 900,
    });
    expect(put.method).toBe("PUT");
    expect(put.headers).toEqual({ "content-type": "application/pdf" });
    expect(put.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(new URL(put.url).searchParams.get("X-Amz-Date")).toBe("20261121T100000Z");
    const url = new URL(put.url);
    expect(url.protocol).toBe("https:");
    expect(url.hostname).toBe("printshop-files-test.s3.eu-central-1.amazonaws.com");
    expect(decodeURIComponent(url.pathname)).toBe("/uploads/pending/abc123/etykieta v2.pdf");
    const q = url.searchParams;
    expect(q.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(q.get("X-Amz-Expires")).toBe("900");
    expect(q.get("X-Amz-Credential")).toMatch(
      /^AKIAEXAMPLEEXAMPLE12\/20261121\/eu-central-1\/s3\/aws4_request$/,
    );
    expect(q.get("X-Amz-SignedHeaders")!.split(";")).toEqual(
      expect.arrayContaining(["content-length", "content-type", "host"]),
    );
    expect(q.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    // A checksum of the empty body signed into the URL would make S3 refuse the real file.
    expect([...q.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
  });

  it("a different size or type gives a different signature (S3 would refuse the other body)", async () => {
    const sig = async (size: number, contentType: string) =>
      new URL(
        (await store.presignPut("k.pdf", { contentType, size, expiresInSeconds: 60 })).url,
      ).searchParams.get("X-Amz-Signature");
    const a = await sig(100, "application/pdf");
    expect(await sig(100, "application/pdf")).toBe(a);
    expect(await sig(101, "application/pdf")).not.toBe(a);
    expect(await sig(100, "image/png")).not.toBe(a);
  });
});
