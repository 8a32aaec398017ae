/**
 * The distribution's routing as data, free of CDK: which path patterns go to which origin,
 * through which viewer-request function, under which cache policy. stacks/Web.ts builds its
 * CloudFront behaviors FROM this table, and the deployed-shape runner (test/deployed/) routes
 * requests by the same table, so the two cannot drift apart (stacks/web.test.ts compares the
 * synthesized template with it).
 */
import { originIds } from "./edge-function-code";
import { apiPathPatterns } from "./routes";

export type OriginId = (typeof originIds)[keyof typeof originIds];
/** The viewer-request functions of stacks/edge-functions.ts, by their key in createEdgeFunctions. */
export type ViewerFunctionName = "shopSpaFallback" | "apiForwardedHost" | "adminRouter";
/** stacks/cache-policies.ts's policies, and AWS's managed CachingDisabled for the API. */
export type CachePolicyName = "hashedAssets" | "pages" | "renderedPages" | "cachingDisabled";

export interface BehaviorSpec {
  /** The CloudFront path pattern (`*` and `?` wildcards); absent on the default behavior. */
  pathPattern?: string;
  origin: OriginId;
  viewerRequest?: ViewerFunctionName;
  cachePolicy: CachePolicyName;
  /** GET/HEAD only (CloudFront's default) or every method. */
  allowedMethods: "GET_HEAD" | "ALL";
  viewerProtocol: "redirect-to-https" | "https-only";
  /** AWS's managed AllViewerExceptHostHeader origin request policy (the API's). */
  forwardAllViewerExceptHost: boolean;
  /** Compress at the edge (gzip, brotli) when the viewer accepts it. */
  compress: boolean;
}

const toApi = (pathPattern: string, viewerRequest: ViewerFunctionName): BehaviorSpec => ({
  pathPattern,
  origin: originIds.api,
  viewerRequest,
  cachePolicy: "cachingDisabled",
  allowedMethods: "ALL",
  viewerProtocol: "https-only",
  forwardAllViewerExceptHost: true,
  // CDK's default, kept: CloudFront compresses what the Lambda sends uncompressed.
  compress: true,
});

const hashedAssets = (
  pathPattern: string,
  origin: OriginId,
  viewerRequest?: ViewerFunctionName,
): BehaviorSpec => ({
  pathPattern,
  origin,
  ...(viewerRequest ? { viewerRequest } : {}),
  cachePolicy: "hashedAssets",
  allowedMethods: "GET_HEAD",
  viewerProtocol: "redirect-to-https",
  forwardAllViewerExceptHost: false,
  compress: true,
});

/**
 * The ordered behaviors (CloudFront takes the first pattern that matches):
 *   /assets/*          shop bucket, cached a year (hashed names)
 *   /images/*          file bucket's `images/` (admin.images.upload), cached a year (uuid names)
 *   /admin/assets/*    admin bucket through the admin router (prefix stripped), cached a year
 *   API paths          API, uncached (stacks/routes.ts apiPathPatterns)
 *   /admin, /admin/*   admin router: navigations and files → admin bucket, the rest → API
 *   *.*                shop bucket: the site's other files (boot.js, favicon.svg, robots.txt…);
 *                      a path whose last segment has no dot still gets /index.html
 */
export const cacheBehaviors: readonly BehaviorSpec[] = [
  hashedAssets("/assets/*", originIds.shop),
  // Uploaded images never change under a name (a new upload gets a new uuid): a year too.
  hashedAssets("/images/*", originIds.images),
  hashedAssets("/admin/assets/*", originIds.admin, "adminRouter"),
  ...apiPathPatterns.map((pattern) => toApi(pattern, "apiForwardedHost")),
  toApi("/admin", "adminRouter"),
  toApi("/admin/*", "adminRouter"),
  // A dot anywhere (after the patterns above): a file of the shop's build.
  {
    pathPattern: "*.*",
    origin: originIds.shop,
    viewerRequest: "shopSpaFallback",
    cachePolicy: "pages",
    allowedMethods: "GET_HEAD",
    viewerProtocol: "redirect-to-https",
    forwardAllViewerExceptHost: false,
    compress: true,
  },
];

/**
 * Everything else — a path without a dot: the shop's navigations (`/`, `/de/etykiety-na-rolce`,
 * `/en/cart`) — goes to the API, whose Lambda answers a navigation rendered (home, product pages),
 * else with the shop's shell (packages/functions/src/render/lambda-pages.ts), as the local server
 * does. Cached by the `renderedPages` policy: per path, query and session/cart cookie; the Lambda
 * says `public` only for an anonymous visitor's page (packages/functions/src/render/cache.ts).
 */
export const defaultBehavior: BehaviorSpec = {
  origin: originIds.api,
  viewerRequest: "apiForwardedHost",
  cachePolicy: "renderedPages",
  allowedMethods: "GET_HEAD",
  viewerProtocol: "redirect-to-https",
  forwardAllViewerExceptHost: true,
  compress: true,
};

/**
 * CloudFront's path pattern match: case-sensitive, `*` any run of characters (slashes included),
 * `?` exactly one character, the pattern anchored at both ends; a pattern without a leading `/`
 * is matched as if it had one. The path is the request's URI path without its query string.
 */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const p = pattern.startsWith("/") ? pattern : `/${pattern}`;
  // Iterative wildcard match (no regular expression over an unbounded path): linear backtracking
  // on the last `*` only.
  let pi = 0;
  let si = 0;
  let star = -1;
  let mark = 0;
  while (si < path.length) {
    if (pi < p.length && p[pi] === "*") {
      star = pi++;
      mark = si;
    } else if (pi < p.length && (p[pi] === "?" || p[pi] === path[si])) {
      pi++;
      si++;
    } else if (star !== -1) {
      pi = star + 1;
      si = ++mark;
    } else return false;
  }
  while (pi < p.length && p[pi] === "*") pi++;
  return pi === p.length;
}

/** The behavior CloudFront applies to a request path: the first pattern that matches, else the default. */
export function behaviorFor(path: string): BehaviorSpec {
  return cacheBehaviors.find((b) => matchesPathPattern(b.pathPattern!, path)) ?? defaultBehavior;
}
