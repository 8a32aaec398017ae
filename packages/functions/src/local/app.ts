import express, {
  type Express,
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from "express";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { AppError } from "@printshop/core/error";
import { errorAnswer } from "../http/answer";
import { securityHeaders } from "../http/security-headers";
import { door, preparedOf, trustProxySetting, writeAnswer } from "./host";
import { localDownload, localImages, localUpload } from "./upload";
import { serveSites } from "./static";
import { loadShopRenderer, type ShopRenderer } from "./ssr";

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
 * The local server. Every request goes through the API's pipeline first (http/serve.ts), before
 * Express sees it: what the API answers (tRPC, the REST shims, /health, every refusal: a bad URL,
 * a body over the limit, a sign-in shed while the hash queue is full) is written straight back.
 * Express serves only what the API leaves, with the request the pipeline prepared: the disk
 * store's uploads, downloads and images, then the built SPAs (shop at /, admin at /admin, the
 * shop's pages server-rendered) with a history fallback for GET navigations, then a JSON 404.
 * Security headers on everything.
 */
export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(options.trustProxy ?? process.env.TRUST_PROXY));
  app.use(localUpload);
  app.use(localDownload);
  app.use(localImages);
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
    const error = new AppError("not_found", "route.not_found");
    writeAnswer(req, res, errorAnswer(error, preparedOf(res).locale, "express"));
  });
  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    if (res.headersSent) return void res.end();
    // Express and its static middleware mark client errors (a bad path for `send`) with a status.
    const status =
      (error as { status?: unknown; statusCode?: unknown })?.status ??
      (error as { statusCode?: unknown })?.statusCode;
    const client = typeof status === "number" && status >= 400 && status < 500;
    const answered = client
      ? new AppError(
          status === 404 ? "not_found" : "input",
          status === 404 ? "route.not_found" : "input.bad_url",
        )
      : error;
    writeAnswer(req, res, errorAnswer(answered, preparedOf(res).locale, `express ${req.method}`));
  });

  // The door (host.ts): Express's app calls `app.handle` for every request, however it is served.
  type Handle = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;
  const withHandle = app as unknown as { handle: Handle };
  const handle = withHandle.handle.bind(app);
  withHandle.handle = door({
    trust: {
      kind: "proxies",
      trusts: app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean,
    },
    // The same two header sets every time (plain HTTP, HTTPS): built once, not per request.
    securityHeaders: {
      http: Object.entries(securityHeaders({ https: false, dev: options.dev })),
      https: Object.entries(securityHeaders({ https: true, dev: options.dev })),
    },
    express: (req, res) => handle(req, res),
  });
  return app;
}
