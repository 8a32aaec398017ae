import type { Locale } from "@printshop/core/i18n/locale";
import type { Context } from "../context";

/**
 * The two sides of the API's request. A host adapter (Express: local/host.ts; the Lambda:
 * lambda.ts; a fetch Request: fetch-host.ts) describes what it received as a `HostRequest`, with
 * nothing parsed; the preparation (prepare.ts) turns it, once, into the `ApiRequest` every route
 * reads. No fetch `Request`/`Response`, web streams or AbortSignals on the way.
 */

/** A request as the host received it. */
export interface HostRequest {
  method: string;
  /** The request target as sent: path and query, not decoded. */
  target: string;
  /** Lower-case names; arrays for repeated headers (as Node gives some). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The address the connection came from (the socket's peer; API Gateway's source IP). */
  peer: string | undefined;
  /** Whether the connection itself is HTTPS (TLS on the socket; always behind API Gateway). */
  tls: boolean;
  /**
   * The body, undefined for none. Rejects with `BodyTooLarge` (prepare.ts) when the declared
   * length is over `limit` or once the stream passes it; the host closes the connection then.
   */
  body(limit: number): Promise<Uint8Array | undefined>;
}

/** The prepared request: everything worked out once, before any route runs. */
export interface ApiRequest {
  method: string;
  /** Parsed once; its path is known to decode. Its host is the site's (prepare.ts, forwarded). */
  url: URL;
  /** Lower-case names, repeated headers joined. */
  headers: Readonly<Record<string, string | undefined>>;
  /** From `x-locale`, else the path's prefix, else Polish: for the context and every error. */
  locale: Locale;
  /** The caller's address, as the host's trusted proxies report it. */
  clientIp: string;
  /** Whether the visitor reached the site over HTTPS. */
  https: boolean;
  /** The host `x-forwarded-host` names, if any (the Origin check accepts it). */
  forwardedHost: string | null;
  /** The body as received, at most MAX_BODY_BYTES; undefined for none (and for GET/HEAD). */
  body?: Uint8Array;
  /** The cookies the request's context set (session, cart), for whatever answers it. */
  cookies: string[];
  /** The request's context for tRPC, the REST shims and the server renderer: made once, on first use. */
  context(): Context;
}
