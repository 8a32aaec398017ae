import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { defaultLocale, isLocale } from "@printshop/core/i18n/locale";
import { AppError } from "@printshop/core/error";
import { errorAnswer, serveApi } from "./http/handler";
import { MAX_BODY_BYTES } from "./http/body";
import { recordHeaders, type ApiAnswer, type ApiRequest } from "./http/exchange";
import { requestUrl } from "./http/request-url";
import { fileOriginsFromEnv, securityHeaders } from "./http/security-headers";

/**
 * API Gateway HTTP API (payload v2) → the API's request, read straight from the event (no fetch
 * Request). API Gateway refuses bodies over 10 MB itself; what it passes is checked against the
 * API's own limit (1 MB) before anything else. Throws AppError (4xx) for what no URL or body can
 * be made of.
 */
export function toRequest(event: APIGatewayProxyEventV2, clientIp?: string): ApiRequest {
  // Behind CloudFront, Host is API Gateway's own name; the shop's arrives as x-forwarded-host
  // (set by a CloudFront Function from the viewer's Host, see stacks/edge-functions.ts).
  const host =
    event.headers["x-forwarded-host"] ??
    event.headers.host ??
    event.requestContext.domainName ??
    "localhost";
  const url = requestUrl(
    "https",
    host,
    `${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ""}`,
  );
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(event.headers))
    if (v !== undefined) headers[k.toLowerCase()] = v;
  if (event.cookies?.length) headers.cookie = event.cookies.join("; ");
  const method = event.requestContext.http.method;
  const body =
    event.body === undefined || method === "GET" || method === "HEAD"
      ? undefined
      : event.isBase64Encoded
        ? Buffer.from(event.body, "base64")
        : Buffer.from(event.body, "utf8");
  if (body && body.length > MAX_BODY_BYTES) throw new AppError("input", "input.too_large");
  // The body is what arrived, whatever the client declared.
  delete headers["transfer-encoding"];
  if (body) headers["content-length"] = String(body.length);
  else delete headers["content-length"];
  return { method, url, headers: recordHeaders(headers), body, clientIp };
}

/**
 * The caller's IP for throttling. Behind CloudFront, API Gateway's sourceIp is CloudFront's own
 * address, shared by many shoppers; when the stack's viewer function writes the viewer's address
 * into a header (overwriting whatever the viewer sent), VIEWER_IP_HEADER names it and it is used.
 */
export function clientIpOf(
  event: APIGatewayProxyEventV2,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const header = env.VIEWER_IP_HEADER?.trim().toLowerCase();
  const fromViewer = header ? event.headers[header]?.split(",")[0]?.trim() : undefined;
  return fromViewer || event.requestContext.http.sourceIp;
}

const localeOfEvent = (event: APIGatewayProxyEventV2) => {
  const header = event.headers["x-locale"];
  return isLocale(header) ? header : defaultLocale;
};

async function respond(event: APIGatewayProxyEventV2): Promise<ApiAnswer> {
  let request: ApiRequest;
  try {
    request = toRequest(event, clientIpOf(event));
  } catch (error) {
    return errorAnswer(error, localeOfEvent(event), "lambda");
  }
  const answer = await serveApi(request);
  return (
    answer ??
    errorAnswer(new AppError("not_found", "route.not_found"), localeOfEvent(event), "lambda")
  );
}

/** The security headers of every answer (built once: the environment does not change in an instance). */
let lambdaSecurityHeaders: Record<string, string> | undefined;

/** EventBridge's scheduled event (the stack's `EmailRetry` schedule invokes this same function). */
interface ScheduledEvent {
  "detail-type": "Scheduled Event";
  source: "aws.events";
}
const isScheduled = (event: unknown): event is ScheduledEvent =>
  (event as ScheduledEvent)?.["detail-type"] === "Scheduled Event";

export async function handler(
  event: APIGatewayProxyEventV2 | ScheduledEvent,
): Promise<APIGatewayProxyStructuredResultV2> {
  if (isScheduled(event)) {
    // The e-mail module loads here, on the schedule's call: a shop request's cold start never needs it.
    const out = await (await import("@printshop/core/email/index")).retryDue();
    if (out.tried) console.log(`[email] retry run: ${out.sent} of ${out.tried} due messages sent`);
    return { statusCode: 200, body: JSON.stringify(out) };
  }
  let answer: ApiAnswer;
  try {
    answer = await respond(event);
  } catch (error) {
    // Nothing may escape as an unhandled rejection: the answer is still JSON.
    answer = errorAnswer(error, localeOfEvent(event), "lambda");
  }
  return {
    statusCode: answer.status,
    headers: {
      ...(lambdaSecurityHeaders ??= securityHeaders({
        https: true,
        fileOrigins: fileOriginsFromEnv(),
      })),
      ...answer.headers,
    },
    cookies: answer.cookies,
    body: answer.body,
    isBase64Encoded: false,
  };
}
