import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  TRPCError,
  type AnyProcedure,
  type AnyRouter,
  type TRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";
import type { Context } from "../context";
import { AnswerHeaders, type ApiAnswer, type ApiRequest } from "./exchange";

/**
 * tRPC's HTTP protocol for the calls every page makes — a query by GET or a mutation by POST,
 * one call or a batch (`?batch=1`), JSON in, JSON out, no streaming — answered without fetch
 * `Request`/`Response` objects: the procedure is found, the context made once, the procedures
 * called as tRPC's own adapter calls them (same middlewares, same input parsing, same error
 * formatter), and the answer built with tRPC's own shape, status and JSON functions. It is a
 * cheaper road to the same answer, byte for byte (a test compares both roads over many requests).
 *
 * Anything else tRPC knows — streaming (`application/jsonl`), subscriptions, form data, a body
 * that is not JSON, an unknown procedure, a GET to a mutation, mixed batches, HEAD — returns
 * `null` BEFORE any procedure runs, and the caller takes tRPC's fetch adapter, which then
 * answers exactly as tRPC always did.
 */
export interface TrpcJsonOptions {
  router: AnyRouter;
  /** The procedure path(s) after `/trpc/` (still percent-encoded, as in the URL). */
  path: string;
  createContext: (sink: AnswerHeaders) => Context;
  onError: (error: TRPCError, path: string) => void;
  /** Extra headers for an answer carrying these errors (Retry-After). */
  errorHeaders: (errors: TRPCError[]) => Record<string, string>;
}

interface Call {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

const METHOD_OF = { query: "GET", mutation: "POST" } as const;

/** tRPC's own test for an answer it would refuse to send outside a stream. */
const isDataStream = (v: unknown) =>
  isObject(v) &&
  (isAsyncIterable(v) ||
    Object.values(v).some(isPromise) ||
    Object.values(v).some(isAsyncIterable));

function jsonInputs(req: ApiRequest): { ok: true; value: unknown } | { ok: false } {
  let text: string | null;
  if (req.method === "GET") text = req.url.searchParams.get("input");
  else
    text =
      req.body && req.body.byteLength > 0
        ? Buffer.from(req.body.buffer, req.body.byteOffset, req.body.byteLength).toString("utf8")
        : null;
  if (text === null || text === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** At most this many calls in one batched request (issue 24): each call is a procedure's work. */
export const MAX_BATCH = 10;

/** The calls of a request this road can answer, or null (then tRPC's adapter answers). */
async function callsOf(
  req: ApiRequest,
  router: AnyRouter,
  rawPath: string,
): Promise<{ calls: Call[]; batch: boolean } | null> {
  if (req.method !== "GET" && req.method !== "POST") return null;
  if (req.headers.get("trpc-accept") !== null) return null;
  const accept = req.headers.get("accept");
  if (accept && accept.split(",").some((t) => t.trim() === "application/jsonl")) return null;
  const params = req.url.searchParams;
  if (params.has("connectionParams")) return null;
  if (req.method === "POST") {
    const type = req.headers.get("content-type");
    const empty = !req.body || req.body.byteLength === 0;
    // An empty POST is a call without input (tRPC's link sends `z.void()` mutations so).
    if (!(type ? type.startsWith("application/json") : empty)) return null;
  }
  const batch = params.get("batch") === "1";
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const paths = batch ? path.split(",") : [path];
  // Over the bound, tRPC's adapter answers (its `maxBatchSize`: 400 input.batch_too_large).
  if (paths.length > MAX_BATCH) return null;
  const inputs = jsonInputs(req);
  if (!inputs.ok) return null;
  if (batch && inputs.value !== undefined && !isObject(inputs.value)) return null;
  const calls: Call[] = [];
  for (const [index, p] of paths.entries()) {
    const procedure = await getProcedureAtPath(router, p);
    if (!procedure) return null;
    const type = procedure._def.type;
    if (type === "subscription" || METHOD_OF[type] !== req.method) return null;
    const input = batch
      ? (inputs.value as Record<string, unknown> | undefined)?.[index]
      : inputs.value;
    calls.push({ path: p, procedure, input });
  }
  return { calls, batch };
}

/** Whether this road answers the request (else tRPC's fetch adapter does); nothing is run. */
export const jsonRoadTakes = async (req: ApiRequest, router: AnyRouter, rawPath: string) =>
  (await callsOf(req, router, rawPath)) !== null;

export async function trpcJson(
  req: ApiRequest,
  options: TrpcJsonOptions,
): Promise<ApiAnswer | null> {
  const found = await callsOf(req, options.router, options.path);
  if (!found) return null;
  const { calls, batch } = found;
  const config = options.router._def._config;
  const sink = new AnswerHeaders();
  let ctx: Context | undefined;
  let ctxError: TRPCError | undefined;
  try {
    ctx = options.createContext(sink);
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const outcomes = await Promise.all(
    calls.map(async (call, batchIndex) => {
      const type = call.procedure._def.type;
      try {
        if (ctxError) throw ctxError;
        const data: unknown = await call.procedure({
          path: call.path,
          // eslint-disable-next-line @typescript-eslint/require-await -- tRPC's getRawInput returns a promise
          getRawInput: async () => call.input,
          ctx,
          type,
          signal: undefined,
          batchIndex,
        });
        if (isDataStream(data)) {
          throw new TRPCError({
            code: "UNSUPPORTED_MEDIA_TYPE",
            message:
              "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
          });
        }
        return { item: { result: { data } } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError(error, call.path);
        return {
          error,
          item: {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- tRPC's getErrorShape answers `any` (its router config is typed RootConfig<any>)
            error: getErrorShape({ config, ctx, error, input: call.input, path: call.path, type }),
          },
        };
      }
    }),
  );
  const items: TRPCResponse[] = outcomes.map((o) => o.item as TRPCResponse);
  const errors = outcomes.flatMap((o) => (o.error ? [o.error] : []));
  const headers: Record<string, string> = {
    vary: "trpc-accept, accept",
    "content-type": "application/json",
    ...sink.headers,
    ...options.errorHeaders(errors),
  };
  return {
    status: getHTTPStatusCode(items),
    headers,
    cookies: sink.cookies,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- the router's config is tRPC's RootConfig<any>
    body: JSON.stringify(transformTRPCResponse(config, batch ? items : items[0]!)),
  };
}
