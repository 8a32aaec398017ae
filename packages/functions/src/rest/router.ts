import type { Context } from "../context";

export type Method = "GET" | "POST";

export interface RestRequest {
  params: Record<string, string>;
  body: unknown;
  query: URLSearchParams;
  ctx: Context;
  req: Request;
}

export interface RestRoute {
  method: Method;
  /** Express-like pattern: `/api/product/:productId`. */
  path: string;
  /**
   * `admin`: only for a signed-in administrator (401/403), enforced centrally by the handler.
   * Every path under `/admin/` is guarded whether or not it says so.
   */
  guard?: "admin";
  handler: (req: RestRequest) => Promise<unknown> | unknown;
}

interface Compiled extends RestRoute {
  regex: RegExp;
  names: string[];
}

export function compile(routes: RestRoute[]): Compiled[] {
  return routes.map((route) => {
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    return { ...route, regex: new RegExp(`^${pattern}/?$`), names };
  });
}

/**
 * The route for a path, or, when only the method differs, `"method"`; null when none claims it;
 * `"malformed"` when a path parameter is not valid percent-encoding (`/api/product/%E0%A4%A`):
 * that is the caller's mistake (400), never an exception.
 */
export function match(routes: Compiled[], method: string, pathname: string) {
  let methodMismatch = false;
  for (const route of routes) {
    const m = route.regex.exec(pathname);
    if (!m) continue;
    if (route.method !== method) {
      methodMismatch = true;
      continue;
    }
    const params: Record<string, string> = {};
    try {
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? "")));
    } catch {
      return "malformed" as const;
    }
    return { route, params };
  }
  return methodMismatch ? ("method" as const) : null;
}

/** Whether a route needs the admin guard: every `/admin/...` path, and any route that asks for it. */
export const needsAdmin = (route: Pick<RestRoute, "path" | "guard">) => route.guard === "admin" || route.path === "/admin" || route.path.startsWith("/admin/");
