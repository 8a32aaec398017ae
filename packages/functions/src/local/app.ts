import express, { type Express, type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { AppError } from "@printshop/core";
import { handleApi } from "../http/handler";
import { BodyTooLarge, hasBody, readBody } from "../http/body";
import { requestUrl } from "../http/request-url";
import { securityHeaders } from "../http/security-headers";
import { shedForHash } from "../http/shed";
import { errorJson, sendError, trustProxySetting } from "./respond";
import { localDownload, localImages, localUpload } from "./upload";
import { compressAnswers, serveSites } from "./static";

/** Express request (its body already read, within the limit) → fetch Request. */
export function toFetchRequest(req: ExpressRequest, url: URL, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  }
  // The body was read already; its length is what it is, not what the client declared.
  headers.delete("transfer-encoding");
  if (body) headers.set("content-length", String(body.length));
  else headers.delete("content-length");
  return new Request(url, { method: req.method, headers, body: body && req.method !== "GET" && req.method !== "HEAD" ? body : undefined });
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export interface SiteDirs {
  shop: string;
  admin: string;
}

export interface AppOptions {
  sites?: SiteDirs;
  beforeSites?: (app: Express) => void;
  /**
   * Which proxies may set X-Forwarded-For/-Proto (Express's `trust proxy`): by default
   * `TRUST_PROXY`, and without it none — the client IP is the socket's address.
   */
  trustProxy?: string;
  /** `pnpm dev`: the CSP also allows Vite's inline React preamble and its hot-reload WebSocket. */
  dev?: boolean;
}

/**
 * The local server: security headers on everything; the URL checked; request bodies read with
 * a streaming limit; then the API (tRPC at /trpc, the REST shims, /health) and the built SPAs
 * (shop at /, admin at /admin) with a history fallback for GET navigations no API path claims.
 */
export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(options.trustProxy ?? process.env.TRUST_PROXY));
  // The same two header sets every time (plain HTTP, HTTPS): built once, not per request.
  const headerSets = { http: securityHeaders({ https: false, dev: options.dev }), https: securityHeaders({ https: true, dev: options.dev }) };
  app.use((req, res, next) => {
    res.set(req.secure ? headerSets.https : headerSets.http);
    next();
  });
  // A sign-in or registration while no password-hash slot is free: 503 at once, nothing read.
  app.use((req, res, next) => {
    const shed = shedForHash(req.method, req.url, req.headers["x-locale"] as string | undefined);
    if (!shed) return next();
    res.writeHead(shed.status, shed.headers).end(shed.body);
  });
  // A URL that cannot be parsed or decoded is the client's mistake: 400 JSON, on every path.
  app.use((req, res, next) => {
    try {
      res.locals.url = requestUrl(req.secure ? "https" : "http", req.get("host"), req.originalUrl);
      next();
    } catch (error) {
      sendError(req, res, error);
    }
  });
  // Signed PUTs of print files to the local disk store stream past the API's 1 MB body limit.
  app.use(localUpload);
  app.use(localDownload);
  app.use(localImages);
  // Every other body is read here, within the limit, whatever the route: past it, 413 at once
  // and the connection closes (the rest of the body is not read).
  app.use(async (req, res, next) => {
    if (!hasBody(req)) return next();
    try {
      res.locals.body = await readBody(req);
      next();
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        res.setHeader("connection", "close");
        sendError(req, res, new AppError("input", "input.too_large"));
        return;
      }
      next(error);
    }
  });
  app.use(compressAnswers);
  app.use(async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await handleApi(toFetchRequest(req, res.locals.url as URL, res.locals.body as Buffer | undefined), { clientIp: req.ip });
      if (!response) return next();
      await sendFetchResponse(res, response);
    } catch (error) {
      next(error);
    }
  });
  options.beforeSites?.(app);
  const sites = options.sites;
  if (sites) {
    for (const dir of [sites.shop, sites.admin]) {
      if (!existsSync(join(dir, "index.html"))) throw new Error(`${dir} has no index.html: run \`pnpm build\` first`);
    }
    app.use(serveSites(sites));
  }
  app.use((req, res) => {
    res.status(404).json(errorJson(req, new AppError("not_found", "route.not_found")));
  });
  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    // Express and its static middleware mark client errors (a bad path for `send`) with a status.
    const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) return sendError(req, res, new AppError(status === 404 ? "not_found" : "input", status === 404 ? "route.not_found" : "input.bad_url"));
    sendError(req, res, error);
  });
  return app;
}
