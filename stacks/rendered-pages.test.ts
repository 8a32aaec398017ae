/**
 * The rendered navigations of a preview stage (issue 26): CloudFront sends the shop's navigations
 * to the API's Lambda, which answers them rendered (packages/functions/src/render/), under a cache
 * policy keyed on the path, the query and the session and cart cookies. stacks/web.test.ts checks
 * the whole table against the template; this file the navigations' route, key and TTLs.
 */
import { describe, expect, test } from "vitest";
import { Api } from "./Api";
import { originIds } from "./edge-functions";
import { behaviorFor } from "./distribution-table";
import { useSynthesizedApp } from "./test-app";
import { Web } from "./Web";
import { RENDERED_PAGE_EDGE_MAX_SECONDS } from "../packages/functions/src/render/cache";

const ALL_VIEWER_EXCEPT_HOST_HEADER = "b689b0a8-53d0-40ab-baf2-68738e2966ac";

const synth = useSynthesizedApp("rendered-preview");
const web = () => synth().template(Web);
const distributionConfig = () => {
  const distributions = Object.values(web().findResources("AWS::CloudFront::Distribution"));
  expect(distributions).toHaveLength(1);
  return (distributions[0] as any).Properties.DistributionConfig;
};
const logicalIdOf = (type: string, comment: RegExp) =>
  Object.entries(web().findResources(type)).find(([, r]: [string, any]) =>
    comment.test(JSON.stringify(r.Properties)),
  )![0];

describe("rendered navigations (issue 26): the shop's pages from the API's Lambda", () => {
  const rendered = () => logicalIdOf("AWS::CloudFront::CachePolicy", /Shop navigations rendered/);

  test("a path without a dot goes to the API through the forwarding function, GET/HEAD only", () => {
    const forwarder = Object.keys(web().findResources("AWS::CloudFront::Function")).find((id) =>
      id.startsWith("ApiForwardedHost"),
    );
    const b = distributionConfig().DefaultCacheBehavior;
    expect(b).toMatchObject({
      TargetOriginId: originIds.api,
      CachePolicyId: { Ref: rendered() },
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: "redirect-to-https",
      Compress: true,
    });
    expect([...(b.AllowedMethods ?? ["GET", "HEAD"])].sort()).toEqual(["GET", "HEAD"]);
    expect(b.FunctionAssociations).toEqual([
      { EventType: "viewer-request", FunctionARN: { "Fn::GetAtt": [forwarder, "FunctionARN"] } },
    ]);
  });

  test("routes navigations to the API, files to the shop bucket, the API and admin as before", () => {
    const route = (path: string) => {
      const b = behaviorFor(path);
      return `${b.origin} ${b.cachePolicy}`;
    };
    for (const path of ["/", "/wizytowki", "/etykiety-na-rolce", "/en", "/de/etykiety-na-rolce"])
      expect(route(path), path).toBe(`${originIds.api} renderedPages`);
    for (const path of ["/en/cart", "/de/konto", "/blog/a-post"])
      expect(route(path), path).toBe(`${originIds.api} renderedPages`);
    for (const path of ["/boot.js", "/favicon.svg", "/robots.txt", "/index.html"])
      expect(route(path), path).toBe(`${originIds.shop} pages`);
    expect(route("/assets/index-3f2a.js")).toBe(`${originIds.shop} hashedAssets`);
    expect(route("/trpc/shop.catalogue.home")).toBe(`${originIds.api} cachingDisabled`);
    expect(route("/api/cart")).toBe(`${originIds.api} cachingDisabled`);
    expect(behaviorFor("/admin/orders").viewerRequest).toBe("adminRouter");
    expect(behaviorFor("/admin/assets/index-9d1e.js").origin).toBe(originIds.admin);
    // The file behavior comes after every API and admin pattern (CloudFront takes the first match).
    const order = distributionConfig().CacheBehaviors.map((b: any) => b.PathPattern);
    expect(order.at(-1)).toBe("*.*");
  });

  test("the cache key: path, every query string, the session and cart cookies, no header; TTL 0 to 300 s", () => {
    const config = (web().findResources("AWS::CloudFront::CachePolicy")[rendered()] as any)
      .Properties.CachePolicyConfig;
    expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 300 });
    expect(RENDERED_PAGE_EDGE_MAX_SECONDS).toBe(300);
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      CookiesConfig: {
        CookieBehavior: "whitelist",
        Cookies: ["__Host-session", "__Host-cart"],
      },
      QueryStringsConfig: { QueryStringBehavior: "all" },
      HeadersConfig: { HeaderBehavior: "none" },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
  });

  test("API Gateway routes GET and HEAD of any path to the Lambda, the specific routes first", () => {
    const routes = Object.values(synth().template(Api).findResources("AWS::ApiGatewayV2::Route"))
      .map((r: any) => r.Properties.RouteKey as string)
      .sort();
    expect(routes).toEqual(
      expect.arrayContaining(["GET /", "HEAD /", "GET /{proxy+}", "HEAD /{proxy+}"]),
    );
  });
});
