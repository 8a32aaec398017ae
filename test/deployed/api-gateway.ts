import { randomUUID } from "node:crypto";
import { apiRoutes } from "../../stacks/routes";
import type { InvokeOutcome, LambdaFunction } from "./lambda";

/**
 * The HTTP API in front of the Lambda (stacks/Api.ts), as API Gateway documents it for payload
 * format 2.0: the route table of stacks/routes.ts (no `$default`: an unrouted request is API
 * Gateway's own 404), the request as a v2 event (rawPath, rawQueryString, `cookies`, lower-cased
 * headers with repeated ones joined by commas, a base64 body for binary content), the 10 MB
 * payload limit, and the function's structured result written back (`cookies` as one Set-Cookie
 * each, `isBase64Encoded`). A failed, timed-out or oversized invocation is API Gateway's 500 /
 * 413 JSON.
 */
export const API_PAYLOAD_LIMIT = 10 * 1024 * 1024;

export interface OriginRequest {
  method: string;
  /** Path as the origin gets it (percent-encoding kept). */
  path: string;
  rawQueryString: string;
  /** Lower-case names, repeated headers as several values; no Cookie (see `cookies`). */
  headers: Record<string, string[]>;
  cookies: string[];
  body: Buffer;
  /** The address the connection to API Gateway comes from (CloudFront's edge). */
  sourceIp: string;
}

export interface OriginResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const json = (status: number, message: string): OriginResponse => {
  const body = Buffer.from(JSON.stringify({ message }));
  return {
    status,
    headers: [
      ["content-type", "application/json"],
      ["content-length", String(body.length)],
      ["apigw-requestid", randomUUID().slice(0, 16)],
    ],
    body,
  };
};

/** One route key of stacks/routes.ts against a method and path (`{name}` one segment, `{proxy+}` the rest). */
function routeMatches(route: string, method: string, path: string): number {
  const [routeMethod, routePath] = route.split(" ") as [string, string];
  if (routeMethod !== "ANY" && routeMethod !== method) return -1;
  const want = routePath.split("/");
  const got = path.split("/");
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.endsWith("+}")) return got.length > i && got.slice(i).join("/") !== "" ? score : -1;
    if (i >= got.length) return -1;
    if (part.startsWith("{")) {
      if (got[i] === "") return -1;
    } else if (part !== got[i]) return -1;
    else score += 2;
  }
  return got.length === want.length ? score + 1000 : -1;
}

/** The route API Gateway selects: exact paths before parameters, greedy paths last (the most specific). */
export function selectRoute(method: string, path: string): string | undefined {
  let best: { route: string; score: number } | undefined;
  for (const route of apiRoutes) {
    const score = routeMatches(route, method, path);
    if (score >= 0 && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** Content types API Gateway passes as text; anything else arrives base64-encoded. */
const TEXT =
  /^(?:text\/|application\/(?:json|xml|javascript|x-www-form-urlencoded)|application\/[\w.+-]{1,100}\+(?:json|xml))/i;

export class HttpApi {
  constructor(
    private readonly fn: LambdaFunction,
    /** The execute-api host name CloudFront sends as Host (ALL_VIEWER_EXCEPT_HOST_HEADER). */
    readonly domainName: string,
  ) {}

  async handle(request: OriginRequest): Promise<OriginResponse> {
    if (request.body.length > API_PAYLOAD_LIMIT) return json(413, "Request Entity Too Large");
    const path = request.path;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return json(400, "Bad Request");
    }
    const route = selectRoute(request.method, decoded);
    if (!route) return json(404, "Not Found");
    const headers: Record<string, string> = {};
    for (const [name, values] of Object.entries(request.headers)) headers[name] = values.join(",");
    headers.host = this.domainName;
    headers["x-forwarded-for"] = [headers["x-forwarded-for"], request.sourceIp]
      .filter(Boolean)
      .join(", ");
    headers["x-forwarded-port"] = "443";
    headers["x-forwarded-proto"] = "https";
    headers["x-amzn-trace-id"] =
      `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomUUID().replace(/-/g, "").slice(0, 24)}`;
    if (request.body.length) headers["content-length"] = String(request.body.length);
    const binary = request.body.length > 0 && !TEXT.test(headers["content-type"] ?? "");
    const now = new Date();
    const apiId = this.domainName.split(".")[0]!;
    const event = {
      version: "2.0",
      routeKey: route,
      rawPath: path,
      rawQueryString: request.rawQueryString,
      ...(request.cookies.length ? { cookies: request.cookies } : {}),
      headers,
      ...(request.rawQueryString
        ? { queryStringParameters: queryParameters(request.rawQueryString) }
        : {}),
      requestContext: {
        accountId: "123456789012",
        apiId,
        domainName: this.domainName,
        domainPrefix: apiId,
        http: {
          method: request.method,
          path: decoded,
          protocol: "HTTP/1.1",
          sourceIp: request.sourceIp,
          userAgent: headers["user-agent"] ?? "",
        },
        requestId: randomUUID().slice(0, 16),
        routeKey: route,
        stage: "$default",
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
      ...(request.body.length
        ? { body: request.body.toString(binary ? "base64" : "utf8"), isBase64Encoded: binary }
        : { isBase64Encoded: false }),
    };
    return responseOf(await this.fn.invoke(event));
  }
}

function queryParameters(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(raw))
    out[k] = out[k] === undefined ? v : `${out[k]},${v}`;
  return out;
}

interface StructuredResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

/** The function's answer as API Gateway sends it on (format 2.0's response rules). */
export function responseOf(outcome: InvokeOutcome): OriginResponse {
  if (outcome.kind === "payload-too-large") return json(413, "Request Entity Too Large");
  if (outcome.kind !== "result") return json(500, "Internal Server Error");
  if (outcome.payloadBytes > 6 * 1024 * 1024) return json(500, "Internal Server Error");
  const result = outcome.result as StructuredResult | null;
  // Without a statusCode the whole result is the JSON body of a 200.
  if (!result || typeof result !== "object" || result.statusCode === undefined) {
    const body = Buffer.from(typeof result === "string" ? result : JSON.stringify(result));
    return { status: 200, headers: [["content-type", "application/json"]], body };
  }
  if (!Number.isInteger(result.statusCode) || result.statusCode < 100 || result.statusCode > 599)
    return json(500, "Internal Server Error");
  const body = Buffer.from(result.body ?? "", result.isBase64Encoded ? "base64" : "utf8");
  const headers: [string, string][] = Object.entries(result.headers ?? {})
    .filter(([k]) => k.toLowerCase() !== "content-length")
    .map(([k, v]) => [k.toLowerCase(), String(v)]);
  for (const cookie of result.cookies ?? []) headers.push(["set-cookie", cookie]);
  headers.push(
    ["content-length", String(body.length)],
    ["apigw-requestid", randomUUID().slice(0, 16)],
  );
  return { status: result.statusCode, headers, body };
}
