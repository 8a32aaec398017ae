import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { logIfInternal, toAppError } from "../errors";
import type { ApiAnswer } from "../http/answer";
import type { ApiRequest } from "../http/request";
import { oldAddressTarget } from "../http/slug-redirect";
import { loadRenderer, pageTemplate, renderNavigation, type RenderedPage } from "./page";

/**
 * The Lambda's storefront navigations (issue 26): CloudFront sends the shop's navigations (paths
 * without a dot, stacks/distribution-table.ts) to the API, and what the API's routes leave of them
 * comes here. The shop's server entry, its index.html and Vite's manifest travel with the bundle
 * (`shop/` beside its chunks: packages/functions/build/shop-server.ts), so the Lambda renders with
 * the same entry, the same in-process calls and the same shell as the local server
 * (render/page.ts). Not rendered (another route, a failed render): the shell, as the S3 bucket
 * served it before and as the local server does; never an error page.
 *
 * Buffered, not streamed: API Gateway's HTTP API (CloudFront's origin for the API) takes the
 * Lambda's whole answer; response streaming exists only through function URLs. The renderer
 * waits for every boundary anyway (entry-server's onAllReady: one inline document, no streamed
 * boundary scripts the CSP would refuse), so nothing would arrive earlier.
 */
/**
 * How long a navigation may take to render before the shell goes instead: well inside the
 * function's 10 s (stacks/api-environment.ts), so a slow render (a cold container on a busy
 * host, DynamoDB slow to answer) costs the visitor the first paint, never a 504.
 */
export const RENDER_DEADLINE_MS = 6_000;

const shopDir = fileURLToPath(new URL("./shop/", import.meta.url));
const renderer = loadRenderer(join(shopDir, "entry-server.mjs"));
const indexFile = join(shopDir, "index.html");
let shell: string | undefined;
let fill: ((page: RenderedPage) => string) | undefined;

const isNavigation = (req: ApiRequest) =>
  (req.method === "GET" || req.method === "HEAD") &&
  (req.headers.accept ?? "").includes("text/html") &&
  req.url.pathname !== "/admin" &&
  !req.url.pathname.startsWith("/admin/");

/** The answer to a storefront navigation (rendered, else the shell), or null for anything else (the API's 404). */
export async function navigationAnswer(prepared: ApiRequest): Promise<ApiAnswer | null> {
  if (!isNavigation(prepared) || !existsSync(indexFile)) return null;
  // An old address of a product or category page: 301 to its address in this language (issue 28),
  // as the local server answers it (local/static.ts).
  const target = await oldAddressTarget(prepared.url.pathname, prepared.url.search);
  if (target)
    return {
      status: 301,
      // Kept a while, not for ever: the address may be given back to the page later.
      headers: { location: target, "cache-control": "private, max-age=600" },
      cookies: [],
      body: "",
    };
  fill ??= pageTemplate(indexFile, join(shopDir, "manifest.json"));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      console.error(
        `[ssr] ${prepared.url.pathname} not rendered within ${RENDER_DEADLINE_MS} ms: the shell`,
      );
      resolve(null);
    }, RENDER_DEADLINE_MS);
  });
  const rendered = await Promise.race([
    renderer()
      .then((loaded) => renderNavigation(prepared, loaded, fill!))
      .catch((error: unknown) => {
        logIfInternal(toAppError(error), "ssr");
        return null;
      }),
    late,
  ]).finally(() => clearTimeout(timer));
  if (rendered) return rendered;
  shell ??= readFileSync(indexFile, "utf8");
  return {
    status: 200,
    // As the local server sends the shell (local/static.ts): checked on every load.
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
    cookies: [],
    body: shell,
  };
}
