/**
 * The CloudFront side of a preview stage: one distribution for shop, admin and API, its
 * behaviours and cache policies, the viewer functions run on sample requests, and the sites'
 * packaged assets.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { getStack } from "sst/constructs";
import { describe, expect, test } from "vitest";
import { Api } from "./Api";
import { Database } from "./Database";
import { IMMUTABLE_CACHE_CONTROL } from "./cache-policies";
import { originIds, viewerFunctionCode } from "./edge-functions";
import { type BehaviorSpec, cacheBehaviors, defaultBehavior } from "./distribution-table";
import { Storage, storageLayout } from "./Storage";
import { listZipEntries, runViewerFunction, useSynthesizedApp } from "./test-app";
import { Web } from "./Web";
import {
  bucketOrigin,
  OTHER_HEADERS,
  securityHeaders,
} from "../packages/functions/src/http/security-headers";

const CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
const ALL_VIEWER_EXCEPT_HOST_HEADER = "b689b0a8-53d0-40ab-baf2-68738e2966ac";
const ONE_YEAR = 31_536_000;

const synth = useSynthesizedApp("web-preview");
const web = () => synth().template(Web);
/** The DistributionConfig of the (single) distribution. */
const distributionConfig = () => {
  const distributions = Object.values(web().findResources("AWS::CloudFront::Distribution"));
  expect(distributions).toHaveLength(1);
  return (distributions[0] as any).Properties.DistributionConfig;
};

const behavior = (pattern: string) => {
  const found = distributionConfig().CacheBehaviors.find((b: any) => b.PathPattern === pattern);
  expect(found, `behavior ${pattern}`).toBeDefined();
  return found;
};
const logicalIdOf = (type: string, comment: RegExp) =>
  Object.entries(web().findResources(type)).find(([, r]: [string, any]) =>
    comment.test(JSON.stringify(r.Properties)),
  )![0];
const functionCode = (name: string) =>
  (
    Object.entries(web().findResources("AWS::CloudFront::Function")).find(([id]) =>
      id.startsWith(name),
    )![1] as any
  ).Properties.FunctionCode as string;

