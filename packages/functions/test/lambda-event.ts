import type { APIGatewayProxyEventV2 } from "aws-lambda";

/**
 * An API Gateway HTTP API (payload 2.0) event, as the Lambda receives it from CloudFront's
 * origin request. `path` may carry the query string (`/trpc/x?input=…`).
 */
export function lambdaEvent(
  method: string,
  path: string,
  options: {
    body?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    base64?: boolean;
    sourceIp?: string;
  } = {},
): APIGatewayProxyEventV2 {
  const [rawPath = "/", rawQueryString = ""] = path.split(/\?(.*)/s);
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString,
    headers: { host: "shop.example.com", ...options.headers },
    cookies: options.cookies,
    body: options.body,
    isBase64Encoded: options.base64 ?? false,
    requestContext: {
      accountId: "123",
      apiId: "api",
      domainName: "shop.example.com",
      domainPrefix: "shop",
      http: {
        method,
        path: rawPath,
        protocol: "HTTP/1.1",
        sourceIp: options.sourceIp ?? "203.0.113.7",
        userAgent: "test",
      },
      requestId: "req",
      routeKey: "$default",
      stage: "$default",
      time: "",
      timeEpoch: 0,
    },
  } as APIGatewayProxyEventV2;
}
