import { Duration } from "aws-cdk-lib";
import { CachePolicy } from "aws-cdk-lib/aws-cloudfront";
import { Construct } from "constructs";

export { IMMUTABLE_CACHE_CONTROL } from "./site-files";

/**
 * Cache policies of the distribution (the API uses AWS's managed CachingDisabled).
 *
 * - `hashedAssets`: Vite puts a content hash in every file name under `assets/`, so a name never
 *   changes content: edge and browser keep it a year, whatever the origin says.
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
  };
}
