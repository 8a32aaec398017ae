import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { AppError } from "@printshop/core/error";
import { appRouter } from "../root";
import { logIfInternal, retryAfterOf, toAppError } from "../errors";
import { withRequestLocale } from "../request-locale";
import type { ApiAnswer } from "./answer";
import type { ApiRequest } from "./request";

/** At most this many calls in one batched request (issue 24): each call is a procedure's work. */
export const MAX_BATCH = 10;

/** Logs what tRPC answers as an internal error (with its cause). */
export const onTrpcError = (error: unknown, path: string | undefined) =>
  logIfInternal(toAppError(error), `trpc ${path ?? ""}`);

/** Retry-After of the first error that asks for one (429, 503). */
export function retryHeaders(errors: unknown[]): Record<string, string> {
  for (const error of errors) {
    const retryAfter = retryAfterOf(toAppError(error));
    if (retryAfter !== null) return { "retry-after": String(retryAfter) };
  }
  return {};
}

/** The prepared request as the fetch `Request` tRPC's adapter reads. */
function fetchRequestOf(req: ApiRequest): Request {
  const headers = new Headers();
  try {
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, value);
  } catch (cause) {
    throw new AppError("input", "input.bad_header", { cause });
  }
  // The body is what arrived, whatever the client declared.
  headers.delete("transfer-encoding");
  headers.delete("content-length");
  const post = req.method !== "GET" && req.method !== "HEAD";
  const empty = !req.body || req.body.byteLength === 0;
  if (post && empty && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  const fetchReq = new Request(req.url, {
    method: req.method,
    headers,
    // (A Node Buffer's view: BodyInit in Node's types; the DOM's name only ArrayBuffer views.)
    body: post && !empty ? (req.body as Uint8Array<ArrayBuffer>) : undefined,
  });
  // tRPC's non-batched link sends a mutation without input (a `z.void()` one) as a POST with no
  // body; the adapter would fail parsing "" as JSON. An empty body means "no input".
  if (post && empty)
    Object.defineProperty(fetchReq, "json", { value: () => Promise.resolve(undefined) });
  return fetchReq;
}

/**
 * A call to `/trpc/*` the JSON road (trpc-json.ts) leaves, answered by tRPC's own fetch adapter:
 * its protocol, statuses and error shapes (a GET to a mutation is its 405 METHOD_NOT_SUPPORTED),
 * with the context the preparation made and the project's error formatter (trpc.ts). The locale
 * is set for the errors tRPC raises before it asks for the context (a body that is not JSON, a
 * batch too large).
 */
export async function trpcByFetch(req: ApiRequest): Promise<ApiAnswer> {
  const response = await withRequestLocale(req.locale, () =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: fetchRequestOf(req),
      maxBatchSize: MAX_BATCH,
      router: appRouter,
      createContext: () => req.context(),
      onError: ({ error, path }) => onTrpcError(error, path),
      responseMeta: ({ errors }) => ({ headers: retryHeaders(errors) }),
    }),
  );
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  // tRPC labels some refusals (a form-data request it cannot route) text/plain; the body is JSON.
  if (!headers["content-type"]?.includes("application/json"))
    headers["content-type"] = "application/json";
  return {
    status: response.status,
    headers,
    cookies: [...req.cookies, ...response.headers.getSetCookie()],
    body: await response.text(),
  };
}
