import { pingTable } from "@printshop/core/dynamo/ping";
import { UNAVAILABLE_RETRY_SECONDS } from "../errors";
import type { ApiAnswer } from "./answer";

/**
 * `/health` is liveness (the process answers; nothing else is asked). `/health/ready` is
 * readiness: one GetItem on the table (a key nothing uses), so 200 means the table answers;
 * otherwise 503 with Retry-After. The local start script waits for it; operators point load
 * balancers and uptime checks at it.
 */
export async function readiness(): Promise<ApiAnswer> {
  const headers = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  };
  try {
    await pingTable();
    return { status: 200, headers, cookies: [], body: JSON.stringify({ status: "ready" }) };
  } catch (error) {
    console.error(`[health] not ready: ${error instanceof Error ? error.message : String(error)}`);
    return {
      status: 503,
      headers: { ...headers, "retry-after": String(UNAVAILABLE_RETRY_SECONDS) },
      cookies: [],
      body: JSON.stringify({ status: "unavailable" }),
    };
  }
}
