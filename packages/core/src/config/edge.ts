import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a request really came through the shop's CloudFront distribution.
 *
 * The HTTP API's own `execute-api` address cannot be switched off: it is the distribution's API
 * origin. So CloudFront adds a secret header to every request it sends there (an origin custom
 * header whose value CloudFormation resolves from Secrets Manager at deploy, stacks/Web.ts), and
 * the Lambda believes the headers CloudFront's viewer functions set (`x-viewer-ip`,
 * `x-forwarded-host`) only when that header carries the expected secret. A caller of the
 * `execute-api` address directly cannot know it, so it cannot make up a viewer IP per request
 * (which would void every per-address limit) nor a host for links. See docs/security.md, "The
 * edge".
 */

/** The header CloudFront adds on its way to the API (stacks/Web.ts sets it from this name). */
export const ORIGIN_VERIFY_HEADER = "x-origin-verify";

/**
 * Headers only a trusted proxy may set: dropped from a request that does not prove it came
 * through CloudFront, and the verify header itself dropped from every request once checked, so
 * that no later code (or log line) sees the secret.
 */
export const PROXY_HEADERS = [
  ORIGIN_VERIFY_HEADER,
  "x-viewer-ip",
  "x-forwarded-host",
  "x-forwarded-for",
  "x-forwarded-proto",
  "forwarded",
] as const;

/** A secret shorter than this is refused wherever the shop reads one (docs/security.md). */
export const MIN_SECRET_BYTES = 32;

/** A request's headers: a plain record (a Lambda event's, lower-cased) or a fetch-style `Headers`. */
export type HeaderSource =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null | undefined };

function headerValue(headers: HeaderSource, name: string): string | undefined {
  if (typeof headers.get === "function") return headers.get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  // The header twice (a node IncomingMessage's array) is not the one value CloudFront sends.
  return typeof value === "string" ? value : undefined;
}

/**
 * Compares two secrets in time that depends on neither's content nor length: both are hashed
 * first (SHA-256), then the digests compared with `timingSafeEqual`.
 */
export function sameSecret(presented: string, expected: string): boolean {
  const a = createHash("sha256").update(presented, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

/**
 * True when the request carries the expected origin secret in `ORIGIN_VERIFY_HEADER`, i.e. came
 * through CloudFront, so the headers CloudFront set may be believed. False when the header is
 * missing, repeated, different, or when no usable secret is expected (unset, or shorter than
 * MIN_SECRET_BYTES): a misconfigured stage believes nothing rather than everything.
 */
export function forwardedHeadersTrusted(
  headers: HeaderSource,
  expected: string | null | undefined,
): boolean {
  if (!expected || Buffer.byteLength(expected, "utf8") < MIN_SECRET_BYTES) return false;
  const presented = headerValue(headers, ORIGIN_VERIFY_HEADER);
  if (presented === undefined) return false;
  return sameSecret(presented, expected);
}
