import { forwardedHeadersTrusted, ORIGIN_VERIFY_HEADER } from "@printshop/core/config/edge";
import { localeOfRequest, type Locale } from "@printshop/core/i18n/locale";
import { AppError } from "@printshop/core/error";
import { recordRefusal } from "../auth/security";
import { createContext, type Context } from "../context";
import { errorAnswer, type ApiAnswer } from "./answer";
import type { ApiRequest, HostRequest } from "./request";
import { shedForHash } from "./shed";

/**
 * The preparation: what every route needs of a request, worked out once, in one place, for
 * whichever host received it. In order: what the proxies in front say (the caller's address,
 * HTTPS, the site's host); a hash-bound call shed while the hash queue is full (before anything
 * else is read); the locale; the URL; the body within its limit; the context (on first use).
 */

/** Request bodies above this are refused (413) as soon as they pass it. */
export const MAX_BODY_BYTES = 1_000_000;

/** What a host's `body(limit)` rejects with once the body is over the limit. */
export class BodyTooLarge extends Error {
  constructor(readonly received: number) {
    super("body too large");
  }
}

/**
 * What the API believes of the headers proxies in front of it set, per host:
 *
 * - `proxies` (the local server, `TRUST_PROXY`): X-Forwarded-For and X-Forwarded-Proto count
 *   only from proxies the setting names, walked as Express walks them (proxy-addr): from the
 *   socket's peer back through the listed addresses, the first one not trusted is the client.
 *   The URL's host is the Host header.
 * - `cloudfront` (the Lambda behind CloudFront and API Gateway): the site's host comes in
 *   `x-forwarded-host` and the viewer's address in the header `viewerIpHeader` names, both set by
 *   the stack's CloudFront Function (stacks/edge-functions.ts), which overwrites whatever the
 *   viewer sent; API Gateway's own Host and source IP are CloudFront's. Always HTTPS. Believed
 *   only from a request that carries `originSecret` in `x-origin-verify` (core/config/edge.ts):
 *   CloudFront adds it, a caller of the `execute-api` address cannot know it and is refused (403
 *   `auth.origin`, logged as `origin.refused`). A null secret (no CloudFront in front: the handler
 *   run on this machine, core/config/secrets.ts `originSecret`) believes no forwarded header.
 */
export type ForwardTrust =
  | {
      kind: "proxies";
      /** Whether the proxy at `address`, `hop` steps from this server, is trusted (Express's `trust proxy fn`). */
      trusts(address: string | undefined, hop: number): boolean;
    }
  | { kind: "cloudfront"; viewerIpHeader?: string; originSecret: string | null };

type Headers = Readonly<Record<string, string | undefined>>;
const firstOf = (value: string | undefined) => value?.split(",")[0]?.trim() || undefined;

/**
 * The one place the API reads what proxies say about the visitor (`x-forwarded-*`, the viewer-IP
 * header): nothing else reads them. `unproven`: a `cloudfront` request without the origin secret
 * (the preparation refuses it); its forwarded headers are not believed either.
 */
export function readForwarded(
  headers: Headers,
  peer: string | undefined,
  tls: boolean,
  trust: ForwardTrust,
) {
  if (trust.kind === "cloudfront") {
    const proven =
      trust.originSecret !== null && forwardedHeadersTrusted(headers, trust.originSecret);
    if (!proven)
      return {
        clientIp: peer || "unknown",
        https: true,
        host: headers.host,
        forwardedHost: null,
        unproven: trust.originSecret !== null,
      };
    const forwardedHost = firstOf(headers["x-forwarded-host"]) ?? null;
    const viewer = trust.viewerIpHeader?.trim().toLowerCase();
    return {
      clientIp: (viewer && firstOf(headers[viewer])) || peer || "unknown",
      https: true,
      host: forwardedHost ?? headers.host,
      forwardedHost,
      unproven: false,
    };
  }
  // X-Forwarded-For from the nearest hop outwards: the first address not trusted is the client.
  const forwardedFor = (headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean)
    .reverse();
  const addresses = [peer, ...forwardedFor];
  let client = addresses[0];
  for (let hop = 0; hop < addresses.length - 1 && trust.trusts(addresses[hop], hop); hop++)
    client = addresses[hop + 1];
  // What the nearest proxy says of the site (its scheme, the host the visitor asked for) counts
  // only when that proxy is trusted.
  const nearestTrusted = trust.trusts(peer, 0);
  const proto = nearestTrusted ? firstOf(headers["x-forwarded-proto"]) : undefined;
  return {
    clientIp: client ?? "unknown",
    https: proto ? proto === "https" : tls,
    host: headers.host,
    forwardedHost: (nearestTrusted && firstOf(headers["x-forwarded-host"])) || null,
    unproven: false,
  };
}

