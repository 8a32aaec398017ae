import express, {
  type Express,
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from "express";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { AppError } from "@printshop/core";
import { serveApi } from "../http/handler";
import { recordHeaders, type ApiAnswer, type ApiRequest } from "../http/exchange";
import { BodyTooLarge, hasBody, lingerThenClose, readBody } from "../http/body";
import { requestUrl } from "../http/request-url";
import { securityHeaders } from "../http/security-headers";
import { shedForHash } from "../http/shed";
import { errorJson, sendError, trustProxySetting } from "./respond";
import { localDownload, localImages, localUpload } from "./upload";
import { compressAnswers, serveSites } from "./static";
import { loadShopRenderer, type ShopRenderer } from "./ssr";

/** The Express request (URL checked, body already read within the limit) as the API's request. */
export function apiRequestOf(req: ExpressRequest, url: URL, body: Buffer | undefined): ApiRequest {
  return {
    method: req.method,
    url,
    headers: recordHeaders(req.headers),
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
    clientIp: req.ip,
  };
}

/** Writes the API's answer on Node's response (the security headers are set already). */
export function sendAnswer(res: ExpressResponse, answer: ApiAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.cookies.length) res.setHeader("set-cookie", answer.cookies);
  res.end(answer.body);
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
  /**
   * The shop's server renderer (ssr.ts): by default the one `pnpm build` put beside the shop's
   * build (none there: every page gets the shell); null: none.
   */
  shopRenderer?: ShopRenderer | null;
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
  const headerSets = {
    http: securityHeaders({ https: false, dev: options.dev }),
    https: securityHeaders({ https: true, dev: options.dev }),
  };
  app.use((req, res, next) => {
    res.set(req.secure ? headerSets.https : headerSets.http);
    next();
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
  // and the connection closes (the rest of the body is not read; the socket stays half-open for a
  // moment so the client can read the 413 before the close: lingerThenClose).
  app.use(async (req, res, next) => {
    if (!hasBody(req)) return next();
    try {
      res.locals.body = await readBody(req);
      next();
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        res.setHeader("connection", "close");
        lingerThenClose(req);
        sendError(req, res, new AppError("input", "input.too_large"));
        return;
      }
      next(error);
    }
  });
  app.use(compressAnswers);
  app.use(async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const answer = await serveApi(
        apiRequestOf(req, res.locals.url as URL, res.locals.body as Buffer | undefined),
      );
      if (!answer) return next();
      sendAnswer(res, answer);
    } catch (error) {
      next(error);
    }
  });
  options.beforeSites?.(app);
  const sites = options.sites;
  if (sites) {
    for (const dir of [sites.shop, sites.admin]) {
      if (!existsSync(join(dir, "index.html")))
        throw new Error(`${dir} has no index.html: run \`pnpm build\` first`);
    }
    const renderer =
      options.shopRenderer === undefined
        ? loadShopRenderer(sites.shop)
        : () => Promise.resolve(options.shopRenderer ?? null);
    app.use(serveSites(sites, renderer));
  }
  app.use((req, res) => {
    res.status(404).json(errorJson(req, new AppError("not_found", "route.not_found")));
  });
  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    // Express and its static middleware mark client errors (a bad path for `send`) with a status.
    const status =
      (error as { status?: unknown; statusCode?: unknown })?.status ??
      (error as { statusCode?: unknown })?.statusCode;
    if (typeof status === "number" && status >= 400 && status < 500)
      return sendError(
        req,
        res,
        new AppError(
          status === 404 ? "not_found" : "input",
          status === 404 ? "route.not_found" : "input.bad_url",
        ),
      );
    sendError(req, res, error);
  });
  shedAtTheDoor(app, headerSets);
  return app;
}

/**
 * A sign-in or registration while no password-hash slot is free: 503 at once, nothing read —
 * and before Express: its request setup, router and header helpers cost ~3× Node's own answer
 * (measured 195 vs 56 µs of server CPU per refusal), and under a sign-in flood that cost is what
 * page answers queue behind. Express's app calls `app.handle` for every request, however it is
 * served (`app.listen`, `http.createServer(app)`), so the door goes there.
 */
function shedAtTheDoor(
  app: Express,
  headerSets: { http: Record<string, string>; https: Record<string, string> },
): void {
  type Handle = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;
  const withHandle = app as unknown as { handle: Handle };
  const handle = withHandle.handle.bind(app);
  const trusted = app.get("trust proxy fn") as (
    address: string | undefined,
    hop: number,
  ) => boolean;
  withHandle.handle = (req, res, next) => {
    const shed = shedForHash(
      req.method ?? "",
      req.url ?? "",
      req.headers["x-locale"] as string | undefined,
    );
    if (!shed) return handle(req, res, next);
    // HTTPS as Express's req.secure sees it: TLS, or a trusted proxy's X-Forwarded-Proto.
    const proto = String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim();
    const https =
      "encrypted" in req.socket || (proto === "https" && trusted(req.socket.remoteAddress, 0));
    res
      .writeHead(shed.status, { ...(https ? headerSets.https : headerSets.http), ...shed.headers })
      .end(shed.body);
  };
}
