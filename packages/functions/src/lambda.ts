import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { originSecret } from "@printshop/core/config/secrets";
import { AppError } from "@printshop/core/error";
import { errorAnswer, type ApiAnswer } from "./http/answer";
import { BodyTooLarge, type ForwardTrust } from "./http/prepare";
import type { HostRequest } from "./http/request";
import { serve } from "./http/serve";
import { fileOriginsFromEnv, securityHeaders } from "./http/security-headers";

/**
 * The Lambda's host adapter: API Gateway's HTTP API event (payload v2) as the API's host
 * request, read straight from the event. API Gateway refuses bodies over 10 MB itself; what it
 * passes is held to the API's own limit by the preparation (http/prepare.ts). Behind CloudFront:
 * which headers say who the visitor is, http/prepare.ts `readForwarded` (`cloudfront`).
 */
export function hostRequestOf(event: APIGatewayProxyEventV2): HostRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers))
    if (value !== undefined) headers[name.toLowerCase()] = value;
  if (event.cookies?.length) headers.cookie = event.cookies.join("; ");
  headers.host ??= event.requestContext.domainName ?? "localhost";
  const method = event.requestContext.http.method;
  return {
    method,
    target: `${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ""}`,
    headers,
    peer: event.requestContext.http.sourceIp,
    tls: true,
    body(limit) {
      if (event.body === undefined || method === "GET" || method === "HEAD")
        return Promise.resolve(undefined);
      const body = Buffer.from(event.body, event.isBase64Encoded ? "base64" : "utf8");
      return body.length > limit
        ? Promise.reject(new BodyTooLarge(body.length))
        : Promise.resolve(body);
    },
  };
}

/**
 * What the Lambda believes of the headers in front of it (http/prepare.ts `readForwarded`): the
 * viewer-IP header the stack names, from requests that carry CloudFront's origin secret.
 */
export const lambdaTrust = (
  secret: string | null,
  env: NodeJS.ProcessEnv = process.env,
): ForwardTrust => ({
  kind: "cloudfront",
  viewerIpHeader: env.VIEWER_IP_HEADER,
  originSecret: secret,
});

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
    // Invoices still to issue (NBP was down, a rate had to be entered): the same schedule.
    const invoices = await (await import("@printshop/core/invoice/task")).retryDue();
    if (invoices.tried)
      console.log(`[invoice] retry run: ${invoices.issued} of ${invoices.tried} issued`);
    return { statusCode: 200, body: JSON.stringify({ ...out, invoices }) };
  }
  let answer: ApiAnswer;
  try {
    // Read once per container (core/config/secrets.ts); in AWS without it, no request is served
    // (503: a failed read is tried again 30 s later; the log names the secret, never its value).
    const secret = await originSecret().catch((cause: unknown) => {
      throw new AppError("unavailable", "service.unavailable", { cause });
    });
    const served = await serve(hostRequestOf(event), lambdaTrust(secret));
    answer =
      "answer" in served
        ? served.answer
        : errorAnswer(
            new AppError("not_found", "route.not_found"),
            served.unclaimed.locale,
            "lambda",
          );
  } catch (error) {
    // Nothing may escape as an unhandled rejection: the answer is still JSON.
    answer = errorAnswer(error, "pl", "lambda");
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
