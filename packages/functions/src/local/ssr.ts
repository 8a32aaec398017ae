import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compressBody, pickEncoding, preparedOf } from "./host";
import {
  loadRenderer,
  pageTemplate,
  renderNavigation,
  type RenderedPage,
  type ShopRenderer,
} from "../render/page";

/**
 * The local server's side of the server rendering (render/page.ts holds what both hosts share):
 * where `pnpm build` puts the shop's server entry and shell, and the rendered page written on
 * Express's response, compressed.
 */
export type { RenderedPage, ShopRenderer } from "../render/page";

/**
 * The shop's server entry the local server renders with: the one the Lambda ships, when this is
 * the built server (`dist/shop/entry-server.mjs` beside it: build/shop-server.ts, React's
 * production build bundled in), so `pnpm start` and the tests render with the shipped renderer;
 * run from source (`pnpm dev`), Vite's server build next to the shop's client build, whose bare
 * imports Node resolves from the shop's node_modules.
 */
export function shopServerEntry(shopDir: string): string {
  const shipped = fileURLToPath(new URL("./shop/entry-server.mjs", import.meta.url));
  return existsSync(shipped) ? shipped : join(shopDir, "..", "dist-server", "entry-server.js");
}

/** Loads the renderer once; null (and the shell for every page) when the build has none. */
export const loadShopRenderer = (shopDir: string) => loadRenderer(shopServerEntry(shopDir));

/** The shop's index.html and Vite's manifest, read once. */
export const shopPageTemplate = (shopDir: string) =>
  pageTemplate(join(shopDir, "index.html"), join(shopDir, ".vite", "manifest.json"));

/**
 * Answers a storefront navigation with its rendered page; resolves false when it did not (not a
 * rendered page, no renderer, the render failed: logged), leaving the shell to the caller.
 */
export async function sendRendered(
  req: ExpressRequest,
  res: ExpressResponse,
  renderer: ShopRenderer | null,
  fill: (page: RenderedPage) => string,
): Promise<boolean> {
  const answer = await renderNavigation(preparedOf(res), renderer, fill);
  if (!answer) return false;
  let body: Buffer = Buffer.from(answer.body, "utf8");
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader("vary", `Accept-Encoding, ${answer.headers.vary}`);
  if (answer.cookies.length) res.setHeader("set-cookie", answer.cookies);
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (encoding) {
    body = compressBody(body, encoding, 5);
    res.setHeader("content-encoding", encoding);
  }
  res.setHeader("content-length", String(body.length));
  res.status(answer.status).end(body);
  return true;
}
