import { Annotations, Fn, RemovalPolicy, SecretValue } from "aws-cdk-lib";
import {
  AllowedMethods,
  BehaviorOptions,
  CachePolicy,
  FunctionEventType,
  HttpVersion,
  type ICachePolicy,
  IOrigin,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from "aws-cdk-lib/aws-s3";
import { StringParameter } from "aws-cdk-lib/aws-ssm";
import { Construct } from "constructs";
import { StackContext, StaticSite, StaticSiteProps, use } from "sst/constructs";
import { ORIGIN_VERIFY_HEADER } from "../packages/core/src/config/edge";
import { Api } from "./Api";
import { createCachePolicies } from "./cache-policies";
import { siteDomain } from "./domain";
import { createEdgeFunctions, originIds } from "./edge-functions";
import { stageParameterNames } from "./parameters";
import {
  type BehaviorSpec,
  type CachePolicyName,
  cacheBehaviors,
  defaultBehavior,
  type OriginId,
} from "./distribution-table";
import { createSecurityHeadersPolicy } from "./security-headers";
import { siteFileOptions } from "./site-files";
import { Storage } from "./Storage";

/**
 * The shop SPA, the admin SPA and the API behind ONE CloudFront distribution, so shoppers and
 * administrators see a single domain: the session and cart cookies the API sets are first-party,
 * and no request is cross-origin.
 *
 *   /assets/*          shop bucket, cached a year (hashed names)
 *   /images/*          file bucket's `images/` (admin.images.upload), cached a year (uuid names)
 *   /admin/assets/*    admin bucket (prefix stripped), cached a year
 *   /admin/api/*       API
 *   /admin, /admin/*   admin router: navigations and files → admin bucket, the rest → API
 *   /trpc/*, /api/*, /health, /calculator/api/*, /en/api/*, /de/api/*   API, uncached
 *   *.*                shop bucket (the site's other files), extensionless last segment → /index.html
 *   everything else    API: the shop's navigations, rendered by the Lambda (or its shell), cached
 *                      per path, query and session/cart cookie (cache-policies.ts renderedPages)
 *
 * Both sites are SST StaticSites (SST packages the build, uploads it with per-file Cache-Control
 * and invalidates the distribution on deploy). SST gives every StaticSite its own distribution,
 * so the shop's one is configured as the shared distribution (its buckets are passed in so both
 * can be origins of it) and the admin site deploys into that same distribution instead of
 * creating a second one.
 */
export function Web({ stack, app }: StackContext) {
  const { api, originSecret } = use(Api);
  const domain = siteDomain();

  const shopBucket = createSiteBucket(stack, "ShopSiteBucket");
  const adminBucket = createSiteBucket(stack, "AdminSiteBucket");
  const shopOrigin = S3BucketOrigin.withOriginAccessControl(shopBucket, {
    originId: originIds.shop,
  });
  const adminOrigin = S3BucketOrigin.withOriginAccessControl(adminBucket, {
    originId: originIds.admin,
  });
  const apiOrigin = new HttpOrigin(Fn.parseDomainName(api.url), {
    originId: originIds.api,
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    // Proves to the Lambda that a request came through this distribution (Api.ts,
    // core/src/config/edge.ts). A dynamic reference: CloudFormation resolves the secret at deploy,
    // the template holds only `{{resolve:secretsmanager:…}}`.
    customHeaders: {
      [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(originSecret.secretArn).unsafeUnwrap(),
    },
  });

  const cache = createCachePolicies(stack);
  const edge = createEdgeFunctions(stack);
  const { bucket: filesBucket } = use(Storage);
  const securityHeaders = createSecurityHeadersPolicy(stack, filesBucket.bucketName, stack.region);
  const imagesOrigin = createImagesOrigin(stack, filesBucket.cdk.bucket);

  // The behaviors, built from the routing table (stacks/distribution-table.ts), which the
  // deployed-shape runner follows too.
  const origins: Record<OriginId, IOrigin> = {
    [originIds.shop]: shopOrigin,
    [originIds.admin]: adminOrigin,
    [originIds.api]: apiOrigin,
    [originIds.images]: imagesOrigin,
  };
  const cachePolicies: Record<CachePolicyName, ICachePolicy> = {
    hashedAssets: cache.hashedAssets,
    pages: cache.pages,
    renderedPages: cache.renderedPages,
    cachingDisabled: CachePolicy.CACHING_DISABLED,
  };
  const behaviorOf = (spec: BehaviorSpec): BehaviorOptions => ({
    origin: origins[spec.origin],
    ...(spec.allowedMethods === "ALL" ? { allowedMethods: AllowedMethods.ALLOW_ALL } : {}),
    viewerProtocolPolicy:
      spec.viewerProtocol === "https-only"
        ? ViewerProtocolPolicy.HTTPS_ONLY
        : ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    cachePolicy: cachePolicies[spec.cachePolicy],
    // API Gateway answers only to its own Host name; cookies, query strings and the rest pass.
    ...(spec.forwardAllViewerExceptHost
      ? { originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER }
      : {}),
    responseHeadersPolicy: securityHeaders,
    compress: spec.compress,
    ...(spec.viewerRequest
      ? {
          functionAssociations: [
            { function: edge[spec.viewerRequest], eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        }
      : {}),
  });
  // Order matters: CloudFront takes the first pattern that matches.
  const additionalBehaviors: Record<string, BehaviorOptions> = Object.fromEntries(
    cacheBehaviors.map((spec) => [spec.pathPattern!, behaviorOf(spec)]),
  );

  const shop = new StaticSite(stack, "Shop", {
    ...siteProps("packages/shop"),
    customDomain: domain && { domainName: domain.name, hostedZone: domain.hostedZone },
    cdk: {
      bucket: shopBucket,
      distribution: {
        comment: `printshop ${stack.stage}: shop, admin and API`,
        priceClass: PriceClass.PRICE_CLASS_100,
        httpVersion: HttpVersion.HTTP2_AND_3,
        // SST's default turns 403/404 into index.html for the whole distribution, API included;
        // the history fallback is the ShopSpaFallback function instead.
        errorResponses: [],
        defaultBehavior: behaviorOf(defaultBehavior),
        additionalBehaviors,
      },
    },
  });
  // StaticSite always creates its own "append .html" viewer function; ours replaced it above, so
  // drop the unused one instead of deploying it.
  shop.node.tryRemoveChild("CloudFrontFunction");

  // Under `sst dev` StaticSites are not deployed (no distribution): the admin site then has
  // nothing to share and is skipped the same way.
  const distribution = shop.cdk?.distribution;
  new StaticSite(stack, "Admin", {
    ...siteProps("packages/admin"),
    cdk: { bucket: adminBucket, distribution },
  });

  const siteUrl = shop.customDomainUrl ?? shop.url ?? "";
  // Without a custom domain the Lambda learns the site's origin (for links in e-mails) from here:
  // the distribution's name exists only now, after the Api stack (stacks/parameters.ts).
  if (!domain && shop.url) {
    new StringParameter(stack, "SiteOriginParameter", {
      parameterName: stageParameterNames(app.name, app.stage).siteOrigin,
      stringValue: shop.url,
      description: "The shop's origin, for links in e-mails (read by the API Lambda)",
    });
  }
  stack.addOutputs({
    SiteUrl: siteUrl,
    AdminUrl: `${siteUrl}/admin/`,
    DistributionId: distribution?.distributionId ?? "",
  });
  return { siteUrl, distribution };
}

/**
 * The file bucket's images as an origin, through origin access control. The bucket belongs to the
 * Storage stack, and CDK would add the read grant for this distribution to that bucket's policy:
 * a reference from Storage to Web, which already depends on Storage (a cycle). So the origin
 * takes the bucket by its attributes, and the grant is Storage's own statement
 * (`imagesReadByCloudFront`, images only).
 */
function createImagesOrigin(scope: Construct, files: IBucket) {
  const bucket = Bucket.fromBucketAttributes(scope, "FilesBucketForImages", {
    bucketArn: files.bucketArn,
    bucketRegionalDomainName: files.bucketRegionalDomainName,
  });
  Annotations.of(scope).acknowledgeWarning(
    "@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac",
    "the Storage stack grants CloudFront read access to images/* itself (imagesReadByCloudFront)",
  );
  return S3BucketOrigin.withOriginAccessControl(bucket, { originId: originIds.images });
}

/** A private bucket holding one site's build; the content is rebuilt on every deploy. */
function createSiteBucket(scope: Construct, id: string) {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // Nothing here that a deploy cannot recreate, on any stage.
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: true,
  });
}

function siteProps(path: string): Omit<StaticSiteProps, "cdk"> {
  return {
    path,
    buildOutput: "dist",
    // `sst deploy` builds the SPA itself; the infrastructure tests (NODE_ENV=test) run after
    // `pnpm build` and package the existing dist/, failing if it is missing.
    buildCommand: process.env.NODE_ENV === "test" ? undefined : "pnpm run build",
    // Keep earlier deploys' hashed files: a shopper whose tab still runs the previous index.html
    // can lazy-load its chunks after a deploy. They are small and never served to new pages.
    purgeFiles: false,
    assets: {
      fileOptions: [...siteFileOptions],
    },
    // SST would write an sst-env.d.ts into the package's src/; the SPAs declare their own env
    // types, so the generated file goes to the (ignored) .sst directory.
    vite: { types: `../../.sst/site-env/${path.split("/").pop()}.d.ts` },
  };
}
