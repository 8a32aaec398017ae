import { Duration } from "aws-cdk-lib";
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
} from "aws-cdk-lib/aws-cloudfront";
import { Construct } from "constructs";

import { cookieNames } from "../packages/core/src/session/policy";
import { RENDERED_PAGE_EDGE_MAX_SECONDS } from "../packages/functions/src/render/cache";

export { IMMUTABLE_CACHE_CONTROL } from "./site-files";

/**
 * What tells one rendered page from another at the edge (issue 26): the path (the language is its
 * prefix), every query string, and the session and cart cookies as a browser on the site's HTTPS
 * origin holds them (`__Host-…`). The shop keeps the chosen currency in the cart, not in a cookie
 * of its own: a visitor with a cart (or a session) has a key of their own, and the Lambda marks
 * their page `private, no-store`, so it is never kept; anonymous visitors share one page per
 * address and language, in the language's currency. No header is in the key (Accept-Encoding is
 * normalised by the gzip/brotli settings); the other cookies and headers still reach the Lambda
 * (the behavior's AllViewerExceptHostHeader origin request policy) but change nothing it renders.
 */
export const renderedPageKey = {
  cookies: [cookieNames({ secure: true }).session, cookieNames({ secure: true }).cart],
  queryStrings: "all",
  headers: [] as string[],
  minTtlSeconds: 0,
  /** Without a Cache-Control of the Lambda's (an error), nothing is kept. */
  defaultTtlSeconds: 0,
  maxTtlSeconds: RENDERED_PAGE_EDGE_MAX_SECONDS,
} as const;

/**
 * Cache policies of the distribution (the API uses AWS's managed CachingDisabled).
 *
 * - `hashedAssets`: Vite puts a content hash in every file name under `assets/`, so a name never
 *   changes content: edge and browser keep it a year, whatever the origin says.
 * - `renderedPages`: the shop's navigations, answered by the API (renderedPageKey above).
 * - `pages`: everything else of a site (index.html, favicon, robots.txt). Default and minimum
 *   TTL 0, so CloudFront follows the object's own Cache-Control; SST uploads non-hashed files with
 *   `no-cache,no-store`, so a deploy is visible on the next load without waiting for an edge TTL.
 */
export function createCachePolicies(scope: Construct) {
  const compression = { enableAcceptEncodingGzip: true, enableAcceptEncodingBrotli: true };
  return {
    hashedAssets: new CachePolicy(scope, "HashedAssetsCache", {
      comment: "Content-hashed build files: one year at the edge",
      minTtl: Duration.days(365),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      ...compression,
    }),
    pages: new CachePolicy(scope, "PagesCache", {
      comment: "SPA documents: follow the object's Cache-Control, default not cached",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      ...compression,
    }),
    renderedPages: new CachePolicy(scope, "RenderedPagesCache", {
      comment: "Shop navigations rendered by the API: per path, query, session and cart cookie",
      minTtl: Duration.seconds(renderedPageKey.minTtlSeconds),
      defaultTtl: Duration.seconds(renderedPageKey.defaultTtlSeconds),
      maxTtl: Duration.seconds(renderedPageKey.maxTtlSeconds),
      cookieBehavior: CacheCookieBehavior.allowList(...renderedPageKey.cookies),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      ...compression,
    }),
  };
}
