import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { type Locale } from "@printshop/core/i18n/locale";
import { countRequests } from "@printshop/core/dynamo/counter";
import { AppError } from "@printshop/core/error";
import { appRouter } from "../root";
import { createContext, localeOf } from "../context";
import { errorBody, logIfInternal, retryAfterOf, statusOf, toAppError } from "../errors";
import { restRoutes } from "../rest/index";
import { compile, isAdminPath, match, requiredPermission } from "../rest/router";
import { isStateChanging, originRefused } from "../auth/origin";
import { requirePermission } from "../auth/guard";
import { withRequestLocale } from "../request-locale";
import { MAX_BODY_BYTES } from "./body";
import { decodablePath } from "./request-url";
import { readiness } from "./health";
import { shedForHash } from "./shed";

export { MAX_BODY_BYTES } from "./body";
const routes = compile(restRoutes);

export interface ApiOptions {
  /** The caller's IP as the host saw it (throttling); Express's req.ip, Lambda's sourceIp. */
  clientIp?: string;
}

const json = (status: number, body: unknown, headers?: Headers) => {
  const h = new Headers(headers);
  h.set("content-type", "application/json; charset=utf-8");
  h.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: h });
};

/** The JSON error answer of any failure: status by kind, translated, Retry-After on 429/503. */
export const errorResponse = (error: unknown, locale: Locale, where: string, headers?: Headers) => {
  const appError = toAppError(error);
  logIfInternal(appError, where);
  const h = new Headers(headers);
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== null) h.set("retry-after", String(retryAfter));
  return json(statusOf(appError), { error: errorBody(appError, locale) }, h);
};

/** Reads a body of at most MAX_BODY_BYTES, refusing as soon as the stream passes it. */
async function readLimited(req: Request): Promise<Uint8Array | undefined> {
  if (req.method === "GET" || req.method === "HEAD" || !req.body) return undefined;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new AppError("input", "input.too_large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

function parseJson(body: Uint8Array | undefined): unknown {
  if (!body) return undefined;
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new AppError("input", "input.not_json", { cause });
  }
}

/**
 * tRPC's non-batched link sends a mutation without input (a `z.void()` one) as a POST with no
 * body; tRPC's fetch adapter would fail parsing "" as JSON. An empty body means "no input".
 */
function noInputRequest(url: string, init: RequestInit): Request {
  const req = new Request(url, init);
  Object.defineProperty(req, "json", { value: () => Promise.resolve(undefined) });
  return req;
}

function trpcRequest(req: Request, body: Uint8Array | undefined): Request {
  if (req.method !== "POST") return req;
  const headers = new Headers(req.headers);
  if (!body || body.byteLength === 0) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    return noInputRequest(req.url, { method: req.method, headers });
  }
  return new Request(req.url, { method: req.method, headers, body });
}

async function route(req: Request, url: URL, options: ApiOptions): Promise<Response | null> {
  const locale = localeOf(req);
  if (url.pathname === "/health") return json(200, { status: "ok" });
  if (url.pathname === "/health/ready") return readiness();
  const isTrpc = url.pathname === "/trpc" || url.pathname.startsWith("/trpc/");
  const found = isTrpc ? null : match(routes, req.method, url.pathname);
  // An unknown /admin path is the API's too unless it is a GET/HEAD (the admin SPA and its files).
  const unknownAdminWrite = isAdminPath(url.pathname) && isStateChanging(req.method);
  if (!isTrpc && found === null && !unknownAdminWrite) return null;
  // CSRF: a state-changing request that carries cookies must come from our own pages.
  if (originRefused(req)) return errorResponse(new AppError("forbidden", "auth.origin"), locale, "http");

  let body: Uint8Array | undefined;
  try {
    body = await readLimited(req);
  } catch (error) {
    return errorResponse(error, locale, "http");
  }

  if (isTrpc) {
    const answer = await fetchRequestHandler({
      endpoint: "/trpc",
      req: trpcRequest(req, body),
      router: appRouter,
      createContext: (opts) => createContext({ ...opts, clientIp: options.clientIp }),
      onError({ error, path }) {
        logIfInternal(toAppError(error), `trpc ${path ?? ""}`);
      },
      responseMeta({ errors }) {
        for (const error of errors) {
          const retryAfter = retryAfterOf(toAppError(error));
          if (retryAfter !== null) return { headers: { "retry-after": String(retryAfter) } };
        }
        return {};
      },
    });
    // tRPC labels some refusals (a form-data request it cannot route) text/plain; the body is JSON.
    if (answer.headers.get("content-type")?.includes("application/json")) return answer;
    const headers = new Headers(answer.headers);
    headers.set("content-type", "application/json");
    return new Response(answer.body, { status: answer.status, headers });
  }

  const resHeaders = new Headers();
  const ctx = createContext({ req, resHeaders, clientIp: options.clientIp });
  try {
    // The guard comes first, even before "not found" and "wrong method": /admin says nothing to outsiders.
    const permission = requiredPermission(routes, found, url.pathname);
    const session = permission ? await requirePermission(ctx, permission) : null;
    if (found === null || found === "method") throw new AppError("not_found", "route.not_found");
    if (found === "malformed") throw new AppError("input", "input.malformed_path");
    const result = await found.route.handler({ params: found.params, body: parseJson(body), query: url.searchParams, ctx, req, session });
    return json(200, result ?? null, resHeaders);
  } catch (error) {
    return errorResponse(error, ctx.locale, `rest ${req.method} ${url.pathname}`, resHeaders);
  }
}

function safeLocale(req: Request): Locale {
  try {
    return localeOf(req);
  } catch {
    return "pl";
  }
}

/**
 * The whole API as one fetch-style function, shared by the Lambda entry and the Express server.
 * Resolves to null when no API path claims the request (the caller then serves the SPAs).
 * Each response says how many DynamoDB requests it cost (`x-dynamodb-requests`). Whatever goes
 * wrong, the answer is JSON: a 4xx for a malformed request, 503 when the database is away.
 */
export async function handleApi(req: Request, options: ApiOptions = {}): Promise<Response | null> {
  const locale = safeLocale(req);
  let url: URL;
  try {
    url = new URL(req.url);
    if (!decodablePath(url.pathname)) throw new AppError("input", "input.bad_url");
    const declared = Number(req.headers.get("content-length") ?? "0");
    if (declared > MAX_BODY_BYTES) throw new AppError("input", "input.too_large");
  } catch (error) {
    return errorResponse(error, locale, "http");
  }
  const shed = shedForHash(req.method, url.pathname + url.search, req.headers.get("x-locale"));
  if (shed) return new Response(shed.body, { status: shed.status, headers: shed.headers });
  const { result, requests } = await countRequests(() =>
    withRequestLocale(locale, () => route(req, url, options).catch((error: unknown) => errorResponse(error, locale, `http ${req.method} ${url.pathname}`))),
  );
  if (!result) return null;
  const headers = new Headers(result.headers);
  headers.set("x-dynamodb-requests", String(requests));
  return new Response(result.body, { status: result.status, statusText: result.statusText, headers });
}
