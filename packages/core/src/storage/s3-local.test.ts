import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3Storage } from "./s3";
import { LocalS3 } from "./s3.server";

/**
 * The S3 adapter (S3Storage, on the AWS SDK) against the local S3 (s3.server.ts), which checks
 * every signature as S3 does: the SDK's calls, the browser's presigned PUT and GET, and S3's
 * refusals (a changed URL, another body length, an expired link, an unsigned request).
 */
const BUCKET = "printshop-files-local";
const s3 = new LocalS3([BUCKET], {
  cors: {
    allowedOrigins: ["http://localhost:4000"],
    allowedMethods: ["PUT", "GET", "HEAD"],
    allowedHeaders: ["content-type", "content-md5", "x-amz-*"],
    exposedHeaders: ["ETag"],
    maxAgeSeconds: 3600,
  },
});
let store: S3Storage;
beforeAll(async () => {
  await s3.start();
  store = new S3Storage(BUCKET, {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  });
});
afterAll(() => s3.stop());

const errorCode = async (res: Response) => /<Code>([^<]{1,64})<\/Code>/.exec(await res.text())?.[1];

describe("S3Storage against a local S3 that checks signatures", () => {
  it("uploads through a presigned PUT, then heads, reads, moves and removes with signed SDK calls", async () => {
    const body = Buffer.from("%PDF-1.7 label");
    const put = await store.presignPut("uploads/pending/a b/etykieta.pdf", {
      contentType: "application/pdf",
      size: body.length,
      expiresInSeconds: 600,
    });
    expect(new URL(put.url).pathname).toBe(`/${BUCKET}/uploads/pending/a%20b/etykieta.pdf`);
    const res = await fetch(put.url, { method: "PUT", headers: put.headers, body });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await store.head("uploads/pending/a b/etykieta.pdf")).toEqual({
      size: body.length,
      contentType: "application/pdf",
    });
    await store.move("uploads/pending/a b/etykieta.pdf", "print-files/1/etykieta.pdf");
    expect(await store.head("uploads/pending/a b/etykieta.pdf")).toBeNull();
    expect(Buffer.from(await store.read("print-files/1/etykieta.pdf"))).toEqual(body);
    const get = await store.presignGet("print-files/1/etykieta.pdf", {
      fileName: "etykieta.pdf",
      expiresInSeconds: 60,
    });
    const download = await fetch(get.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("etykieta.pdf");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(body);
    await store.remove("print-files/1/etykieta.pdf");
    expect(await store.head("print-files/1/etykieta.pdf")).toBeNull();
    expect(s3.calls.map((c) => `${c.method}${c.presigned ? " presigned" : ""}`)).toEqual([
      "PUT presigned",
      "HEAD",
      "PUT",
      "DELETE",
      "HEAD",
      "GET",
      "GET presigned",
      "DELETE",
      "HEAD",
    ]);
  });

  it("refuses a presigned PUT whose key, body length or signature differ (403 SignatureDoesNotMatch)", async () => {
    const put = await store.presignPut("uploads/pending/x.pdf", {
      contentType: "application/pdf",
      size: 4,
      expiresInSeconds: 600,
    });
    const longer = await fetch(put.url, { method: "PUT", headers: put.headers, body: "12345" });
    expect(longer.status).toBe(403);
    expect(await errorCode(longer)).toBe("SignatureDoesNotMatch");
    const otherKey = await fetch(put.url.replace("x.pdf", "y.pdf"), {
      method: "PUT",
      headers: put.headers,
      body: "1234",
    });
    expect(otherKey.status).toBe(403);
    expect(await errorCode(otherKey)).toBe("SignatureDoesNotMatch");
    const otherType = await fetch(put.url, {
      method: "PUT",
      headers: { "content-type": "text/html" },
      body: "1234",
    });
    expect(await errorCode(otherType)).toBe("SignatureDoesNotMatch");
    expect(s3.get(BUCKET, "uploads/pending/x.pdf")).toBeUndefined();
  });

  it("refuses an expired link (403 AccessDenied), an unsigned request (403) and answers 404 NoSuchKey", async () => {
    const expired = new S3Storage(
      BUCKET,
      {
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: s3.credentials,
      },
      () => new Date(Date.now() - 120_000),
    );
    const get = await expired.presignGet("print-files/none.pdf", {
      fileName: "none.pdf",
      expiresInSeconds: 60,
    });
    const late = await fetch(get.url);
    expect(late.status).toBe(403);
    expect(await late.text()).toMatch(/<Code>AccessDenied<\/Code><Message>Request has expired/);
    const unsigned = await fetch(`${s3.endpoint}/${BUCKET}/print-files/none.pdf`);
    expect(unsigned.status).toBe(403);
    expect(await errorCode(unsigned)).toBe("AccessDenied");
    const fresh = await store.presignGet("print-files/none.pdf", {
      fileName: "none.pdf",
      expiresInSeconds: 60,
    });
    const missing = await fetch(fresh.url);
    expect(missing.status).toBe(404);
    expect(await errorCode(missing)).toBe("NoSuchKey");
    await expect(store.read("print-files/none.pdf")).rejects.toMatchObject({ name: "NoSuchKey" });
  });

  it("answers the browser's CORS preflight for the site's origin only", async () => {
    const preflight = (origin: string) =>
      fetch(`${s3.endpoint}/${BUCKET}/uploads/pending/x.pdf`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "PUT",
          "access-control-request-headers": "content-type",
        },
      });
    const ok = await preflight("http://localhost:4000");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe("http://localhost:4000");
    expect(ok.headers.get("access-control-allow-headers")).toBe("content-type");
    const other = await preflight("https://evil.example");
    expect(other.status).toBe(403);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
