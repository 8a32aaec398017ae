import {
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  TRPCError,
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { TRPCResponse } from "@trpc/server/rpc";
import { appRouter } from "../root";
import type { ApiAnswer } from "./answer";
import type { ApiRequest } from "./request";
import { MAX_BATCH, onTrpcError, retryHeaders } from "./trpc-fetch";

/**
 * tRPC's HTTP protocol for the calls every page makes — a query by GET or a mutation by POST, one
 * call or a batch (`?batch=1`), JSON in, JSON out — answered without fetch `Request`/`Response`
 * objects, on tRPC's public API only: the procedure is run by `callTRPCProcedure` (same
 * middlewares, input parsing and error formatter as in tRPC's adapter) with the context the
 * preparation made, and the answer built with `getErrorShape`, `getHTTPStatusCode` and
 * `transformTRPCResponse`, as tRPC's adapter builds it. Why: for a label quote tRPC's fetch
 * adapter (a `Request`, a `Response` and their headers per call) costs 4–5× the server CPU of this
 * road: median 369 vs 70 µs per call (bench/trpc-roads.ts, 9 rounds, load 13); trpc-roads.test.ts
 * compares both roads byte for byte.
 *
 * Anything else — a GET to a mutation (tRPC's 405), an unknown procedure, streaming, form data,
 * a body that is not JSON, a batch over the limit, HEAD — returns `null` BEFORE any procedure
 * runs, and tRPC's fetch adapter (trpc-fetch.ts) answers it as tRPC does.
 */

interface Call {
  path: string;
  type: "query" | "mutation";
  input: unknown;
}

const TYPE_OF_METHOD = { GET: "query", POST: "mutation" } as const;

/**
 * The procedure at `path`, loading the lazy router that holds it (the router definition's public
 * `procedures` and `lazy` records, as `callTRPCProcedure` finds it).
 */
async function procedureAt(router: AnyTRPCRouter, path: string): Promise<AnyTRPCProcedure | null> {
  const def = router._def;
  // (A router's records are typed `any` for any router; these hold procedures.)
  const procedures = def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  let procedure = procedures[path];
  while (!procedure) {
    const key = Object.keys(def.lazy).find((k) => path === k || path.startsWith(`${k}.`));
    if (!key) return null;
    await def.lazy[key]!.load();
    procedure = procedures[path];
  }
  return procedure;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);
const isAsyncIterable = (v: unknown) => isObject(v) && Symbol.asyncIterator in v;
const isPromise = (v: unknown) => isObject(v) && typeof v.then === "function";
/** tRPC's own test for an answer it refuses to send outside a stream. */
const isDataStream = (v: unknown) =>
  isObject(v) &&
  (isAsyncIterable(v) ||
    Object.values(v).some(isPromise) ||
    Object.values(v).some(isAsyncIterable));

/** The JSON input of the request (the `input` parameter of a GET, the body of a POST); null if not JSON. */
function jsonInput(req: ApiRequest): { value: unknown } | null {
  const { body } = req;
  const text =
    req.method === "GET"
      ? req.url.searchParams.get("input")
      : body && body.byteLength > 0
        ? Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("utf8")
        : null;
  if (text === null || text === "") return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** The calls of a request this road answers, or null (then tRPC's adapter answers). */
async function callsOf(req: ApiRequest, router: AnyTRPCRouter) {
  const type = TYPE_OF_METHOD[req.method as keyof typeof TYPE_OF_METHOD];
  if (!type || req.headers["trpc-accept"] !== undefined) return null;
  const accept = req.headers.accept;
  if (accept?.split(",").some((t) => t.trim() === "application/jsonl")) return null;
  const params = req.url.searchParams;
  if (params.has("connectionParams")) return null;
  if (type === "mutation") {
    const contentType = req.headers["content-type"];
    // An empty POST is a call without input (tRPC's link sends `z.void()` mutations so).
    const empty = !req.body || req.body.byteLength === 0;
    if (!(contentType ? contentType.startsWith("application/json") : empty)) return null;
  }
  const batch = params.get("batch") === "1";
  // (The preparation made sure the path decodes.)
  const path = decodeURIComponent(req.url.pathname.slice("/trpc/".length));
  const paths = batch ? path.split(",") : [path];
  if (paths.length > MAX_BATCH) return null;
  const input = jsonInput(req);
  if (!input || (batch && input.value !== undefined && !isObject(input.value))) return null;
  const calls: Call[] = [];
  for (const [index, at] of paths.entries()) {
    const procedure = await procedureAt(router, at);
    if (procedure?._def.type !== type) return null;
    const value = batch
      ? (input.value as Record<string, unknown> | undefined)?.[index]
      : input.value;
    calls.push({ path: at, type, input: value });
  }
  return { calls, batch };
}

/** Whether this road answers the request (else tRPC's fetch adapter does); nothing is run. */
export const jsonRoadTakes = async (req: ApiRequest, router: AnyTRPCRouter = appRouter) =>
  (await callsOf(req, router)) !== null;

/** The answer of the JSON road, or null when it leaves the request to tRPC's fetch adapter. */
export async function trpcJson(
  req: ApiRequest,
  router: AnyTRPCRouter = appRouter,
): Promise<ApiAnswer | null> {
  const found = await callsOf(req, router);
  if (!found) return null;
  const config = router._def._config;
  let ctx: ReturnType<ApiRequest["context"]>;
  try {
    ctx = req.context();
  } catch {
    // tRPC's adapter answers a context that fails in its own shape: leave the request to it.
    return null;
  }
  const outcomes = await Promise.all(
    found.calls.map(async (call, batchIndex) => {
      try {
        const data: unknown = await callTRPCProcedure({
          router,
          path: call.path,
          type: call.type,
          // eslint-disable-next-line @typescript-eslint/require-await -- tRPC's getRawInput returns a promise
          getRawInput: async () => call.input,
          ctx,
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
        return { item: { result: { data } } as TRPCResponse };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        onTrpcError(error, call.path);
        const shape: unknown = getErrorShape({ config, ctx, error, ...call });
        return { error, item: { error: shape } as TRPCResponse };
      }
    }),
  );
  const items = outcomes.map((o) => o.item);
  const errors = outcomes.flatMap((o) => (o.error ? [o.error] : []));
  return {
    status: getHTTPStatusCode(items),
    headers: {
      vary: "trpc-accept, accept",
      "content-type": "application/json",
      ...(errors.length > 0 ? retryHeaders(errors) : {}),
    },
    cookies: [...req.cookies],
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- any router's config is tRPC's RootConfig<any>
    body: JSON.stringify(transformTRPCResponse(config, found.batch ? items : items[0]!)),
  };
}
