import { parse as parseCookies, serialize, type SerializeOptions } from "cookie";
import { localeOfRequest, type Locale } from "@printshop/core/i18n/locale";
import * as Cart from "@printshop/core/cart/id";
import * as Session from "@printshop/core/session/index";
import { siteOrigin } from "./auth/origin";
import { urlOf, type HeaderSink, type RequestHead } from "./http/exchange";

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
  /** The site's origin, for links in e-mails: the request's Origin when it sent one, else its own. */
  origin: string;
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
  /** Where response headers go (the session and cart cookies). */
  resHeaders: HeaderSink;
}

/** The request's locale: the `x-locale` header the SPAs send, else the path prefix, else Polish. */
export const localeOf = (req: RequestHead): Locale =>
  localeOfRequest(req.headers.get("x-locale"), urlOf(req).pathname);

export const isLocalHost = (hostname: string) =>
  hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";

export function createContext({
  req,
  resHeaders,
  clientIp,
}: {
  req: RequestHead;
  resHeaders: HeaderSink;
  clientIp?: string;
}): Context {
  const cookies = parseCookies(req.headers.get("cookie") ?? "");
  const url = urlOf(req);
  const local = isLocalHost(url.hostname);
  const cookieNames = Session.cookieNames({ secure: !local });
  const cartId = cookies[cookieNames.cart];
  const setCookie = (name: string, value: string, options: SerializeOptions = {}) => {
    resHeaders.append(
      "set-cookie",
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
    locale: localeOf(req),
    cookies,
    cartId: Cart.isId(cartId) ? cartId : null,
    local,
    cookieNames,
    clientIp: clientIp || "unknown",
    origin: siteOrigin(req),
    resHeaders,
    setCookie,
    auth,
    async signIn(userId, stage) {
      if (sessionId) await Session.invalidate(sessionId).catch(() => undefined);
      const created = await Session.create(userId, {
        stage,
        device: req.headers.get("user-agent"),
        address: clientIp,
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
