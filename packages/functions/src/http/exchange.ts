/**
 * The API's own request and answer, with no host in them: the Express server and the Lambda
 * build an `ApiRequest` straight from what they receive (Node's request, API Gateway's event)
 * and write the `ApiAnswer` straight back, with no fetch `Request`/`Response`, web streams or
 * AbortSignals in between. The URL is parsed once, by the host; the body is already read within
 * the limit.
 */

/** What the API reads of a request's headers (a fetch `Headers` is one). Names are lower-case. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** Headers that can also be listed (for tRPC's fetch adapter, the rare road). */
export interface HeaderMap extends HeaderReader {
  entries(): IterableIterator<[string, string]>;
}

/** What context, origin check and REST shims read of a request. A fetch `Request` is one too. */
export interface RequestHead {
  method: string;
  url: string | URL;
  headers: HeaderReader;
}

export interface ApiRequest extends RequestHead {
  url: URL;
  headers: HeaderMap;
  /** The body as received (POST/PUT/…), at most MAX_BODY_BYTES; undefined for none. */
  body?: Uint8Array;
  /** The caller's IP as the host saw it (throttling); Express's req.ip, Lambda's sourceIp. */
  clientIp?: string;
}

export interface ApiAnswer {
  status: number;
  /** Lower-case names; `set-cookie` is never here (see `cookies`). */
  headers: Record<string, string>;
  cookies: string[];
  body: string;
}

/** Where the API writes response headers while it works (cookies, Retry-After); a fetch `Headers` is one. */
export interface HeaderSink {
  append(name: string, value: string): void;
}

/** The URL of a request head as a URL object (parsed at most once per head). */
export const urlOf = (req: RequestHead): URL =>
  typeof req.url === "string" ? new URL(req.url) : req.url;

const joined = (value: string | string[]) => (Array.isArray(value) ? value.join(", ") : value);

/**
 * Headers of a Node request or an API Gateway event (lower-case names; arrays for repeats, as
 * Node gives them) as a HeaderMap, without copying them.
 */
export function recordHeaders(headers: Record<string, string | string[] | undefined>): HeaderMap {
  return {
    get(name) {
      const value = headers[name];
      return value === undefined ? null : joined(value);
    },
    *entries() {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) yield [name, joined(value)] as [string, string];
    },
  };
}

/** Collects response headers; `set-cookie` apart, as hosts send it (one header per cookie). */
export class AnswerHeaders implements HeaderSink {
  readonly headers: Record<string, string> = {};
  readonly cookies: string[] = [];
  append(name: string, value: string): void {
    const key = name.toLowerCase();
    if (key === "set-cookie") this.cookies.push(value);
    else this.headers[key] = key in this.headers ? `${this.headers[key]}, ${value}` : value;
  }
  set(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
}

/** A JSON answer that is never cached. */
export function jsonAnswer(status: number, body: unknown, extra?: AnswerHeaders): ApiAnswer {
  return {
    status,
    headers: {
      ...extra?.headers,
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
    },
    cookies: extra?.cookies ?? [],
    body: JSON.stringify(body),
  };
}

/** A fetch Request as an ApiRequest (the tests' and tools' door; the hosts build theirs directly). */
export async function fromFetchRequest(req: Request, clientIp?: string): Promise<ApiRequest> {
  const body =
    req.method === "GET" || req.method === "HEAD" || !req.body
      ? undefined
      : new Uint8Array(await req.arrayBuffer());
  return { method: req.method, url: new URL(req.url), headers: req.headers, body, clientIp };
}

/** An ApiAnswer as a fetch Response. */
export function toFetchResponse(answer: ApiAnswer): Response {
  const headers = new Headers(answer.headers);
  for (const cookie of answer.cookies) headers.append("set-cookie", cookie);
  const nullBody = answer.status === 204 || answer.status === 304;
  return new Response(nullBody ? null : answer.body, { status: answer.status, headers });
}

/** A fetch Response (tRPC's fallback path) as an ApiAnswer. */
export async function fromFetchResponse(response: Response): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  return {
    status: response.status,
    headers,
    cookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
}
