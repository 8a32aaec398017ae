import express, {
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
  type Router,
} from "express";
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { logIfInternal, toAppError } from "../errors";
import { sendRendered, shopPageTemplate, type RenderedPage, type ShopRenderer } from "./ssr";
import { pickEncoding, preparedOf, type Encoding } from "./host";
import { oldAddressTarget } from "../http/slug-redirect";

/**
 * The local server's static files, compressed (issue 15, goal 4; the API's JSON answers are
 * compressed by local/host.ts):
 *
 * - `serveSites`: the built SPAs (shop at /, admin at /admin) with a history fallback for GET
 *   navigations. Text files (JS, CSS, HTML, SVG, JSON, source maps, …) go out brotli- or
 *   gzip-compressed when the client accepts it, compressed once per file and kept in memory
 *   (brotli quality 9: quality 11 takes seconds per megabyte); `Cache-Control: public,
 *   max-age=31536000, immutable` on Vite's content-hashed files under `assets/`, `no-cache` on
 *   everything else (index.html: a deploy shows on the next load). Other files (images, fonts)
 *   and clients without compression get `express.static`'s answer with the same headers.
 */

export const IMMUTABLE = "public, max-age=31536000, immutable";
const isHashedAsset = (path: string) => /[\\/]assets[\\/]/.test(path);
export const cacheControlFor = (path: string) => (isHashedAsset(path) ? IMMUTABLE : "no-cache");

const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliParams = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

interface Compressed {
  body: Buffer;
  etag: string;
}
/** Compressed copies of files, by path, encoding, size and modification time (a rebuilt file is a new entry). */
const compressed = new Map<string, Promise<Compressed>>();
const MAX_ENTRIES = 2_000;

function compressFile(
  file: string,
  encoding: Encoding,
  size: number,
  mtimeMs: number,
): Promise<Compressed> {
  const key = `${encoding}:${size}:${mtimeMs}:${file}`;
  let entry = compressed.get(key);
  if (!entry) {
    entry = readFile(file).then(async (raw) => {
      const body =
        encoding === "br"
          ? await brotliAsync(raw, brotliParams(raw.length))
          : await gzipAsync(raw, { level: 9 });
      return { body, etag: `"${createHash("sha1").update(raw).digest("base64url")}-${encoding}"` };
    });
    entry.catch(() => compressed.delete(key));
    if (compressed.size >= MAX_ENTRIES) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, entry);
  }
  return entry;
}

/** The file under `dir` a URL path names, or null (outside the directory, a dotfile, not decodable). */
function fileFor(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split("/").some((segment) => segment.startsWith(".")))
    return null;
  const file = normalize(join(dir, decoded));
  return file.startsWith(normalize(dir + sep)) ? file : null;
}

/**
 * Sends `file` compressed if it is text and the client accepts an encoding; resolves false when
 * it did not (not text, no encoding, not a file), leaving the answer to the caller.
 */
async function sendCompressed(
  req: ExpressRequest,
  res: ExpressResponse,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const type = TEXT_TYPES[extname(file).toLowerCase()];
  if (!type) return false;
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (!encoding) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const { body, etag } = await compressFile(file, encoding, info.size, info.mtimeMs);
  res.setHeader("content-type", type);
  res.setHeader("cache-control", cacheControl);
  res.setHeader("vary", "Accept-Encoding");
  res.setHeader("etag", etag);
  res.setHeader("last-modified", info.mtime.toUTCString());
  if (req.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag)) {
    res.status(304).end();
    return true;
  }
  res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", String(body.length));
  res.status(200).end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** One site's files: compressed text, else `express.static` (same Cache-Control, Vary on text). */
function siteFiles(dir: string) {
  const plain = express.static(dir, {
    index: false,
    setHeaders(res, path) {
      res.setHeader("cache-control", cacheControlFor(path));
      if (TEXT_TYPES[extname(path).toLowerCase()]) res.setHeader("vary", "Accept-Encoding");
    },
  });
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileFor(dir, req.path);
    if (!file) {
      plain(req, res, next);
      return;
    }
    sendCompressed(req, res, file, cacheControlFor(file)).then((sent) => {
      if (!sent) plain(req, res, next);
    }, next);
  };
}

/** Answers 301 when the navigation is an old address of a product or category page (http/slug-redirect.ts). */
async function sendOldAddressRedirect(req: ExpressRequest, res: ExpressResponse) {
  const { url } = preparedOf(res);
  const target = await oldAddressTarget(url.pathname, url.search);
  if (!target) return false;
  // Kept a while, not for ever: the address may be given back to the page later.
  res.setHeader("cache-control", "private, max-age=600");
  res.redirect(301, target);
  return true;
}

const isNavigation = (req: ExpressRequest) =>
  (req.method === "GET" || req.method === "HEAD") &&
  (req.get("accept") ?? "").includes("text/html");

/**
 * Both SPAs with their history fallback (GET navigations no file answers get the site's
 * index.html, `no-cache`). A storefront navigation is first offered to the shop's server renderer
 * (`renderer`, see ssr.ts): the home page and product pages go out rendered, anything else (and
 * any failure of the renderer) gets the shell. The admin is never rendered on the server.
 */
export function serveSites(
  sites: { shop: string; admin: string },
  renderer?: () => Promise<ShopRenderer | null>,
): Router {
  const router = express.Router();
  router.use("/admin", siteFiles(sites.admin));
  router.use(siteFiles(sites.shop));
  let fill: ((page: RenderedPage) => string) | undefined;
  router.use((req, res, next) => {
    if (!isNavigation(req)) return next();
    const admin = req.path === "/admin" || req.path.startsWith("/admin/");
    const index = join(admin ? sites.admin : sites.shop, "index.html");
    const shell = () =>
      sendCompressed(req, res, index, "no-cache").then((sent) => {
        if (sent) return;
        res.setHeader("cache-control", "no-cache");
        res.setHeader("vary", "Accept-Encoding");
        res.sendFile(index);
      });
    if (admin) return void shell().catch(next);
    // An old address of a product or category page: 301 to its address in this language (issue 28).
    void sendOldAddressRedirect(req, res).then((sent) => {
      if (sent) return;
      if (!renderer || req.method !== "GET") return void shell().catch(next);
      renderer()
        .then((loaded) => sendRendered(req, res, loaded, (fill ??= shopPageTemplate(sites.shop))))
        .catch((error: unknown) => {
          logIfInternal(toAppError(error), "ssr");
          return false;
        })
        .then((sent) => (sent ? undefined : shell()))
        .catch(next);
    }, next);
  });
  return router;
}
