import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ORIGIN_VERIFY_HEADER } from "../../packages/core/src/config/edge";
import { originIds, viewerFunctionCode } from "../../stacks/edge-function-code";
import { behaviorFor, type BehaviorSpec, type OriginId } from "../../stacks/distribution-table";
import { executeViewerFunction, type ViewerRequest } from "../../stacks/viewer-function";
import { API_PAYLOAD_LIMIT, type OriginRequest, type OriginResponse } from "./api-gateway";

/**
 * The distribution (stacks/Web.ts) run here: each request matched against the routing table
 * (stacks/distribution-table.ts, first pattern wins, the default last), its viewer-request
 * function's deployed source run (stacks/viewer-function.ts; `cf.selectRequestOriginById`
 * honoured), then the origin the table or the function chose; the response-headers policy's
 * headers set over the origin's, and the answer compressed where the behavior says so.
 */
export type Origin = (
  request: OriginRequest & { behavior: BehaviorSpec },
) => Promise<OriginResponse>;

const ALL_ORIGINS = Object.values(originIds);
/** CloudFront compresses these types (developer guide, "Serve compressed files"), 1 kB to 10 MB. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|x-javascript|xml|xhtml\+xml|ld\+json|manifest\+json|vnd\.ms-fontobject|wasm)|image\/(?:svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(?:otf|ttf))/i;

/** The viewer's headers in a CloudFront Functions event: lower-case names, cookies apart. */
function viewerEvent(req: IncomingMessage, path: string, query: string, viewerIp: string) {
  const headers: ViewerRequest["headers"] = {};
  const cookies: NonNullable<ViewerRequest["cookies"]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    const value = req.rawHeaders[i + 1]!;
    if (name === "cookie") {
      for (const pair of value.split(";")) {
        const eq = pair.indexOf("=");
        if (eq > 0) cookies[pair.slice(0, eq).trim()] = { value: pair.slice(eq + 1).trim() };
      }
      continue;
    }
    const seen = headers[name];
    if (seen) (seen.multiValue ??= [{ value: seen.value }]).push({ value });
    else headers[name] = { value };
  }
  const querystring: ViewerRequest["querystring"] = {};
  for (const [k, v] of new URLSearchParams(query)) {
    const seen = querystring[k];
    if (seen) (seen.multiValue ??= [{ value: seen.value }]).push({ value: v });
    else querystring[k] = { value: v };
  }
  return {
    version: "1.0" as const,
    context: { eventType: "viewer-request" as const },
    viewer: { ip: viewerIp },
    request: { method: req.method ?? "GET", uri: path, headers, querystring, cookies },
  };
}

const values = (v: { value: string; multiValue?: { value: string }[] }) =>
  v.multiValue ? v.multiValue.map((m) => m.value) : [v.value];

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit only the size matters (API Gateway answers 413): keep a marker byte.
      if (size <= limit + 1) chunks.push(chunk);
    });
    req.on("end", () => ok(Buffer.concat(chunks).subarray(0, limit + 1)));
    req.on("error", fail);
  });
}

export class Distribution {
  private server?: Server;
  url = "";
  readonly id = `E${randomBytes(6).toString("hex").toUpperCase()}`;

