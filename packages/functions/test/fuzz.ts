import fc from "fast-check";
import { appRouter } from "../src/root";
import { restRoutes } from "../src/rest/index";
import { permissionOf } from "../src/rest/router";

/**
 * Malformed requests for the fuzz test and `bench/abuse.ts`: for each public route, a mix of
 * broken URLs (bad percent-encoding, stray bytes, odd segments, garbage query input) and broken
 * bodies (not JSON, wrong JSON, binary), with garbage cookies, locales and content types.
 */
export interface PublicRoute {
  method: "GET" | "POST";
  /** With `:name` placeholders for REST path parameters. */
  path: string;
  trpc: boolean;
}

/** Every public route; call `loadRouters()` (src/root.ts) first, or the lazy groups' procedures are missing. */
export function publicRoutes(): PublicRoute[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string } }
  >;
  const trpc = Object.entries(procedures)
    .filter(([name]) => name.startsWith("shop."))
    .map(([name, p]) => ({
      method: p._def.type === "query" ? ("GET" as const) : ("POST" as const),
      path: `/trpc/${name}`,
      trpc: true,
    }));
  const rest = restRoutes
    .filter((r) => permissionOf(r) === null)
    .map((r) => ({ method: r.method as "GET" | "POST", path: r.path, trpc: false }));
  return [
    ...trpc,
    ...rest,
    { method: "GET", path: "/health", trpc: false },
    { method: "GET", path: "/health/ready", trpc: false },
  ];
}

export interface FuzzRequest {
  method: string;
  /** Raw path and query, sent as is (only characters an HTTP request line can carry). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Printable ASCII except space, with anything else percent-encoded: what a request line can carry. */
const toTarget = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      b > 0x20 && b < 0x7f && b !== 0x23
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
/** Header values: printable ASCII only (what an HTTP client lets through). */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, "").slice(0, 200);

const brokenPercent = fc.constantFrom(
  "%",
  "%E0%A4%A",
  "%zz",
  "%C0%AF",
  "%FF%FE",
  "%ED%A0%80",
  "%E0%80",
  "%25%",
  "%%",
  "%0",
  "%u0041",
  "%F4%90%80%80",
);
const oddSegment = fc.oneof(
  brokenPercent,
  fc.constantFrom("..", ".", "", "%2F..%2F", "%00", "%2e%2e", "a;b", "~", "@"),
  fc.string({ maxLength: 20 }).map(toTarget),
);
const garbageText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  brokenPercent,
);
const jsonish = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null"),
);

function pathOf(route: PublicRoute) {
  const withParams = (fill: fc.Arbitrary<string>) =>
    fc.array(fill, { minLength: 3, maxLength: 3 }).map((parts) => {
      let i = 0;
      return route.path.replace(/:(\w+)/g, () => parts[i++] ?? "");
    });
  return fc.oneof(
    withParams(
      fc.oneof(brokenPercent, fc.string({ maxLength: 30 }).map(toTarget), fc.nat().map(String)),
    ),
    fc.tuple(withParams(fc.nat().map(String)), oddSegment).map(([p, s]) => `${p}/${s}`),
    fc.tuple(withParams(fc.nat().map(String)), brokenPercent).map(([p, s]) => `${p}${s}`),
    fc
      .tuple(withParams(fc.nat().map(String)), oddSegment)
      .map(([p, s]) => p.replace(/\/([^/]*)$/, `/${s}$1`)),
  );
}

function queryOf(route: PublicRoute) {
  const input = fc.oneof(jsonish.map(encodeURIComponent), garbageText.map(toTarget), brokenPercent);
  return fc.oneof(
    fc.constant(""),
    input.map((i) => `?input=${i}`),
    input.map((i) => `?batch=1&input=${i}`),
    fc.string({ maxLength: 50 }).map((s) => `?${toTarget(s)}`),
    route.trpc ? fc.constant("?batch=1") : fc.constant("?x=%"),
  );
}

const bodyOf = fc.oneof(
  fc.constant(undefined),
  jsonish.map((s) => Buffer.from(s)),
  garbageText.map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b)),
  jsonish.map((s) => Buffer.from(`{"0":${s}}`)),
);

const headersOf = fc.record({
  cookie: fc.oneof(
    fc.constant(""),
    garbageText.map(headerSafe),
    fc.string({ maxLength: 40 }).map((s) => `cart=${headerSafe(s)}; session=${headerSafe(s)}`),
  ),
  "x-locale": fc.oneof(
    fc.constantFrom("pl", "en", "de", ""),
    fc.string({ maxLength: 10 }).map(headerSafe),
  ),
  "content-type": fc.constantFrom(
    "application/json",
    "text/plain",
    "application/octet-stream",
    "multipart/form-data; boundary=x",
    "application/json; charset=utf-16",
    "",
  ),
  origin: fc.constantFrom("", "http://localhost", "null", "https://evil.example", "%"),
});

/** One malformed request for a route. */
export function malformedRequest(route: PublicRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH") },
      ),
      path: pathOf(route),
      query: queryOf(route),
      headers: headersOf,
      body: bodyOf,
    })
    .map(({ method, path, query, headers, body }) => ({
      method,
      target: `${path}${query}`,
      headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== "")),
      body: method === "GET" ? undefined : body,
    }));
}
