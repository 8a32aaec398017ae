import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { originSecret, paymentKeys } from "@printshop/core/config/secrets";
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

/** EventBridge's scheduled event (the stack's `Jobs` schedule invokes this same function). */
interface ScheduledEvent {
  "detail-type": "Scheduled Event";
  source: "aws.events";
}
const isScheduled = (event: unknown): event is ScheduledEvent =>
  (event as ScheduledEvent)?.["detail-type"] === "Scheduled Event";

/**
 * The schedule's run: the outbox's retries, the sweep of online payments whose notification
 * never came (core's `Payment.reconcileDue` reads their status from the provider) and the
 * invoices still to issue (core's `Invoice.retryDue`) and the invoices queued for KSeF (core's
 * `Ksef.sendDue`: sends what is due, reads the decisions and UPOs of what an earlier round left
 * without one, retries what KSeF refused to take while unavailable). Each job runs
 * even when the other fails; a failed one is logged with its cause and makes the run answer 500,
 * so that the schedule's failure shows in the function's error metric. The modules load here,
 * on the schedule's call: a shop request's cold start never needs them.
 */
export async function scheduledRun(): Promise<APIGatewayProxyStructuredResultV2> {
  const [email, payments, invoices, proofs] = await Promise.allSettled([
    import("@printshop/core/email/index").then((m) => m.retryDue()),
    import("@printshop/core/payment/index").then((m) => m.reconcileDue()),
    // Invoices still to issue (NBP was down, a rate had to be entered, DynamoDB busy).
    import("@printshop/core/invoice/task").then((m) => m.retryDue()),
    // Proofs unanswered for 24 hours: one reminder per proof (core's `Proof.remindPendingProofs`).
    import("@printshop/core/proof/remind").then((m) => m.remindPendingProofs()),
  ]);
  // After the issuing: an invoice issued by this run is sent by it too.
  const [ksef] = await Promise.allSettled([
    import("@printshop/core/ksef/index").then((m) => m.sendDue()),
  ]);
  const outcome = (job: string, r: PromiseSettledResult<object>) => {
    if (r.status === "fulfilled") return r.value;
    console.error(`[${job}] scheduled run failed: ${String(r.reason)}`);
    return { failed: true };
  };
  const body = {
    email: outcome("email", email),
    payments: outcome("payment", payments),
    invoices: outcome("invoice", invoices),
    ksef: outcome("ksef", ksef),
    proofs: outcome("proof", proofs),
  };
  if (email.status === "fulfilled" && email.value.tried)
    console.log(`[email] retry run: ${email.value.sent} of ${email.value.tried} due messages sent`);
  if (payments.status === "fulfilled" && payments.value.read)
    console.log(
      `[payment] sweep: ${payments.value.changed} of ${payments.value.read} pending payments changed`,
    );
  if (invoices.status === "fulfilled" && invoices.value.tried)
    console.log(`[invoice] retry run: ${invoices.value.issued} of ${invoices.value.tried} issued`);
  if (ksef.status === "fulfilled" && ksef.value.claimed)
    console.log(
      `[ksef] round: ${ksef.value.accepted} accepted, ${ksef.value.refused} refused, ${ksef.value.offline} waiting for KSeF, ${ksef.value.pending} pending of ${ksef.value.claimed}`,
    );
  const failed = [email, payments, invoices, ksef].some((r) => r.status === "rejected");
  return { statusCode: failed ? 500 : 200, body: JSON.stringify(body) };
}

/**
 * The payment providers' keys, read before an event so that core's payment code (synchronous)
 * finds them: once per container, from the stage's payment-keys parameter (core/config/secrets.ts).
 * A failed read leaves online payments off — the checkout then places the order awaiting payment
 * and says the payment cannot start, the admin's payment methods show the provider as not ready —
 * and is logged naming the parameter; it is read again 30 s later.
 */
const readPaymentKeys = () =>
  paymentKeys().catch((error: unknown) => {
    console.error(
      `[payment] keys not read: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  });

export async function handler(
  event: APIGatewayProxyEventV2 | ScheduledEvent,
): Promise<APIGatewayProxyStructuredResultV2> {
  await readPaymentKeys();
  if (isScheduled(event)) return scheduledRun();
  let answer: ApiAnswer;
  try {
    // Read once per container (core/config/secrets.ts); in AWS without it, no request is served
    // (503: a failed read is tried again 30 s later; the log names the secret, never its value).
    const secret = await originSecret().catch((cause: unknown) => {
      throw new AppError("unavailable", "service.unavailable", { cause });
    });
    const served = await serve(hostRequestOf(event), lambdaTrust(secret));
    // What the API's routes leave: a storefront navigation (rendered, else the shell), else 404.
    // Loaded on the first navigation: an API call's cold start never reads the renderer's code.
    answer =
      "answer" in served
        ? served.answer
        : ((await import("./render/lambda-pages").then((m) =>
            m.navigationAnswer(served.unclaimed),
          )) ??
          errorAnswer(
            new AppError("not_found", "route.not_found"),
            served.unclaimed.locale,
            "lambda",
          ));
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
