import { describe, expect, it } from "vitest";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { readForwarded } from "../src/http/prepare";
import { hostRequestOf, lambdaTrust } from "../src/lambda";

const event = (headers: Record<string, string>) =>
  ({
    headers,
    rawPath: "/trpc/x",
    rawQueryString: "",
    requestContext: { domainName: "api.example", http: { method: "GET", sourceIp: "130.176.0.1" } },
  }) as unknown as APIGatewayProxyEventV2;

/** The secret CloudFront adds to every request it sends the API (stacks/Web.ts). */
const SECRET = "s".repeat(40);
const throughCloudFront = { "x-origin-verify": SECRET };

const lambdaForwarded = (
  headers: Record<string, string>,
  env: NodeJS.ProcessEnv,
  secret: string | null = SECRET,
) => {
  const host = hostRequestOf(event(headers));
  return readForwarded(
    host.headers as Record<string, string>,
    host.peer,
    host.tls,
    lambdaTrust(secret, env),
  );
};
const lambdaIp = (headers: Record<string, string>, env: NodeJS.ProcessEnv) =>
  lambdaForwarded({ ...throughCloudFront, ...headers }, env).clientIp;

describe("the caller's IP in the Lambda (throttling)", () => {
  it("is API Gateway's source IP unless the stack names a viewer-IP header", () => {
    expect(lambdaIp({ "x-viewer-ip": "198.51.100.9" }, {})).toBe("130.176.0.1");
  });
  it("is the viewer's address from the named header when the stack sets one", () => {
    expect(lambdaIp({ "x-viewer-ip": "198.51.100.9" }, { VIEWER_IP_HEADER: "X-Viewer-IP" })).toBe(
      "198.51.100.9",
    );
    expect(lambdaIp({}, { VIEWER_IP_HEADER: "x-viewer-ip" })).toBe("130.176.0.1");
  });
  it.each([
    ["without the origin secret", {}],
    ["with a wrong one", { "x-origin-verify": "s".repeat(39) }],
    ["with the secret's prefix", { "x-origin-verify": SECRET.slice(0, 32) }],
  ])("believes no forwarded header of a request %s, and marks it unproven", (_, proof) => {
    const forged = { "x-viewer-ip": "198.51.100.9", "x-forwarded-host": "evil.example", ...proof };
    expect(lambdaForwarded(forged, { VIEWER_IP_HEADER: "x-viewer-ip" })).toEqual({
      clientIp: "130.176.0.1",
      https: true,
      host: "api.example",
      forwardedHost: null,
      unproven: true,
    });
  });
  it("with no secret at all (no CloudFront in front), believes nothing and refuses nothing", () => {
    const forged = { "x-viewer-ip": "198.51.100.9", "x-forwarded-host": "evil.example" };
    expect(lambdaForwarded(forged, { VIEWER_IP_HEADER: "x-viewer-ip" }, null)).toMatchObject({
      clientIp: "130.176.0.1",
      forwardedHost: null,
      unproven: false,
    });
  });
});

describe("the caller's IP and HTTPS on the local server (X-Forwarded-* from trusted proxies only)", () => {
  const loopback = (address: string | undefined) => address === "127.0.0.1";
  const trusted = { kind: "proxies", trusts: loopback } as const;

  it("walks X-Forwarded-For back from the socket while the hops are trusted proxies", () => {
    const forwarded = { "x-forwarded-for": "203.0.113.5, 127.0.0.1", "x-forwarded-proto": "https" };
    expect(readForwarded(forwarded, "127.0.0.1", false, trusted)).toMatchObject({
      clientIp: "203.0.113.5",
      https: true,
    });
  });
  it("ignores the headers from a peer it does not trust", () => {
    const forwarded = {
      "x-forwarded-for": "203.0.113.5",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
    };
    expect(readForwarded(forwarded, "198.51.100.1", false, trusted)).toMatchObject({
      clientIp: "198.51.100.1",
      https: false,
      forwardedHost: null,
    });
    expect(readForwarded(forwarded, "127.0.0.1", false, trusted).forwardedHost).toBe(
      "evil.example",
    );
  });
});
