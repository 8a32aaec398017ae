import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import { cacheControlOf, contentTypeOf } from "../../stacks/site-files";
import type { OriginResponse } from "./api-gateway";

/**
 * A site's bucket as CloudFront reads it through origin access control: the build folder
 * (`packages/shop/dist`, `packages/admin/dist`) as its objects, each with the Cache-Control and
 * Content-Type the deploy's upload gives it (stacks/site-files.ts), an ETag, and
 * If-None-Match answered 304. A missing key is 403 AccessDenied (CloudFront's OAC may not list the
 * bucket, so S3 does not say 404); the distribution has no error responses, so the viewer gets it.
 */
export class SiteBucket {
  private readonly etags = new Map<string, string>();

  constructor(readonly dir: string) {}

  async get(
    method: string,
    uri: string,
    headers: Record<string, string[]>,
    extra: Record<string, string> = {},
  ): Promise<OriginResponse> {
    let key: string;
    try {
      key = decodeURIComponent(uri).replace(/^\//, "");
    } catch {
      return accessDenied();
    }
    // A key is a name in the bucket: `..` is only a name there, never outside the build.
    const file = normalize(join(this.dir, key));
    if (!key || !file.startsWith(`${this.dir}/`)) return accessDenied();
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return accessDenied();
    }
    let etag = this.etags.get(key);
    if (!etag) {
      etag = `"${createHash("md5").update(body).digest("hex")}"`;
      this.etags.set(key, etag);
    }
    const common: [string, string][] = [
      ["etag", etag],
      ["cache-control", cacheControlOf(key)],
      ["server", "AmazonS3"],
      ...Object.entries(extra),
    ];
    if ((headers["if-none-match"] ?? []).some((v) => v.split(",").some((t) => t.trim() === etag)))
      return { status: 304, headers: common, body: Buffer.alloc(0) };
    return {
      status: 200,
      headers: [
        ...common,
        ["content-type", contentTypeOf(key)],
        ["content-length", String(body.length)],
        ["accept-ranges", "bytes"],
      ],
      body: method === "HEAD" ? Buffer.alloc(0) : body,
    };
  }
}

export function accessDenied(): OriginResponse {
  const id = randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase();
  const body = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>${id}</RequestId><HostId>${randomUUID()}</HostId></Error>`,
  );
  return {
    status: 403,
    headers: [
      ["content-type", "application/xml"],
      ["content-length", String(body.length)],
      ["server", "AmazonS3"],
      ["x-amz-request-id", id],
    ],
    body,
  };
}
