import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { defaultLocale, isLocale, type Locale } from "@printshop/core/i18n/locale";
import { AppError } from "@printshop/core/error";
import { hashQueueFull, hashStats } from "@printshop/core/account/password";
import { errorBody, httpStatusOf, retryAfterOf, trpcCodeOf } from "../errors";

/**
 * Load shedding at the door for the public procedures whose work is a password hash: while the
 * hash queue is full (core/account/password.ts), a call to one of them is answered 503
 * `server.busy` before anything else is spent on it — its body is not read, no URL object, fetch
 * Request, tRPC call or context is made. A sign-in flood then costs the server little more than
 * accepting and answering the connections, so page and API answers keep their time.
 *
 * The answer is the one the procedure itself gives when it finds no slot (same status, headers
 * and JSON, single or batched call; a test compares them byte for byte). Only a call of exactly
 * one such procedure is shed here; a batch mixing others takes the ordinary path, where the core
 * refuses the hash the same way. Refusing before the body is read is fine for the connection:
 * Node reads and discards an unread request body once the answer is sent.
 */
export const HASHING_PROCEDURES: ReadonlySet<string> = new Set([
  "shop.account.signIn",
  "shop.account.register",
  "shop.account.resetPassword",
]);

export interface ShedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const cache = new Map<string, ShedAnswer>();

function answer(procedure: string, batched: boolean, locale: Locale): ShedAnswer {
  const key = `${procedure} ${batched} ${locale}`;
  let found = cache.get(key);
  if (!found) {
    const error = new AppError("unavailable", "server.busy", { params: { seconds: 1 } });
    const body = errorBody(error, locale);
    const status = httpStatusOf[error.kind];
    const item = {
      error: {
        code: TRPC_ERROR_CODES_BY_KEY[trpcCodeOf[error.kind]],
        message: body.message,
        data: {
          code: body.code,
          kind: body.kind,
          httpStatus: status,
          params: body.params,
          fields: body.fields,
          path: procedure,
        },
      },
    };
    found = {
      status,
      headers: {
        "content-type": "application/json",
        "retry-after": String(retryAfterOf(error)),
        vary: "trpc-accept, accept",
        ...(process.env.DEBUG_DYNAMODB_REQUESTS === "1" ? { "x-dynamodb-requests": "0" } : {}),
      },
      body: JSON.stringify(batched ? [item] : item),
    };
    cache.set(key, found);
  }
  return found;
}

/**
 * The 503 for a POST to `/trpc/<hashing procedure>` (optionally `?batch=1`) while the hash queue
 * is full; null for anything else (the request goes on as usual). `target` is the raw request
 * target (path and query), `localeHeader` the X-Locale header.
 */
export function shedForHash(
  method: string,
  target: string,
  localeHeader: string | null | undefined,
): ShedAnswer | null {
  if (method !== "POST" || !target.startsWith("/trpc/")) return null;
  const query = target.indexOf("?");
  const procedure = target.slice(6, query === -1 ? undefined : query);
  if (!HASHING_PROCEDURES.has(procedure)) return null;
  const search = query === -1 ? "" : target.slice(query + 1);
  if (search !== "" && search !== "batch=1") return null;
  if (!hashQueueFull()) return null;
  hashStats.refused++;
  return answer(
    procedure,
    search === "batch=1",
    isLocale(localeHeader) ? localeHeader : defaultLocale,
  );
}
