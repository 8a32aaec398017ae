import type * as Session from "@printshop/core/session/index";
import type { Permission } from "@printshop/core/permissions";
import type { Context } from "../context";
import type { ApiRequest } from "../http/request";

export type Method = "GET" | "POST";

export interface RestRequest {
  params: Record<string, string>;
  /** The body parsed as JSON (undefined for none); for a `rawBody` route, undefined. */
  body: unknown;
  /** A `rawBody` route's body as received, as text (empty for none). */
  text?: string;
  query: URLSearchParams;
  ctx: Context;
  req: ApiRequest;
  /** The person the guard let through (routes with a permission), else null. */
  session: Session.Info | null;
}

export interface RestRoute {
  method: Method;
  /** Express-like pattern: `/api/product/:productId`. */
  path: string;
  /**
   * The ONE permission the route needs (core/permissions/index.ts), checked by the handler's
   * guard before anything else (401 without a session, 403 without the permission). Every path
   * under `/admin/` is guarded whether or not it says so: without a permission it needs
   * `administrator`.
   */
  permission?: Permission;
  /**
   * The body is read as text, not parsed, and refused (413) past this many bytes while it is
   * read: a provider's signed notification, whose signature is over the bytes as sent.
   */
  rawBody?: number;
  /** A value (answered as JSON), a `TextAnswer`, or a promise of either. */
  handler: (req: RestRequest) => unknown;
}

/** A plain-text answer (a payment provider expects `OK`, not JSON). */
export class TextAnswer {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {}
}

interface Compiled extends RestRoute {
  regex: RegExp;
  names: string[];
}

export function compile(routes: RestRoute[]): Compiled[] {
  return routes.map((route) => {
    const names: string[] = [];
    const pattern = route.path
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/:(\w+)/g, (_, name: string) => {
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

export const isAdminPath = (pathname: string) =>
  pathname === "/admin" || pathname.startsWith("/admin/");

/** The permission a route needs: its own, `administrator` for an `/admin/...` path that names none, else none. */
export const permissionOf = (route: Pick<RestRoute, "path" | "permission">): Permission | null =>
  route.permission ?? (isAdminPath(route.path) ? "administrator" : null);

/**
 * What the guard checks before ANY answer to a request: the matched route's permission; on a
 * wrong method, that of the route owning the path; for an unknown `/admin/...` path,
 * `administrator` (so "not found" and "wrong method" tell outsiders nothing either).
 */
export function requiredPermission(
  routes: Compiled[],
  found: ReturnType<typeof match>,
  pathname: string,
): Permission | null {
  if (found && typeof found !== "string") return permissionOf(found.route);
  const owner = routes.find((r) => r.regex.test(pathname));
  if (owner) return permissionOf(owner);
  return isAdminPath(pathname) ? "administrator" : null;
}