/** A Host header a URL can be built from: a name or an IP literal, an optional port. */
const HOST =
  /^(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?(?:\.[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?)*|\[[0-9A-F:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The request's URL, refusing (400) what a URL cannot be made of: a malformed host, a path that
 * is not a valid percent-encoding of UTF-8 (`/trpc/%E0%A4%A`), control characters. Every route
 * after this may decode the path freely.
 */
export function requestUrl(https: boolean, host: string | undefined, target: string): URL {
  const h = host ?? "localhost";
  if (!HOST.test(h))
    throw new AppError("input", "input.bad_header", { params: { header: "host" } });
  // eslint-disable-next-line no-control-regex -- refusing control characters in a URL is this check's purpose
  if (!target.startsWith("/") || /[\u0000-\u001f\u007f]/.test(target))
    throw new AppError("input", "input.bad_url");
  try {
    const url = new URL(`${https ? "https" : "http"}://${h}${target}`);
    decodeURIComponent(url.pathname);
    return url;
  } catch (cause) {
    throw new AppError("input", "input.bad_url", { cause });
  }
}

/**
 * The answer to a request that did not come through CloudFront (the API's own address called
 * directly), recorded in the security log with the address it came from.
 */
async function refusedOrigin(
  host: HostRequest,
  address: string,
  locale: Locale,
): Promise<ApiAnswer> {
  const [path = "/"] = host.target.split("?", 1);
  await recordRefusal({
    kind: "origin.refused",
    address,
    method: host.method,
    path: path.slice(0, 200),
    code: "auth.origin",
    origin: host.headers.origin === undefined ? null : String(host.headers.origin).slice(0, 200),
  });
  return errorAnswer(new AppError("forbidden", "auth.origin"), locale, "http");
}

/** The request's locale: core's one rule (localeOfRequest) on the header and the target's path. */
const localeOf = (headers: Headers, target: string): Locale =>
  localeOfRequest(headers["x-locale"], target.split("?", 1)[0]!);

/**
 * What the preparation made: a refusal to send as it is, or the prepared request (`streams`: its
 * host serves it with the body unread).
 */
export type Prepared =
  { refused: ApiAnswer; https: boolean } | { req: ApiRequest; streams: boolean };

/**
 * Prepares a request. `streamsBody`: the host serves this path itself with the body unread (the
 * local disk store's uploads); the request is then prepared without its body. `bodyLimit`: a
 * route's own, smaller limit (a payment notification's), else MAX_BODY_BYTES.
 */
export async function prepare(
  host: HostRequest,
  trust: ForwardTrust,
  streamsBody?: (req: ApiRequest) => boolean,
  bodyLimit?: (req: ApiRequest) => number | undefined,
): Promise<Prepared> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(host.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  const forwarded = readForwarded(headers, host.peer, host.tls, trust);
  // The secret is CloudFront's and this check's alone: no later code (nor log line) sees it.
  delete headers[ORIGIN_VERIFY_HEADER];
  const { https } = forwarded;
  if (forwarded.unproven)
    return {
      refused: await refusedOrigin(host, forwarded.clientIp, localeOf(headers, host.target)),
      https,
    };
  const shed = shedForHash(host.method, host.target, headers["x-locale"]);
  if (shed) return { refused: { ...shed, headers: { ...shed.headers }, cookies: [] }, https };
  const locale = localeOf(headers, host.target);
  try {
    let context: Context | undefined;
    const req: ApiRequest = {
      method: host.method,
      url: requestUrl(https, forwarded.host, host.target),
      headers,
      locale,
      clientIp: forwarded.clientIp,
      https,
      forwardedHost: forwarded.forwardedHost,
      cookies: [],
      context: () => (context ??= createContext(req)),
    };
    if (streamsBody?.(req)) return { req, streams: true };
    req.body = await readBody(host, Math.min(bodyLimit?.(req) ?? MAX_BODY_BYTES, MAX_BODY_BYTES));
    return { req, streams: false };
  } catch (error) {
    return { refused: errorAnswer(error, locale, "http"), https };
  }
}

/** The body within `limit` (the host's reader refuses more); GET and HEAD carry none. */
async function readBody(host: HostRequest, limit: number): Promise<Uint8Array | undefined> {
  try {
    const body = await host.body(limit);
    return host.method === "GET" || host.method === "HEAD" ? undefined : body;
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new AppError("input", "input.too_large");
    throw error;
  }
}
