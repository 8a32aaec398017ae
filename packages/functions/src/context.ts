import { parse as parseCookies, serialize, type SerializeOptions } from "cookie";
import { defaultLocale, isLocale, type Locale } from "@printshop/core";

export interface Context {
  locale: Locale;
  cookies: Record<string, string | undefined>;
  /** The anonymous cart's id from its cookie, when the visitor has one. */
  cartId: string | null;
  /** True for requests from localhost: cookies then go without `Secure`. */
  local: boolean;
  setCookie(name: string, value: string, options?: SerializeOptions): void;
  resHeaders: Headers;
}

export const CART_COOKIE = "cart";

/** The request's locale: the `x-locale` header the SPAs send, else the path prefix, else Polish. */
export function localeOf(req: Request): Locale {
  const header = req.headers.get("x-locale");
  if (isLocale(header)) return header;
  const prefix = new URL(req.url).pathname.split("/")[1];
  return isLocale(prefix) ? prefix : defaultLocale;
}

export function createContext({ req, resHeaders }: { req: Request; resHeaders: Headers }): Context {
  const cookies = parseCookies(req.headers.get("cookie") ?? "");
  const host = new URL(req.url).hostname;
  const local = host === "localhost" || host === "127.0.0.1" || host === "[::1]";
  const cartId = cookies[CART_COOKIE];
  return {
    locale: localeOf(req),
    cookies,
    cartId: cartId && /^[A-Za-z0-9_-]{22,64}$/.test(cartId) ? cartId : null,
    local,
    resHeaders,
    setCookie(name, value, options = {}) {
      resHeaders.append("set-cookie", serialize(name, value, { httpOnly: true, sameSite: "lax", path: "/", secure: !local, ...options }));
    },
  };
}
