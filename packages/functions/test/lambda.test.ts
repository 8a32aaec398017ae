import { beforeAll, describe, expect, it } from "vitest";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { Seed } from "@printshop/core";
import { readForwarded } from "../src/http/prepare";
import { hostRequestOf, lambdaTrust } from "../src/lambda";
import { handler, useTestTable } from "./built";
import { lambdaEvent } from "./lambda-event";

const event = (
  method: string,
  rawPath: string,
  options: Parameters<typeof lambdaEvent>[2] & { query?: string } = {},
) => lambdaEvent(method, options.query ? `${rawPath}?${options.query}` : rawPath, options);

describe("the Lambda entry (HTTP API v2 events)", () => {
  beforeAll(async () => {
    await useTestTable("lambda");
    await Seed.load();
  });

  it("answers /health", async () => {
    const res = await handler(event("GET", "/health"));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ status: "ok" });
  });

  it("serves a tRPC query with the query string and the locale header, counting DynamoDB requests", async () => {
    const input = encodeURIComponent(JSON.stringify({ locale: "de" }));
    const res = await handler(
      event("GET", "/trpc/shop.catalogue.home", {
        query: `input=${input}`,
        headers: { "x-locale": "de" },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!).result.data.products[0].title).toBe("Rollenetiketten");
    expect(Number(res.headers?.["x-dynamodb-requests"])).toBeLessThanOrEqual(2);
  });

  it("tells the count of DynamoDB requests only when the development flag asks for it", async () => {
    const flag = process.env.DEBUG_DYNAMODB_REQUESTS;
    delete process.env.DEBUG_DYNAMODB_REQUESTS;
    try {
      const res = await handler(event("GET", "/health/ready"));
      expect(res.statusCode).toBe(200);
      expect(res.headers).not.toHaveProperty("x-dynamodb-requests");
    } finally {
      process.env.DEBUG_DYNAMODB_REQUESTS = flag;
    }
  });

  it("decodes a base64 body for a REST shim", async () => {
    const body = Buffer.from(
      JSON.stringify({
        attributeVariables: [1042, 1052],
        attributeValues: [1012, 1022, 1031, 1042, 1052, 1061],
      }),
    ).toString("base64");
    const res = await handler(
      event("POST", "/api/prices/10", {
        body,
        base64: true,
        headers: { "content-type": "application/json" },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)["100"].priceEcoNet).toBe(42.58);
  });

  it("answers a JSON 404 for a path no API route claims, with a translated error for the locale prefix", async () => {
    const res = await handler(event("POST", "/en/api/nothing-here"));
    expect(res.statusCode).toBe(404);
    expect(res.headers?.["content-type"]).toContain("application/json");
  });

  it("takes the shop's host from x-forwarded-host (CloudFront sends API Gateway its own Host)", () => {
    const secret = "cloudfront-origin-secret-of-this-test-0123456789";
    const hostOf = (e: APIGatewayProxyEventV2) => {
      const host = hostRequestOf(e);
      return readForwarded(
        host.headers as Record<string, string>,
        host.peer,
        true,
        lambdaTrust(secret, {}),
      ).host;
    };
    expect(
      hostOf(
        event("POST", "/trpc/x", {
          headers: {
            host: "abc123.execute-api.eu-central-1.amazonaws.com",
            "x-forwarded-host": "shop.example.com",
            "x-origin-verify": secret,
          },
        }),
      ),
    ).toBe("shop.example.com");
    expect(hostOf(event("GET", "/health"))).toBe("shop.example.com");
  });

  it("answers a GET to a mutation as tRPC does: 405 METHOD_NOT_SUPPORTED, translated", async () => {
    const res = await handler(
      event("GET", "/trpc/shop.cart.add", { headers: { "x-locale": "en" } }),
    );
    expect(res.statusCode).toBe(405);
    const body = JSON.parse(res.body!) as {
      error: { code: number; message: string; data: { code: string } };
    };
    expect(body.error.code).toBe(-32005);
    expect(body.error.data.code).toBe("route.method_not_supported");
    expect(body.error.message).toBe("This request method is not supported here.");
  });
});
