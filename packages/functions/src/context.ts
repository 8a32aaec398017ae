import { parse as parseCookies, serialize, type SerializeOptions } from "cookie";
import type { Locale } from "@printshop/core/i18n/locale";
import * as Cart from "@printshop/core/cart/id";
import * as Session from "@printshop/core/session/index";
import { siteOrigin } from "@printshop/core/config/secrets";
import type { ApiRequest } from "./http/request";

export interface Context {
  locale: Locale;
  cookies: Record<string, string | undefined>;
  /** The anonymous cart's id from its cookie, when the visitor has one. */
  cartId: string | null;
  /** True for requests from localhost: cookies then go without `Secure` and the `__Host-` prefix. */
  local: boolean;
  /** The session and cart cookies' names (Session.cookieNames: `__Host-` ones outside localhost). */
  cookieNames: { session: string; cart: string };
  /** The caller's address as the host saw it (Express: req.ip; Lambda: the source IP); "unknown" if none. */
  clientIp: string;
  /**
   * The site's origin, for links in e-mails: the configured one (core/config/secrets.ts
   * `siteOrigin`: `SITE_ORIGIN`, set by the stack and by the local server to its own address),
   * never a request's headers.
   */
  origin(): Promise<string>;
  /** Sets a cookie on whatever answers the request. */
  setCookie(name: string, value: string, options?: SerializeOptions): void;
  /** The signed-in session (validated once per request, lazily: public reads cost nothing). */
  auth(): Promise<Session.Info | null>;
  /**
   * Starts a new session (new id) for the user at the given stage and sets its cookie; ends the
   * one the browser had. Also after each step up (second factor given, enrolment confirmed).
   */
  signIn(userId: string, stage: Session.Stage): Promise<void>;
  /** Ends the current session and clears the cookie. */
  signOut(): Promise<void>;
}

export const isLocalHost = (hostname: string) =>
  hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";

/** What a context is made from: the prepared request (http/prepare.ts) has it all. */
export type ContextSource = Pick<
  ApiRequest,
  "method" | "url" | "headers" | "locale" | "clientIp" | "forwardedHost" | "cookies"
>;

/** The request's context (tRPC's `ctx`, the REST shims' and the server renderer's): made once per request. */
export function createContext(req: ContextSource): Context {
  const cookies = parseCookies(req.headers.cookie ?? "");
  const local = isLocalHost(req.url.hostname);
  const cookieNames = Session.cookieNames({ secure: !local });
  const cartId = cookies[cookieNames.cart];
  const setCookie = (name: string, value: string, options: SerializeOptions = {}) => {
    req.cookies.push(
      serialize(name, value, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: !local,
        ...options,
      }),
    );
  };
  const writeSessionCookie = (cookie: {
    name: string;
    value: string;
    attributes: SerializeOptions;
  }) => setCookie(cookie.name, cookie.value, { ...cookie.attributes, secure: !local });
  let current: Promise<Session.Info | null> | undefined;
  let sessionId = cookies[cookieNames.session] ?? null;

  const auth = () =>
    (current ??= (async () => {
      if (!sessionId) return null;
      const info = await Session.validate(sessionId);
      if (!info) writeSessionCookie(Session.blankCookie({ secure: !local }));
      return info;
    })());

  return {
    locale: req.locale,
    cookies,
    cartId: Cart.isId(cartId) ? cartId : null,
    local,
    cookieNames,
    clientIp: req.clientIp || "unknown",
    origin: siteOrigin,
    setCookie,
    auth,
    async signIn(userId, stage) {
      if (sessionId) await Session.invalidate(sessionId).catch(() => undefined);
      const created = await Session.create(userId, {
        stage,
        device: req.headers["user-agent"],
        address: req.clientIp,
      });
      sessionId = created.sessionId;
      current = undefined;
      writeSessionCookie(
        Session.cookie(created.sessionId, { secure: !local, maxAgeSeconds: created.maxAgeSeconds }),
      );
    },
    async signOut() {
      if (sessionId) await Session.invalidate(sessionId);
      sessionId = null;
      current = Promise.resolve(null);
      writeSessionCookie(Session.blankCookie({ secure: !local }));
    },
  };
}
