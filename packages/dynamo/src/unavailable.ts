/**
 * Whether a failure means "DynamoDB cannot serve right now" (down, unreachable, timing out,
 * throttling or failing on its side) rather than a bug: the API answers those 503 with
 * `Retry-After` instead of 500. Looks through ElectroDB's and the SDK's wrapping (`cause`).
 */
const UNAVAILABLE_NAMES = new Set([
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
  "LimitExceededException",
  "InternalServerError",
  "ServiceUnavailable",
  "ServiceUnavailableException",
  "TimeoutError",
  "RequestTimeout",
  "RequestTimeoutException",
]);
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === "object"; depth++) {
    const o = e as {
      name?: unknown;
      code?: unknown;
      $metadata?: { httpStatusCode?: number };
      $retryable?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof o.name === "string" && UNAVAILABLE_NAMES.has(o.name)) return true;
    if (typeof o.code === "string" && NETWORK_CODES.has(o.code)) return true;
    if (o.$retryable && typeof o.$retryable === "object" && "throttling" in o.$retryable)
      return true;
    const status = o.$metadata?.httpStatusCode;
    if (typeof status === "number" && status >= 500) return true;
    // AggregateError (happy eyeballs: every address refused).
    if (Array.isArray(o.errors) && o.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    e = o.cause;
  }
  return false;
}
