import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Credentials } from "@printshop/dynamo";
import {
  checkHeaderSignature,
  checkQuerySignature,
  isSigned,
  S3Error,
} from "./s3-signature.server";

/**
 * Test side: a local S3 speaking what the shop uses of it (S3Storage, storage/s3.ts, and the
 * browser's presigned PUT/GET), path-style (`/<bucket>/<key>`, what the SDK uses for an IP
 * endpoint): PutObject, GetObject, HeadObject, DeleteObject, CopyObject; every request signed
 * (s3-signature.server.ts) by the one set of credentials it was given (the Lambda role's); errors
 * as S3's XML `<Error><Code>…` (404 NoSuchKey/NoSuchBucket, 403 AccessDenied/SignatureDoesNotMatch,
 * HEAD errors without a body); the bucket's CORS rule applied to preflights and answers.
 */
export interface CorsRule {
  allowedOrigins: readonly string[];
  allowedMethods: readonly string[];
  allowedHeaders: readonly string[];
  exposedHeaders: readonly string[];
  maxAgeSeconds: number;
}

export interface S3Object {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** A glob of S3's CORS rules (`*` anywhere in an origin or header name). */
const corsMatches = (pattern: string, value: string) => {
  const star = pattern.indexOf("*");
  if (star === -1) return pattern.toLowerCase() === value.toLowerCase();
  const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return (
    value.length >= head.length + tail.length && value.startsWith(head) && value.endsWith(tail)
  );
};

export class LocalS3 {
  readonly region: string;
  readonly credentials: Credentials;
  /** Objects by `<bucket>/<key>`. */
  readonly objects = new Map<string, S3Object>();
  /** Every request that passed authentication: method, bucket, key. */
  readonly calls: { method: string; bucket: string; key: string; presigned: boolean }[] = [];
  private server?: Server;
  endpoint = "";

  constructor(
    readonly buckets: readonly string[],
    options: { region?: string; credentials?: Credentials; cors?: CorsRule } = {},
  ) {
    this.region = options.region ?? "eu-central-1";
    this.credentials = options.credentials ?? {
      accessKeyId: "AKIDLOCALS3",
      secretAccessKey: randomBytes(30).toString("base64"),
    };
    this.cors = options.cors;
  }

  cors?: CorsRule;

