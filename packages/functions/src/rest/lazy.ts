import type { Permission } from "@printshop/core/permissions";
import type { Method, RestRoute } from "./router";

/**
 * A route as the route table needs it before any request: method, path, permission, and the
 * limit of a raw body (`rawBody`, read before the handler loads).
 */
export type RouteHead = [Method, string, Permission?, number?];

const keyOf = (method: string, path: string) => `${method} ${path}`;

/**
 * Routes whose handlers load on first use. The route table (compiled once at start) takes these;
 * the first call to any of them imports `load()`'s module (in the Lambda bundle, a chunk of its
 * own, so a cold start neither evaluates that code nor builds its zod schemas) and hands the call
 * to the real route with the same method and path.
 */
export function lazyRoutes(table: RouteHead[], load: () => Promise<RestRoute[]>): RestRoute[] {
  let loaded: Promise<Map<string, RestRoute["handler"]>> | undefined;
  const handlers = () =>
    (loaded ??= load().then(
      (routes) => new Map(routes.map((r) => [keyOf(r.method, r.path), r.handler])),
    ));
  return table.map(([method, path, permission, rawBody]) => ({
    method,
    path,
    ...(permission ? { permission } : {}),
    ...(rawBody ? { rawBody } : {}),
    handler: async (request) => {
      const handler = (await handlers()).get(keyOf(method, path));
      if (!handler)
        throw new Error(`REST route ${keyOf(method, path)} has no handler in its module`);
      return handler(request);
    },
  }));
}
