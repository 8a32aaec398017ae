import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { Email } from "@printshop/core";
import { handleApi } from "./http/handler";

/** API Gateway HTTP API (payload v2) → fetch Request. */
export function toRequest(event: APIGatewayProxyEventV2): Request {
  // Behind CloudFront, Host is API Gateway's own name; the shop's arrives as x-forwarded-host
  // (set by a CloudFront Function from the viewer's Host, see stacks/edge-functions.ts).
  const host = event.headers["x-forwarded-host"] ?? event.headers.host ?? event.requestContext.domainName ?? "localhost";
  const url = `https://${host}${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ""}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(event.headers)) if (v !== undefined) headers.set(k, v);
  if (event.cookies?.length) headers.set("cookie", event.cookies.join("; "));
  const method = event.requestContext.http.method;
  const body =
    event.body === undefined || method === "GET" || method === "HEAD"
      ? undefined
      : event.isBase64Encoded
        ? Buffer.from(event.body, "base64")
        : event.body;
  return new Request(url, { method, headers, body });
}

/**
 * The caller's IP for throttling. Behind CloudFront, API Gateway's sourceIp is CloudFront's own
 * address, shared by many shoppers; when the stack's viewer function writes the viewer's address
 * into a header (overwriting whatever the viewer sent), VIEWER_IP_HEADER names it and it is used.
 */
export function clientIpOf(event: APIGatewayProxyEventV2, env: NodeJS.ProcessEnv = process.env): string {
  const header = env.VIEWER_IP_HEADER?.trim().toLowerCase();
  const fromViewer = header ? event.headers[header]?.split(",")[0]?.trim() : undefined;
  return fromViewer || event.requestContext.http.sourceIp;
}

/** EventBridge's scheduled event (the stack's `EmailRetry` schedule invokes this same function). */
interface ScheduledEvent {
  "detail-type": "Scheduled Event";
  source: "aws.events";
}
const isScheduled = (event: unknown): event is ScheduledEvent => (event as ScheduledEvent)?.["detail-type"] === "Scheduled Event";

export async function handler(event: APIGatewayProxyEventV2 | ScheduledEvent): Promise<APIGatewayProxyStructuredResultV2> {
  if (isScheduled(event)) {
    const out = await Email.retryDue();
    if (out.tried) console.log(`[email] retry run: ${out.sent} of ${out.tried} due messages sent`);
    return { statusCode: 200, body: JSON.stringify(out) };
  }
  const response = (await handleApi(toRequest(event), { clientIp: clientIpOf(event) })) ?? new Response(JSON.stringify({ error: { code: "route.not_found" } }), {
    status: 404,
    headers: { "content-type": "application/json" },
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  return {
    statusCode: response.status,
    headers,
    cookies: response.headers.getSetCookie(),
    body: await response.text(),
    isBase64Encoded: false,
  };
}
