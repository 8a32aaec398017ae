import { countRequests } from "@printshop/core/dynamo/counter";
import { AppError } from "@printshop/core/error";
import { isAdminPath } from "../rest/router";
import { isStateChanging, originRefused } from "../auth/origin";
import { errorAnswer, jsonAnswer, type ApiAnswer } from "./answer";
import { readiness } from "./health";
import { prepare, type ForwardTrust } from "./prepare";
import type { ApiRequest, HostRequest } from "./request";
import { restAnswer, restMatch } from "./rest-route";
import { trpcByFetch } from "./trpc-fetch";
import { trpcJson } from "./trpc-json";

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
 * request's locale, with the cookies set so far. Each route's answer says how many DynamoDB
 * requests it cost (`x-dynamodb-requests`).
 */
export async function serve(
  host: HostRequest,
  trust: ForwardTrust,
  streamsBody?: (req: ApiRequest) => boolean,
): Promise<Served> {
  const prepared = await prepare(host, trust, streamsBody);
  if ("refused" in prepared) return { answer: prepared.refused, https: prepared.https };
  const { req } = prepared;
  if (prepared.streams) return { unclaimed: req };
  const { result, requests } = await countRequests(() =>
    dispatch(req).catch((error: unknown) =>
      errorAnswer(error, req.locale, `http ${req.method} ${req.url.pathname}`, req.cookies),
    ),
  );
  if (!result) return { unclaimed: req };
  result.headers["x-dynamodb-requests"] = String(requests);
  // API answers are never stored by a browser or a shared cache unless a route says otherwise
  // (personal data, prices in a session's currency).
  result.headers["cache-control"] ??= "no-store";
  return { answer: result, https: req.https };
}
