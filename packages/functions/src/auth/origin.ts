import { urlOf, type RequestHead } from "../http/exchange";

/**
 * Which Origins may make state-changing requests with cookies: the request's own origin, the
 * host a trusted proxy names in `x-forwarded-host` (a browser cannot send that header cross-site
 * without a CORS preflight, which this API never grants), and any listed in `ALLOWED_ORIGINS`
 * (comma-separated, e.g. the CloudFront or custom domain in AWS, where the Lambda sees the API
 * Gateway's host).
 */
export function isAllowedOrigin(
  origin: string | null,
  req: RequestHead,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!origin || origin === "null") return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  const url = urlOf(req);
  if (originUrl.origin === url.origin) return true;
  const forwardedHost = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (forwardedHost && originUrl.host === forwardedHost) return true;
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
export function originRefused(req: RequestHead): boolean {
  if (!isStateChanging(req.method)) return false;
  if (!(req.headers.get("cookie") ?? "").trim()) return false;
  return !isAllowedOrigin(req.headers.get("origin"), req);
}

/** The origin for links in e-mails: the caller's Origin only when it is an allowed one. */
export function siteOrigin(req: RequestHead): string {
  const origin = req.headers.get("origin");
  return origin && isAllowedOrigin(origin, req) ? new URL(origin).origin : urlOf(req).origin;
}
