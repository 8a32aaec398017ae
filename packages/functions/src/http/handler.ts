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
import {
  AnswerHeaders,
  fromFetchRequest,
  fromFetchResponse,
  jsonAnswer,
  toFetchResponse,
  type ApiAnswer,
  type ApiRequest,
} from "./exchange";
import { MAX_BATCH, trpcJson } from "./trpc-json";

export { MAX_BODY_BYTES } from "./body";
export type { ApiAnswer, ApiRequest } from "./exchange";
const routes = compile(restRoutes);

/** The JSON error answer of any failure: status by kind, translated, Retry-After on 429/503. */
export function errorAnswer(
  error: unknown,
  locale: Locale,
  where: string,
  extra?: AnswerHeaders,
): ApiAnswer {
  const appError = toAppError(error);
  logIfInternal(appError, where);
  const headers = extra ?? new AnswerHeaders();
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== null) headers.set("retry-after", String(retryAfter));
  return jsonAnswer(statusOf(appError), { error: errorBody(appError, locale) }, headers);
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

/** Retry-After of the first error that asks for one (429, 503). */
function retryHeaders(errors: unknown[]): Record<string, string> {
  for (const error of errors) {
    const retryAfter = retryAfterOf(toAppError(error));
    if (retryAfter !== null) return { "retry-after": String(retryAfter) };
  }
  return {};
}

const onTrpcError = (error: unknown, path: string | undefined) =>
  logIfInternal(toAppError(error), `trpc ${path ?? ""}`);

/**
 * tRPC's fetch adapter, for the requests the JSON road leaves to it (streaming, form data, a body
 * that is not JSON, an unknown procedure, …): the only place a fetch Request is still built.
 */
export async function trpcByFetch(req: ApiRequest, locale: Locale): Promise<ApiAnswer> {
  const headers = new Headers();
  try {
    for (const [name, value] of req.headers.entries()) headers.set(name, value);
  } catch (cause) {
    throw new AppError("input", "input.bad_header", { cause });
  }
  headers.delete("transfer-encoding");
  headers.delete("content-length");
  const post = req.method !== "GET" && req.method !== "HEAD";
  const empty = !req.body || req.body.byteLength === 0;
  if (post && empty && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  const fetchReq = new Request(req.url, {
    method: req.method,
    headers,
    body: post && !empty ? req.body : undefined,
  });
  // tRPC's non-batched link sends a mutation without input (a `z.void()` one) as a POST with no
  // body; the fetch adapter would fail parsing "" as JSON. An empty body means "no input".
  if (post && empty)
    Object.defineProperty(fetchReq, "json", { value: () => Promise.resolve(undefined) });
  const response = await withRequestLocale(locale, () =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: fetchReq,
      maxBatchSize: MAX_BATCH,
      router: appRouter,
      createContext: (opts) =>
        createContext({ req: opts.req, resHeaders: opts.resHeaders, clientIp: req.clientIp }),
      onError: ({ error, path }) => onTrpcError(error, path),
      responseMeta: ({ errors }) => ({ headers: retryHeaders(errors) }),
    }),
  );
  const answer = await fromFetchResponse(response);
  // tRPC labels some refusals (a form-data request it cannot route) text/plain; the body is JSON.
  if (!answer.headers["content-type"]?.includes("application/json"))
    answer.headers["content-type"] = "application/json";
  return answer;
}

async function route(req: ApiRequest, locale: Locale): Promise<ApiAnswer | null> {
  const { pathname } = req.url;
  if (pathname === "/health") return jsonAnswer(200, { status: "ok" });
  if (pathname === "/health/ready") return readiness();
  const isTrpc = pathname === "/trpc" || pathname.startsWith("/trpc/");
  const found = isTrpc ? null : match(routes, req.method, pathname);
  // An unknown /admin path is the API's too unless it is a GET/HEAD (the admin SPA and its files).
  const unknownAdminWrite = isAdminPath(pathname) && isStateChanging(req.method);
  if (!isTrpc && found === null && !unknownAdminWrite) return null;
  // CSRF: a state-changing request that carries cookies must come from our own pages.
  if (originRefused(req))
    return errorAnswer(new AppError("forbidden", "auth.origin"), locale, "http");
  if (req.body && req.body.byteLength > MAX_BODY_BYTES)
    return errorAnswer(new AppError("input", "input.too_large"), locale, "http");

  if (isTrpc) {
    const fast = await trpcJson(req, {
      router: appRouter,
      path: pathname.slice("/trpc/".length),
      createContext: (sink) => createContext({ req, resHeaders: sink, clientIp: req.clientIp }),
      onError: onTrpcError,
      errorHeaders: retryHeaders,
    });
    return fast ?? trpcByFetch(req, locale);
  }

  const resHeaders = new AnswerHeaders();
  const ctx = createContext({ req, resHeaders, clientIp: req.clientIp });
  try {
    // The guard comes first, even before "not found" and "wrong method": /admin says nothing to outsiders.
    const permission = requiredPermission(routes, found, pathname);
    const session = permission ? await requirePermission(ctx, permission) : null;
    if (found === null || found === "method") throw new AppError("not_found", "route.not_found");
    if (found === "malformed") throw new AppError("input", "input.malformed_path");
    const result = await found.route.handler({
      params: found.params,
      body: parseJson(req.body),
      query: req.url.searchParams,
      ctx,
      req,
      session,
    });
    return jsonAnswer(200, result ?? null, resHeaders);
  } catch (error) {
    return errorAnswer(error, ctx.locale, `rest ${req.method} ${pathname}`, resHeaders);
  }
}

function safeLocale(req: ApiRequest): Locale {
  try {
    return localeOf(req);
  } catch {
    return "pl";
  }
}

/**
 * The whole API, shared by the Lambda entry and the Express server, each of which builds the
 * ApiRequest from what it received and writes the ApiAnswer back itself. Resolves to null when
 * no API path claims the request (the caller then serves the SPAs). Each answer says how many
 * DynamoDB requests it cost (`x-dynamodb-requests`). Whatever goes wrong, the answer is JSON: a
 * 4xx for a malformed request, 503 when the database is away.
 */
export async function serveApi(req: ApiRequest): Promise<ApiAnswer | null> {
  const locale = safeLocale(req);
  if (!decodablePath(req.url.pathname))
    return errorAnswer(new AppError("input", "input.bad_url"), locale, "http");
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES)
    return errorAnswer(new AppError("input", "input.too_large"), locale, "http");
  const shed = shedForHash(
    req.method,
    req.url.pathname + req.url.search,
    req.headers.get("x-locale"),
  );
  if (shed)
    return { status: shed.status, headers: { ...shed.headers }, cookies: [], body: shed.body };
  const { result, requests } = await countRequests(() =>
    route(req, locale).catch((error: unknown) =>
      errorAnswer(error, locale, `http ${req.method} ${req.url.pathname}`),
    ),
  );
  if (result) result.headers["x-dynamodb-requests"] = String(requests);
  return result;
}

/** The API for a fetch Request (tests and tools): the same `serveApi`, fetch objects at the edges. */
export async function handleApi(
  req: Request,
  options: { clientIp?: string } = {},
): Promise<Response | null> {
  let apiReq: ApiRequest;
  try {
    apiReq = await fromFetchRequest(req, options.clientIp);
  } catch (error) {
    return toFetchResponse(errorAnswer(error, "pl", "http"));
  }
  const answer = await serveApi(apiReq);
  return answer && toFetchResponse(answer);
}
