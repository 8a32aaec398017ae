import type { ApiRequest } from "../http/request";

/** What the Origin check reads of the prepared request. */
type OriginSource = Pick<ApiRequest, "method" | "url" | "headers" | "forwardedHost">;

/**
 * Which Origins may make state-changing requests with cookies: the request's own origin, the
 * host `x-forwarded-host` names (read by http/prepare.ts; a browser cannot send that header
 * cross-site without a CORS preflight, which this API never grants), and any listed in `ALLOWED_ORIGINS`
 * (comma-separated, e.g. the CloudFront or custom domain in AWS, where the Lambda sees the API
 * Gateway's host).
 */
export function isAllowedOrigin(
  origin: string | null,
  req: OriginSource,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!origin || origin === "null") return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === req.url.origin) return true;
  if (req.forwardedHost && originUrl.host === req.forwardedHost) return true;
  const listed = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/$/, ""))
    .filter(Boolean);
  return listed.includes(originUrl.origin);
}

/** Requests that change state: everything but GET, HEAD and OPTIONS. */
export const isStateChanging = (method: string) =>
  !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());

/** The Origin check: a state-changing request that carries a cookie must name an allowed Origin. */
export function originRefused(req: OriginSource): boolean {
  if (!isStateChanging(req.method)) return false;
  if (!(req.headers.cookie ?? "").trim()) return false;
  return !isAllowedOrigin(req.headers.origin ?? null, req);
}
