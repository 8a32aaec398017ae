import { countRequests } from "@printshop/core/dynamo/counter";
import { AppError } from "@printshop/core/error";
import { isAdminPath } from "../rest/router";
import { isStateChanging, originRefused } from "../auth/origin";
import { errorAnswer, jsonAnswer, type ApiAnswer } from "./answer";
import { readiness } from "./health";
import { prepare, type ForwardTrust } from "./prepare";
import type { ApiRequest, HostRequest } from "./request";
import { restAnswer, restBodyLimit, restMatch } from "./rest-route";
import { trpcByFetch } from "./trpc-fetch";
import { trpcJson } from "./trpc-json";
import { recordRefusal } from "../auth/security";

/** The first error code in an error answer's body (tRPC's, a batch's or the REST shims'). */
function errorCodeOf(body: string): string {
  const code = /"code":"([a-z_.]{1,80})"/.exec(body.slice(0, 4000));
  return code?.[1] ?? "unknown";
}

/**
 * Records a 401/403 answer of the guards (`auth.*`: signed out, not allowed, a second factor
 * owed, a foreign Origin) in the security log, with the session's account when it had one. A
 * wrong password or code is a 401 too, but core records those itself (`sign_in.failure`, ...).
 */
async function recordRefused(req: ApiRequest, answer: ApiAnswer): Promise<void> {
  const code = errorCodeOf(answer.body);
  if (!code.startsWith("auth.")) return;
  await recordRefusal(
    {
      kind:
        code === "auth.origin"
          ? "origin.refused"
          : answer.status === 401
            ? "http.unauthorized"
            : "http.forbidden",
      address: req.clientIp,
      method: req.method,
      path: req.url.pathname.slice(0, 200),
      code,
      origin: code === "auth.origin" ? (req.headers.origin ?? null)?.slice(0, 200) : undefined,
    },
    req.context(),
  );
}

/**
 * What the pipeline made of a request: the API's answer (and whether the visit is HTTPS, for
 * the host's security headers), or the prepared request no API path claims.
 */
export type Served = { answer: ApiAnswer; https: boolean } | { unclaimed: ApiRequest };

/**
 * The API's routes: the health checks, tRPC at `/trpc`, the REST shims (and any write under
 * `/admin`, which the admin guard answers). A state-changing request with cookies from another
 * Origin is refused (CSRF) before any of them runs. `null`: not an API path.
 */
async function dispatch(req: ApiRequest): Promise<ApiAnswer | null> {
  const { pathname } = req.url;
  if (pathname === "/health") return jsonAnswer(200, { status: "ok" });
  if (pathname === "/health/ready") return readiness();
  const isTrpc = pathname === "/trpc" || pathname.startsWith("/trpc/");
  const found = isTrpc ? null : restMatch(req);
  // An unknown /admin path is the API's too unless it is a GET/HEAD (the admin SPA and its files).
  if (!isTrpc && found === null && !(isAdminPath(pathname) && isStateChanging(req.method)))
    return null;
  if (originRefused(req)) throw new AppError("forbidden", "auth.origin");
  // tRPC: the JSON road for JSON calls, tRPC's own fetch adapter for the rest (same bytes).
  if (isTrpc) return (await trpcJson(req)) ?? trpcByFetch(req);
  return restAnswer(req, found);
}

/**
 * One request's way through the API, whichever host received it (local/host.ts, lambda.ts,
 * fetch-host.ts): the preparation (prepare.ts: forwarded headers, shedding, locale, URL, body;
 * each once), then the route. Every failure becomes one JSON error answer (answer.ts), in the
 * request's locale, with the cookies set so far. A 401 or 403 is recorded in the security log.
 * With `DEBUG_DYNAMODB_REQUESTS=1` (development and tests; never deployed: a stranger could tell
 * a known e-mail from a new one by the count) each answer says how many DynamoDB requests it cost
 * (`x-dynamodb-requests`).
 */
export async function serve(
  host: HostRequest,
  trust: ForwardTrust,
  streamsBody?: (req: ApiRequest) => boolean,
): Promise<Served> {
  const prepared = await prepare(host, trust, streamsBody, restBodyLimit);
  if ("refused" in prepared) return { answer: prepared.refused, https: prepared.https };
  const { req } = prepared;
  if (prepared.streams) return { unclaimed: req };
  const { result, requests } = await countRequests(() =>
    dispatch(req).catch((error: unknown) =>
      errorAnswer(error, req.locale, `http ${req.method} ${req.url.pathname}`, req.cookies),
    ),
  );
  if (!result) return { unclaimed: req };
  if (process.env.DEBUG_DYNAMODB_REQUESTS === "1")
    result.headers["x-dynamodb-requests"] = String(requests);
  if (result.status === 401 || result.status === 403) await recordRefused(req, result);
  // API answers are never stored by a browser or a shared cache unless a route says otherwise
  // (personal data, prices in a session's currency).
  result.headers["cache-control"] ??= "no-store";
  return { answer: result, https: req.https };
}
