/**
 * How long a rendered storefront page may be kept, and by whom (issue 26). One decision for both
 * hosts (render/page.ts); CloudFront's cache policy for rendered pages (stacks/cache-policies.ts)
 * keys on the path (the language is its prefix), the query and the session and cart cookies, and
 * caps what it keeps at `RENDERED_PAGE_EDGE_MAX_SECONDS`.
 *
 * - A visitor with a session or a cart (the chosen currency lives in the cart: the shop keeps no
 *   currency cookie) gets their own page: `private, no-store` — no shared cache keeps it, and the
 *   edge never answers anyone else with it.
 * - An anonymous visitor gets the page every anonymous visitor of that address gets (prices in the
 *   language's default currency): cached at the edge `s-maxage` seconds, then served stale while
 *   one request refreshes it for `stale-while-revalidate` more; a browser keeps it a few seconds.
 *   A change to the catalogue, a price table or the label pricing therefore reaches every visitor
 *   within s-maxage + stale-while-revalidate (2 minutes) without an invalidation; the price a cart
 *   or an order takes is always the server's own, computed at that moment (docs/deployed-shape.md).
 */
export const PAGE_BROWSER_MAX_AGE = 10;
export const PAGE_EDGE_MAX_AGE = 60;
export const PAGE_STALE_WHILE_REVALIDATE = 60;
/** The cache policy's maximum TTL: the most any origin answer can ask the edge for. */
export const RENDERED_PAGE_EDGE_MAX_SECONDS = 300;

export const PERSONAL_PAGE = "private, no-store";
export const ANONYMOUS_PAGE = `public, max-age=${PAGE_BROWSER_MAX_AGE}, s-maxage=${PAGE_EDGE_MAX_AGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`;

/** The Cache-Control of a rendered page: personal as soon as the request names a session or a cart, or the answer sets a cookie. */
export function pageCacheControl(request: {
  cookies: Readonly<Record<string, string | undefined>>;
  cookieNames: { session: string; cart: string };
  setsCookies: boolean;
}): string {
  const { cookies, cookieNames } = request;
  const personal =
    request.setsCookies ||
    cookies[cookieNames.session] !== undefined ||
    cookies[cookieNames.cart] !== undefined;
  return personal ? PERSONAL_PAGE : ANONYMOUS_PAGE;
}
