import express, { type Express, type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { handleApi } from "../http/handler";
import { localImages, localUpload } from "./upload";

/** Express request → fetch Request (the body streams through untouched). */
export function toFetchRequest(req: ExpressRequest): Request {
  const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // Node's fetch needs `duplex: "half"` for a streamed body; the DOM typings do not know it.
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? "half" : undefined,
  };
  return new Request(url, init);
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

const isNavigation = (req: ExpressRequest) => (req.method === "GET" || req.method === "HEAD") && (req.get("accept") ?? "").includes("text/html");

/** Long cache for hashed assets, none for index.html. */
const staticOptions = {
  index: false,
  setHeaders(res: ExpressResponse, path: string) {
    res.setHeader("cache-control", /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache");
  },
};

/**
 * The local server: the API (tRPC at /trpc, the REST shims, /health) first, then the built SPAs
 * (shop at /, admin at /admin) with a history fallback for GET navigations no API path claims.
 */
export function createApp(options: { sites?: SiteDirs; beforeSites?: (app: Express) => void } = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // Signed PUTs of print files to the local disk store stream past the API's 1 MB body limit.
  app.use(localUpload);
  app.use(localImages);
  app.use(async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const response = await handleApi(toFetchRequest(req), { clientIp: req.ip });
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
    app.use("/admin", express.static(sites.admin, staticOptions));
    app.use(express.static(sites.shop, staticOptions));
    app.use((req, res, next) => {
      if (!isNavigation(req)) return next();
      const admin = req.path === "/admin" || req.path.startsWith("/admin/");
      res.setHeader("cache-control", "no-cache");
      res.sendFile(join(admin ? sites.admin : sites.shop, "index.html"));
    });
  }
  app.use((req, res) => {
    res.status(404).json({ error: { code: "route.not_found", kind: "not_found", message: "Not found.", fields: [] } });
  });
  app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    console.error(`[express] internal error: ${error instanceof Error ? error.stack : String(error)}`);
    if (!res.headersSent) res.status(500).json({ error: { code: "internal", kind: "internal", message: "Something went wrong.", fields: [] } });
  });
  return app;
}
