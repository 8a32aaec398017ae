import { describe, expect, it } from "vitest";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { clientIpOf } from "../src/lambda";

const event = (headers: Record<string, string>) =>
  ({
    headers,
    requestContext: { http: { sourceIp: "130.176.0.1" } },
  }) as unknown as APIGatewayProxyEventV2;

describe("the caller's IP in the Lambda (throttling)", () => {
  it("is API Gateway's source IP unless the stack names a viewer-IP header", () => {
    expect(clientIpOf(event({ "x-viewer-ip": "198.51.100.9" }), {})).toBe("130.176.0.1");
  });
  it("is the viewer's address from the named header when the stack sets one", () => {
    expect(
      clientIpOf(event({ "x-viewer-ip": "198.51.100.9" }), { VIEWER_IP_HEADER: "X-Viewer-IP" }),
    ).toBe("198.51.100.9");
    expect(clientIpOf(event({}), { VIEWER_IP_HEADER: "x-viewer-ip" })).toBe("130.176.0.1");
  });
});