  constructor(
    private readonly origins: Record<OriginId, Origin>,
    private readonly options: {
      originSecret: string;
      /** The response-headers policy's headers (stacks/security-headers-policy.ts). */
      responseHeaders: Record<string, string>;
    },
  ) {}

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        console.error(`[deployed] ${req.method} ${req.url}: ${String(error)}`);
        this.write(
          res,
          req.method ?? "GET",
          "",
          502,
          [["content-type", "text/html"]],
          Buffer.from("<h1>502 ERROR</h1><p>The request could not be satisfied.</p>"),
          false,
        );
      });
    });
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((ok) => this.server!.listen(port, "127.0.0.1", ok));
    this.url = `http://localhost:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((ok) => this.server?.close(ok));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const target = req.url ?? "/";
    const q = target.indexOf("?");
    const path = q === -1 ? target : target.slice(0, q);
    const query = q === -1 ? "" : target.slice(q + 1);
    const behavior = behaviorFor(path);
    const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    if (behavior.allowedMethods === "GET_HEAD" && method !== "GET" && method !== "HEAD") {
      req.resume();
      const body = Buffer.from(
        "<h1>403 ERROR</h1><p>This distribution is not configured to allow the HTTP request method that was used for this request. The distribution supports only cachable requests.</p>",
      );
      return this.write(res, method, "", 403, [["content-type", "text/html"]], body, false);
    }
    const body = await readBody(req, API_PAYLOAD_LIMIT);
    const viewerIp = (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
    let origin: string = behavior.origin;
    let request = viewerEvent(req, path, query, viewerIp).request;
    if (behavior.viewerRequest) {
      const outcome = executeViewerFunction(
        viewerFunctionCode[behavior.viewerRequest],
        viewerEvent(req, path, query, viewerIp),
        ALL_ORIGINS,
      );
      if (outcome.response) {
        const r = outcome.response;
        const headers = Object.entries(r.headers ?? {}).flatMap(([k, v]) =>
          values(v).map((x): [string, string] => [k, x]),
        );
        const text =
          typeof r.body === "string"
            ? Buffer.from(r.body)
            : r.body
              ? Buffer.from(r.body.data, r.body.encoding === "base64" ? "base64" : "utf8")
              : Buffer.alloc(0);
        return this.write(res, method, acceptEncoding, r.statusCode, headers, text, false);
      }
      request = { ...request, ...outcome.request! };
      origin = outcome.selectedOrigin ?? origin;
    }
    const headers: Record<string, string[]> = {};
    for (const [name, v] of Object.entries(request.headers)) headers[name] = values(v);
    const cookies = Object.entries(request.cookies ?? {}).flatMap(([name, v]) =>
      values(v).map((x) => `${name}=${x}`),
    );
    const rawQueryString = Object.entries(request.querystring)
      .flatMap(([k, v]) =>
        values(v).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(x)}`),
      )
      .join("&");
    if (behavior.forwardAllViewerExceptHost) delete headers.host;
    // CloudFront's own headers towards the origin, and the origin's custom header (Web.ts).
    headers["x-forwarded-for"] = [[...(headers["x-forwarded-for"] ?? []), viewerIp].join(", ")];
    headers.via = [`2.0 ${randomBytes(16).toString("hex")}.cloudfront.net (CloudFront)`];
    headers["x-amz-cf-id"] = [randomBytes(30).toString("base64url")];
    headers["cloudfront-forwarded-proto"] = ["https"];
    headers["cloudfront-viewer-address"] = [`${viewerIp}:${req.socket.remotePort ?? 0}`];
    if (origin === originIds.api) headers[ORIGIN_VERIFY_HEADER] = [this.options.originSecret];
    const answer = await this.origins[origin as OriginId]({
      method,
      path: request.uri,
      rawQueryString,
      headers,
      cookies,
      body,
      sourceIp: "127.0.0.1",
      behavior,
    });
    return this.write(
      res,
      method,
      acceptEncoding,
      answer.status,
      answer.headers,
      answer.body,
      behavior.compress,
    );
  }

  private write(
    res: ServerResponse,
    method: string,
    acceptEncoding: string,
    status: number,
    originHeaders: [string, string][],
    body: Buffer,
    compress: boolean,
  ) {
    const policy = this.options.responseHeaders;
    const headers = originHeaders.filter(
      ([k]) =>
        !(k in policy) && k !== "connection" && k !== "transfer-encoding" && k !== "keep-alive",
    );
    const type = headers.find(([k]) => k === "content-type")?.[1] ?? "";
    const encoded = headers.some(([k]) => k === "content-encoding");
    let out = body;
    if (
      compress &&
      !encoded &&
      COMPRESSIBLE.test(type) &&
      body.length >= 1000 &&
      body.length <= 10_000_000
    ) {
      const accepts = acceptEncoding.split(",").map((e) => e.trim().split(";")[0]);
      const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : null;
      if (encoding) {
        out =
          encoding === "br"
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(body);
        for (let i = headers.length - 1; i >= 0; i--)
          if (headers[i]![0] === "content-length" || headers[i]![0] === "etag") {
            // CloudFront sends a weak ETag for what it compressed (strong ones name other bytes).
            if (headers[i]![0] === "etag")
              headers[i] = ["etag", `W/${headers[i]![1].replace(/^W\//, "")}`];
            else headers.splice(i, 1);
          }
        headers.push(
          ["content-encoding", encoding],
          ["content-length", String(out.length)],
          ["vary", "Accept-Encoding"],
        );
      }
    }
    if (!headers.some(([k]) => k === "content-length") && status !== 304)
      headers.push(["content-length", String(body.length)]);
    const all: [string, string][] = [
      ...headers,
      ...Object.entries(policy),
      ["x-cache", status >= 400 ? "Error from cloudfront" : "Miss from cloudfront"],
      ["via", `1.1 ${randomBytes(16).toString("hex")}.cloudfront.net (CloudFront)`],
      ["x-amz-cf-pop", "LOCAL50-C1"],
      ["x-amz-cf-id", randomBytes(30).toString("base64url")],
    ];
    res.writeHead(status, all.flat());
    res.end(method === "HEAD" ? undefined : out);
  }
}
