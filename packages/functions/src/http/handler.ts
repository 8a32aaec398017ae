import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { countRequests, type Locale } from "@printshop/core";
import { appRouter } from "../root";
import { createContext, localeOf } from "../context";
import { errorBody, httpStatusOf, logIfInternal, toAppError } from "../errors";
import { restRoutes } from "../rest/index";
import { compile, isAdminPath, match, requiredPermission } from "../rest/router";
import { AppError } from "@printshop/core";
import { isStateChanging, originRefused } from "../auth/origin";
import { requirePermission } from "../auth/guard";
import { withRequestLocale } from "../request-locale";

const routes = compile(restRoutes);

export interface ApiOptions {
  /** The caller's IP as the host saw it (throttling); Express's req.ip, Lambda's sourceIp. */
  clientIp?: string;
}
/** Bodies above this are refused before they are read. */
export const MAX_BODY_BYTES = 1_000_000;

const json = (status: number, body: unknown, headers?: Headers) => {
  const h = new Headers(headers);
  h.set("content-type", "application/json; charset=utf-8");
  h.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: h });
};

const errorResponse = (error: unknown, locale: Locale, where: string, headers?: Headers) => {
  const appError = toAppError(error);
  logIfInternal(appError, where);
  return json(httpStatusOf[appError.kind], { error: errorBody(appError, locale) }, headers);
};

async function readJson(req: Request): Promise<unknown> {
  if (req.method === "GET" || req.method === "HEAD") return undefined;
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError("input", "input.too_large");
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new AppError("input", "input.not_json", { cause });
  }
}

async function route(req: Request, options: ApiOptions): Promise<Response | null> {
  const url = new URL(req.url);
  const locale = localeOf(req);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return errorResponse(new AppError("input", "input.too_large"), locale, "http");

  if (url.pathname === "/health") return json(200, { status: "ok" });
  // An unknown /admin path is the API's too unless it is a GET/HEAD (the admin SPA and its files).
  const unknownAdminWrite = isAdminPath(url.pathname) && isStateChanging(req.method);
  const isApi = url.pathname === "/trpc" || url.pathname.startsWith("/trpc/") || match(routes, req.method, url.pathname) !== null || unknownAdminWrite;
  // CSRF: a state-changing request that carries cookies must come from our own pages.
  if (isApi && originRefused(req)) return errorResponse(new AppError("forbidden", "auth.origin"), locale, "http");

  if (url.pathname === "/trpc" || url.pathname.startsWith("/trpc/")) {
    return fetchRequestHandler({
      endpoint: "/trpc",
      req,
      router: appRouter,
      createContext: (opts) => createContext({ ...opts, clientIp: options.clientIp }),
      onError({ error, path }) {
        logIfInternal(toAppError(error), `trpc ${path ?? ""}`);
      },
    });
  }

  const found = match(routes, req.method, url.pathname);
  if (found === null && !unknownAdminWrite) return null;
  const resHeaders = new Headers();
  const ctx = createContext({ req, resHeaders, clientIp: options.clientIp });
  try {
    // The guard comes first, even before "not found" and "wrong method": /admin says nothing to outsiders.
    const permission = requiredPermission(routes, found, url.pathname);
    const session = permission ? await requirePermission(ctx, permission) : null;
    if (found === null || found === "method") throw new AppError("not_found", "route.not_found");
    if (found === "malformed") throw new AppError("input", "input.malformed_path");
    const body = await readJson(req);
    const result = await found.route.handler({ params: found.params, body, query: url.searchParams, ctx, req, session });
    return json(200, result ?? null, resHeaders);
  } catch (error) {
    return errorResponse(error, ctx.locale, `rest ${req.method} ${url.pathname}`, resHeaders);
  }
}

/**
 * The whole API as one fetch-style function, shared by the Lambda entry and the Express server.
 * Resolves to null when no API path claims the request (the caller then serves the SPAs).
 * Each response says how many DynamoDB requests it cost (`x-dynamodb-requests`).
 */
export async function handleApi(req: Request, options: ApiOptions = {}): Promise<Response | null> {
  const { result, requests } = await countRequests(() => withRequestLocale(localeOf(req), () => route(req, options)));
  if (!result) return null;
  const headers = new Headers(result.headers);
  headers.set("x-dynamodb-requests", String(requests));
  return new Response(result.body, { status: result.status, statusText: result.statusText, headers });
}