describe("one distribution serves shop, admin and API", () => {
  test("is the only CloudFront distribution of the app", () => {
    for (const stack of [Database, Storage, Api]) {
      synth().template(stack).resourceCountIs("AWS::CloudFront::Distribution", 0);
    }
    web().resourceCountIs("AWS::CloudFront::Distribution", 1);
  });

  test("has the shop bucket, the admin bucket, the file bucket (images) and the HTTP API as origins, buckets through OAC", () => {
    const origins = Object.fromEntries(distributionConfig().Origins.map((o: any) => [o.Id, o]));
    expect(Object.keys(origins).sort()).toEqual(
      [originIds.admin, originIds.api, originIds.images, originIds.shop].sort(),
    );
    expect(origins[originIds.shop].DomainName).toEqual({
      "Fn::GetAtt": [expect.stringMatching(/^ShopSiteBucket/), "RegionalDomainName"],
    });
    expect(origins[originIds.admin].DomainName).toEqual({
      "Fn::GetAtt": [expect.stringMatching(/^AdminSiteBucket/), "RegionalDomainName"],
    });
    expect(origins[originIds.shop].OriginAccessControlId).toBeDefined();
    expect(origins[originIds.admin].OriginAccessControlId).toBeDefined();
    // The Storage stack's file bucket, by its exported regional domain name; no path rewrite.
    expect(JSON.stringify(origins[originIds.images].DomainName)).toMatch(
      /"Fn::ImportValue":"web-preview-printshop-Storage:ExportsOutputFnGetAttFilesBucket[0-9A-F]{8}RegionalDomainName/,
    );
    expect(origins[originIds.images].OriginAccessControlId).toBeDefined();
    expect(origins[originIds.images].OriginPath ?? "").toBe("");
    // The API's host name, cut from its URL exported by the Api stack; HTTPS only.
    expect(JSON.stringify(origins[originIds.api].DomainName)).toMatch(
      /"Fn::Split".*"Fn::ImportValue":"web-preview-printshop-Api:ExportsOutput/,
    );
    expect(origins[originIds.api].CustomOriginConfig.OriginProtocolPolicy).toBe("https-only");
  });

  test("sends the API paths to the API, uncached, with cookies and all headers but Host (which goes as x-forwarded-host)", () => {
    const forwardedHost = logicalIdOf("AWS::CloudFront::Function", /x-forwarded-host/);
    for (const pattern of [
      "/trpc/*",
      "/api/*",
      "/health",
      "/health/ready",
      "/calculator/api/*",
      "/en/api/*",
      "/de/api/*",
      "/admin/api/*",
    ]) {
      const b = behavior(pattern);
      expect(b.TargetOriginId, pattern).toBe(originIds.api);
      expect(b.CachePolicyId, pattern).toBe(CACHING_DISABLED);
      expect(b.OriginRequestPolicyId, pattern).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      expect(b.AllowedMethods, pattern).toEqual(
        expect.arrayContaining(["GET", "POST", "PUT", "DELETE", "OPTIONS"]),
      );
      expect(b.ViewerProtocolPolicy, pattern).toBe("https-only");
      expect(b.FunctionAssociations, pattern).toEqual([
        {
          EventType: "viewer-request",
          FunctionARN: { "Fn::GetAtt": [forwardedHost, "FunctionARN"] },
        },
      ]);
    }
  });

  test("routes /admin and /admin/* through the admin router, on the API origin by default", () => {
    const router = logicalIdOf("AWS::CloudFront::Function", /admin router|navigations and files/);
    for (const pattern of ["/admin", "/admin/*"]) {
      const b = behavior(pattern);
      expect(b.TargetOriginId).toBe(originIds.api);
      expect(b.CachePolicyId).toBe(CACHING_DISABLED);
      expect(b.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      expect(b.FunctionAssociations).toEqual([
        { EventType: "viewer-request", FunctionARN: { "Fn::GetAtt": [router, "FunctionARN"] } },
      ]);
    }
  });

  test("matches the specific admin patterns before /admin/*", () => {
    const order = distributionConfig().CacheBehaviors.map((b: any) => b.PathPattern);
    expect(order.indexOf("/admin/assets/*")).toBeLessThan(order.indexOf("/admin/*"));
    expect(order.indexOf("/admin/api/*")).toBeLessThan(order.indexOf("/admin/*"));
  });

  test("gives no custom error responses, which would turn API errors into index.html", () => {
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });
});

describe("the routing table (stacks/distribution-table.ts) is the distribution's", () => {
  /** A synthesized behavior in the table's terms: its function by its deployed code. */
  const asSpec = (b: any): Record<string, unknown> => {
    const functions = web().findResources("AWS::CloudFront::Function");
    const [association, ...more] = b.FunctionAssociations ?? [];
    expect(more).toEqual([]);
    const code = association
      ? (functions[association.FunctionARN["Fn::GetAtt"][0]] as any).Properties.FunctionCode
      : undefined;
    const policies = web().findResources("AWS::CloudFront::CachePolicy");
    const cachePolicy =
      b.CachePolicyId === CACHING_DISABLED
        ? "cachingDisabled"
        : /Content-hashed/.test(
              (policies[b.CachePolicyId.Ref] as any).Properties.CachePolicyConfig.Comment,
            )
          ? "hashedAssets"
          : /Shop navigations rendered/.test(
                (policies[b.CachePolicyId.Ref] as any).Properties.CachePolicyConfig.Comment,
              )
            ? "renderedPages"
            : "pages";
    return {
      pathPattern: b.PathPattern,
      origin: b.TargetOriginId,
      viewerRequestCode: code,
      cachePolicy,
      allowedMethods: (b.AllowedMethods ?? ["GET", "HEAD"]).length === 2 ? "GET_HEAD" : "ALL",
      viewerProtocol: b.ViewerProtocolPolicy,
      forwardAllViewerExceptHost: b.OriginRequestPolicyId === ALL_VIEWER_EXCEPT_HOST_HEADER,
      compress: b.Compress,
    };
  };
  const expected = ({ viewerRequest, ...spec }: BehaviorSpec) => ({
    ...spec,
    pathPattern: spec.pathPattern,
    viewerRequestCode: viewerRequest ? viewerFunctionCode[viewerRequest] : undefined,
  });

  test("CacheBehaviors equal the table: pattern order, origin, viewer function code, cache policy, methods", () => {
    const synthesized = distributionConfig().CacheBehaviors.map(asSpec);
    expect(synthesized.map((b: any) => b.pathPattern)).toEqual(
      cacheBehaviors.map((b) => b.pathPattern),
    );
    expect(synthesized).toEqual(cacheBehaviors.map(expected));
  });

  test("DefaultCacheBehavior equals the table's default", () => {
    expect(asSpec(distributionConfig().DefaultCacheBehavior)).toEqual(expected(defaultBehavior));
  });
});

describe("uploaded images (admin.images.upload) at /images/*", () => {
  test("are served from the file bucket, GET/HEAD only, cached a year, with the security headers and no viewer function", () => {
    const hashed = logicalIdOf("AWS::CloudFront::CachePolicy", /Content-hashed/);
    const headers = logicalIdOf("AWS::CloudFront::ResponseHeadersPolicy", /security headers/);
    const b = behavior("/images/*");
    expect(b).toMatchObject({
      TargetOriginId: originIds.images,
      CachePolicyId: { Ref: hashed },
      ResponseHeadersPolicyId: { Ref: headers },
      ViewerProtocolPolicy: "redirect-to-https",
      Compress: true,
    });
    expect([...(b.AllowedMethods ?? ["GET", "HEAD"])].sort()).toEqual(["GET", "HEAD"]);
    expect(b.FunctionAssociations).toBeUndefined();
    // The path is the store's key: /images/<uuid>.png reads images/<uuid>.png.
    expect(storageLayout.adminImagesPrefix).toBe("images/");
  });

  test("the file bucket lets the account's CloudFront read images/* and nothing else of it", () => {
    const statements = Object.values(
      synth().template(Storage).findResources("AWS::S3::BucketPolicy"),
    ).flatMap((p: any) => p.Properties.PolicyDocument.Statement);
    const forCloudFront = statements.filter((st: any) =>
      JSON.stringify(st.Principal ?? {}).includes("cloudfront.amazonaws.com"),
    );
    expect(forCloudFront).toHaveLength(1);
    const [grant] = forCloudFront as any[];
    expect(grant).toMatchObject({ Effect: "Allow", Action: "s3:GetObject" });
    expect(JSON.stringify(grant.Resource)).toMatch(
      /FilesBucket[0-9A-F]{8}","Arn"\]\},"\/images\/\*"\]/,
    );
    // The stage's own account (SST's offline synthesis names it "my-account"), and its distributions only.
    const account = getStack(Storage).account;
    expect(grant.Condition.StringEquals["AWS:SourceAccount"]).toBe(account);
    expect(JSON.stringify(grant.Condition.ArnLike["AWS:SourceArn"])).toMatch(
      new RegExp(`:cloudfront::${account}:distribution/\\*`),
    );
    // The web stack writes no policy onto the file bucket (that would be a cycle between the stacks).
    web().resourceCountIs("AWS::S3::BucketPolicy", 2);
  });
});

describe("caching", () => {
  test("keeps hashed assets of both sites a year at the edge", () => {
    const hashed = logicalIdOf("AWS::CloudFront::CachePolicy", /Content-hashed/);
    const props = (web().findResources("AWS::CloudFront::CachePolicy")[hashed] as any).Properties
      .CachePolicyConfig;
    expect(props).toMatchObject({ MinTTL: ONE_YEAR, DefaultTTL: ONE_YEAR, MaxTTL: ONE_YEAR });
    expect(behavior("/assets/*")).toMatchObject({
      TargetOriginId: originIds.shop,
      CachePolicyId: { Ref: hashed },
    });
    expect(behavior("/admin/assets/*")).toMatchObject({
      TargetOriginId: originIds.admin,
      CachePolicyId: { Ref: hashed },
    });
  });

  test("does not cache index.html at the edge unless the object says so", () => {
    const pages = logicalIdOf("AWS::CloudFront::CachePolicy", /SPA documents/);
    const props = (web().findResources("AWS::CloudFront::CachePolicy")[pages] as any).Properties
      .CachePolicyConfig;
    expect(props.DefaultTTL).toBe(0);
    expect(props.MinTTL).toBe(0);
    expect(behavior("*.*")).toMatchObject({
      TargetOriginId: originIds.shop,
      CachePolicyId: { Ref: pages },
    });
  });

  test("compresses the sites' files at the edge (gzip and brotli), cached per encoding", () => {
    for (const pattern of ["/assets/*", "/admin/assets/*", "/images/*"])
      expect(behavior(pattern).Compress, pattern).toBe(true);
    expect(distributionConfig().DefaultCacheBehavior.Compress).toBe(true);
    // What the browser is told about hashed files (S3 object metadata, set by the site upload).
    expect(IMMUTABLE_CACHE_CONTROL.split(",").sort()).toEqual([
      "immutable",
      "max-age=31536000",
      "public",
    ]);
    for (const comment of [/Content-hashed/, /SPA documents/]) {
      const id = logicalIdOf("AWS::CloudFront::CachePolicy", comment);
      const key = (web().findResources("AWS::CloudFront::CachePolicy")[id] as any).Properties
        .CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;
      expect(key, String(comment)).toMatchObject({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      });
    }
  });

  test("uploads hashed files immutable and everything else no-cache", () => {
    const uploaders = Object.values(web().findResources("Custom::S3Uploader")).map(
      (r: any) => r.Properties,
    );
    expect(uploaders).toHaveLength(2);
    for (const uploader of uploaders) {
      const options = uploader.fileOptions;
      expect(options[0]).toEqual({
        files: "**",
        cacheControl: "max-age=0,no-cache,no-store,must-revalidate",
      });
      // SST applies the last matching option: assets/** wins over ** for hashed files.
      expect(options.at(-1)).toEqual({ files: "assets/**", cacheControl: IMMUTABLE_CACHE_CONTROL });
      // SST's own **/*.js and **/*.css are immutable; a site's root files (boot.js) are not hashed.
      for (const files of ["*.js", "*.css"])
        expect(options).toContainEqual({
          files,
          cacheControl: "max-age=0,no-cache,no-store,must-revalidate",
        });
    }
  });
});

describe("viewer functions, run as deployed", () => {
  test("the shop falls back to index.html for client routes only", () => {
    const code = functionCode("ShopSpaFallback");
    const uriFor = (uri: string) =>
      runViewerFunction(code, { uri, accept: "text/html" }).request.uri;
    expect(uriFor("/")).toBe("/index.html");
    expect(uriFor("/produkty/etykiety-na-rolce")).toBe("/index.html");
    expect(uriFor("/en/cart")).toBe("/index.html");
    expect(uriFor("/assets/index-3f2a9c.js")).toBe("/assets/index-3f2a9c.js");
    expect(uriFor("/favicon.svg")).toBe("/favicon.svg");
  });

  test("the admin router sends navigations and files to the admin site, API calls to the API", () => {
    const code = functionCode("AdminRouter");
    const html = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    const route = (method: string, uri: string, accept?: string) => {
      const { request, selectedOrigin } = runViewerFunction(code, { method, uri, accept });
      return { origin: selectedOrigin ?? "behavior origin (API)", uri: request.uri };
    };
    expect(route("GET", "/admin", html)).toEqual({ origin: originIds.admin, uri: "/index.html" });
    expect(route("GET", "/admin/", html)).toEqual({ origin: originIds.admin, uri: "/index.html" });
    expect(route("GET", "/admin/products/12", html)).toEqual({
      origin: originIds.admin,
      uri: "/index.html",
    });
    expect(route("GET", "/admin/assets/index-9d1e.js", "*/*")).toEqual({
      origin: originIds.admin,
      uri: "/assets/index-9d1e.js",
    });
    expect(route("GET", "/admin/favicon.svg", "image/avif,image/webp,*/*")).toEqual({
      origin: originIds.admin,
      uri: "/favicon.svg",
    });
    expect(route("GET", "/admin/products/list", "application/json")).toEqual({
      origin: "behavior origin (API)",
      uri: "/admin/products/list",
    });
    expect(route("GET", "/admin/orders/12", "*/*")).toEqual({
      origin: "behavior origin (API)",
      uri: "/admin/orders/12",
    });
    expect(route("POST", "/admin/settings/save", html)).toEqual({
      origin: "behavior origin (API)",
      uri: "/admin/settings/save",
    });
  });

  test("API requests carry the viewer's host and IP (x-forwarded-host, x-viewer-ip), whatever the viewer sent", () => {
    const api = functionCode("ApiForwardedHost");
    const viaApi = runViewerFunction(api, {
      method: "POST",
      uri: "/trpc/shop.cart.add",
      host: "shop.example.com",
      viewerIp: "203.0.113.9",
      headers: { "x-forwarded-host": "evil.example", "x-viewer-ip": "10.0.0.1" },
    }).request;
    expect(viaApi.headers["x-forwarded-host"]).toEqual({ value: "shop.example.com" });
    expect(viaApi.headers["x-viewer-ip"]).toEqual({ value: "203.0.113.9" });
    const admin = functionCode("AdminRouter");
    const post = runViewerFunction(admin, {
      method: "POST",
      uri: "/admin/orders/delete",
      host: "shop.example.com",
      viewerIp: "203.0.113.9",
    }).request;
    expect(post.headers["x-forwarded-host"]).toEqual({ value: "shop.example.com" });
    expect(post.headers["x-viewer-ip"]).toEqual({ value: "203.0.113.9" });
    const json = runViewerFunction(admin, {
      method: "GET",
      uri: "/admin/orders/12",
      accept: "application/json",
      host: "shop.example.com",
    }).request;
    expect(json.headers["x-forwarded-host"]).toEqual({ value: "shop.example.com" });
    const nav = runViewerFunction(admin, {
      method: "GET",
      uri: "/admin/orders",
      accept: "text/html",
      host: "shop.example.com",
    }).request;
    expect(nav.headers["x-forwarded-host"]).toBeUndefined();
  });

  test("the admin router selects an origin that exists, the admin bucket", () => {
    const router = (
      Object.entries(web().findResources("AWS::CloudFront::Function")).find(([id]) =>
        id.startsWith("AdminRouter"),
      )![1] as any
    ).Properties;
    // Origin modification needs runtime 2.0 and the cloudfront module.
    expect(router.FunctionConfig.Runtime).toBe("cloudfront-js-2.0");
    expect(router.FunctionCode).toMatch(/^import cf from "cloudfront";/);
    expect(router.FunctionCode).toContain(`var ADMIN_ORIGIN_ID = "${originIds.admin}";`);
    // Only the admin router, the shop fallback and the API's forwarded host: SST's default "append .html" function is not deployed.
    web().resourceCountIs("AWS::CloudFront::Function", 3);
    const adminOrigin = distributionConfig().Origins.find((o: any) => o.Id === originIds.admin);
    expect(JSON.stringify(adminOrigin.DomainName)).toMatch(/AdminSiteBucket/);
  });
});

describe("the sites' assets", () => {
  const distOf = (pkg: string) => path.resolve("packages", pkg, "dist");
  const filesOf = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      )
      .sort();

  for (const [site, pkg, bucket] of [
    ["Shop", "shop", "ShopSiteBucket"],
    ["Admin", "admin", "AdminSiteBucket"],
  ] as const) {
    test(`${site}: the package holds the whole dist/ build, uploaded to its own bucket`, () => {
      const packageDir = readdirSync(synth().artifactsDir).find((name) =>
        name.startsWith(`StaticSite-${site}-`),
      );
      expect(packageDir, `${site} package`).toBeDefined();
      const zipped = listZipEntries(path.join(synth().artifactsDir, packageDir!, "part0.zip"))
        .filter((name) => !name.endsWith("/"))
        .sort();
      const built = filesOf(distOf(pkg));
      expect(built).toContain("index.html");
      expect(built.some((file) => file.startsWith("assets/"))).toBe(true);
      expect(zipped).toEqual(built);

      const uploader = Object.entries(web().findResources("Custom::S3Uploader")).find(([id]) =>
        id.startsWith(site),
      )![1] as any;
      expect(uploader.Properties.destinationBucketName).toEqual({
        Ref: expect.stringMatching(new RegExp(`^${bucket}`)),
      });
    });
  }

  test("both sites invalidate the one distribution after upload", () => {
    const distribution = Object.keys(web().findResources("AWS::CloudFront::Distribution"))[0];
    const invalidators = Object.values(web().findResources("Custom::CloudFrontInvalidator")).map(
      (r: any) => r.Properties,
    );
    expect(invalidators).toHaveLength(2);
    for (const invalidator of invalidators) {
      expect(invalidator.distributionId).toEqual({ Ref: distribution });
      expect(invalidator.paths).toEqual(["/*"]);
    }
  });

  test("publishes the site URL and the admin URL", () => {
    const outputs = web().toJSON().Outputs;
    expect(JSON.stringify(outputs.SiteUrl.Value)).toMatch(/DomainName/);
    expect(JSON.stringify(outputs.AdminUrl.Value)).toMatch(/\/admin\//);
  });
});

describe("security headers at the edge", () => {
  const policy = () => {
    const policies = Object.entries(web().findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    expect(policies).toHaveLength(1);
    return {
      id: policies[0]![0],
      config: (policies[0]![1] as any).Properties.ResponseHeadersPolicyConfig,
    };
  };
  /** A CloudFormation string with the file bucket's name token replaced by a sample name. */
  const resolved = (value: unknown): string => {
    if (typeof value === "string") return value;
    const join = (value as any)["Fn::Join"];
    return join[1]
      .map((part: unknown) => (typeof part === "string" ? part : "files-bucket"))
      .join(join[0]);
  };

  test("carry exactly the API's headers: strict CSP (the file bucket for uploads), nosniff, DENY, referrer policy, HSTS", () => {
    const { SecurityHeadersConfig: s, CustomHeadersConfig: custom } = policy().config;
    const expected = securityHeaders({
      https: true,
      fileOrigins: [bucketOrigin("files-bucket", "eu-central-1")],
    });
    expect(
      resolved(s.ContentSecurityPolicy.ContentSecurityPolicy).replace(
        /\.s3\.[^.]+\.amazonaws/,
        ".s3.eu-central-1.amazonaws",
      ),
    ).toBe(expected["content-security-policy"]);
    expect(s.ContentSecurityPolicy.Override).toBe(true);
    expect(resolved(s.ContentSecurityPolicy.ContentSecurityPolicy)).toContain(
      "frame-ancestors 'none'",
    );
    expect(resolved(s.ContentSecurityPolicy.ContentSecurityPolicy)).toContain("script-src 'self';"); // never inline script
    expect(s.ContentTypeOptions).toEqual({ Override: true });
    expect(s.FrameOptions).toEqual({ FrameOption: "DENY", Override: true });
    expect(s.ReferrerPolicy).toEqual({
      ReferrerPolicy: expected["referrer-policy"],
      Override: true,
    });
    expect(
      `max-age=${s.StrictTransportSecurity.AccessControlMaxAgeSec}${s.StrictTransportSecurity.IncludeSubdomains ? "; includeSubDomains" : ""}`,
    ).toBe(expected["strict-transport-security"]);
    expect(Object.fromEntries(custom.Items.map((i: any) => [i.Header, i.Value]))).toEqual(
      OTHER_HEADERS,
    );
  });

  test("apply to every behaviour: pages, hashed assets, the API and the admin router", () => {
    const { id } = policy();
    const config = distributionConfig();
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId, b.PathPattern ?? "default").toEqual({ Ref: id });
    }
  });
});