  get(bucket: string, key: string): S3Object | undefined {
    return this.objects.get(`${bucket}/${key}`);
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ok) => this.server!.listen(port, "127.0.0.1", ok));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((ok) => this.server?.close(ok));
  }

  private corsHeaders(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin;
    const rule = this.cors;
    if (!origin || !rule || !rule.allowedOrigins.some((o) => corsMatches(o, origin))) return {};
    return {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": rule.allowedMethods.join(", "),
      "access-control-expose-headers": rule.exposedHeaders.join(", "),
      "access-control-max-age": String(rule.maxAgeSeconds),
      vary: "Origin, Access-Control-Request-Headers, Access-Control-Request-Method",
    };
  }

  private preflight(req: IncomingMessage, res: ServerResponse) {
    const method = String(req.headers["access-control-request-method"] ?? "");
    const requested = String(req.headers["access-control-request-headers"] ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    const headers = this.corsHeaders(req);
    const rule = this.cors;
    const allowed =
      rule &&
      headers["access-control-allow-origin"] &&
      rule.allowedMethods.includes(method) &&
      requested.every((h) => rule.allowedHeaders.some((p) => corsMatches(p, h)));
    if (!allowed)
      return this.error(
        req,
        res,
        new S3Error(
          403,
          "AccessForbidden",
          "CORSResponse: This CORS request is not allowed. This is usually because the evalution of Origin, request method / Access-Control-Request-Method or Access-Control-Request-Headers are not whitelisted by the resource's CORS spec.",
        ),
      );
    res.writeHead(200, {
      ...headers,
      ...(requested.length ? { "access-control-allow-headers": requested.join(", ") } : {}),
      "content-length": "0",
    });
    res.end();
  }

  private error(req: IncomingMessage, res: ServerResponse, error: S3Error, resource = "") {
    const requestId = randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase();
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${error.message}</Message>${resource ? `<Key>${resource}</Key>` : ""}<RequestId>${requestId}</RequestId></Error>`;
    res.writeHead(error.status, {
      ...this.corsHeaders(req),
      "content-type": "application/xml",
      "x-amz-request-id": requestId,
      ...(req.method === "HEAD" ? {} : { "content-length": String(Buffer.byteLength(xml)) }),
    });
    res.end(req.method === "HEAD" ? undefined : xml);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === "OPTIONS") return this.preflight(req, res);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? "/").split("?")[0]!;
    const [bucket = "", ...rest] = path.slice(1).split("/");
    const key = decodeURIComponent(rest.join("/"));
    try {
      if (!isSigned(req)) throw new S3Error(403, "AccessDenied", "Access Denied");
      const presigned = !req.headers.authorization;
      if (presigned) await checkQuerySignature(req, this);
      else await checkHeaderSignature(req, body, this);
      if (!this.buckets.includes(bucket))
        throw new S3Error(404, "NoSuchBucket", "The specified bucket does not exist");
      this.calls.push({ method: req.method ?? "", bucket, key, presigned });
      this.answer(req, res, bucket, key, body);
    } catch (error) {
      if (!(error instanceof S3Error)) throw error;
      this.error(req, res, error, key);
    }
  }

  private answer(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    key: string,
    body: Buffer,
  ) {
    const cors = this.corsHeaders(req);
    const id = `${bucket}/${key}`;
    switch (req.method) {
      case "PUT": {
        const source = req.headers["x-amz-copy-source"];
        if (source)
          return this.copy(res, cors, id, decodeURIComponent(String(source)).replace(/^\//, ""));
        if (
          req.headers["content-length"] !== undefined &&
          Number(req.headers["content-length"]) !== body.length
        )
          throw new S3Error(
            400,
            "IncompleteBody",
            "You did not provide the number of bytes specified by the Content-Length HTTP header.",
          );
        const object = this.store(
          id,
          body,
          String(req.headers["content-type"] ?? "binary/octet-stream"),
        );
        res.writeHead(200, { ...cors, etag: object.etag, "content-length": "0" });
        return res.end();
      }
      case "GET":
      case "HEAD": {
        const object = this.objects.get(id);
        if (!object) throw new S3Error(404, "NoSuchKey", "The specified key does not exist.");
        const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
        res.writeHead(200, {
          ...cors,
          "content-type": query.get("response-content-type") ?? object.contentType,
          "content-length": String(object.body.length),
          etag: object.etag,
          "last-modified": object.lastModified.toUTCString(),
          "accept-ranges": "bytes",
          ...(query.get("response-content-disposition")
            ? { "content-disposition": query.get("response-content-disposition")! }
            : {}),
        });
        return res.end(req.method === "HEAD" ? undefined : object.body);
      }
      case "DELETE":
        this.objects.delete(id);
        res.writeHead(204, cors);
        return res.end();
      default:
        throw new S3Error(
          405,
          "MethodNotAllowed",
          "The specified method is not allowed against this resource.",
        );
    }
  }

  private store(id: string, body: Buffer, contentType: string): S3Object {
    const object = {
      body,
      contentType,
      etag: `"${createHash("md5").update(body).digest("hex")}"`,
      lastModified: new Date(),
    };
    this.objects.set(id, object);
    return object;
  }

  private copy(res: ServerResponse, cors: Record<string, string>, id: string, from: string) {
    const source = this.objects.get(from);
    if (!source) throw new S3Error(404, "NoSuchKey", "The specified key does not exist.");
    const object = this.store(id, source.body, source.contentType);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${object.etag}</ETag></CopyObjectResult>`;
    res.writeHead(200, {
      ...cors,
      "content-type": "application/xml",
      "content-length": String(Buffer.byteLength(xml)),
    });
    res.end(xml);
  }
}
