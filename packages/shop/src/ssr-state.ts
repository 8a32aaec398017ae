import type { DehydratedState } from "@tanstack/react-query";

/** The id of the script element that carries a server-rendered page's state (JSON, never run). */
export const SERVER_STATE_ID = "ssr-state";

/** What the server renderer hands the browser with its HTML. */
export interface ServerState {
  /** The queries the page was rendered from (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** When the server rendered it (ms since the epoch): the hydrating render's "now". */
  at: number;
}

/** The state as a script element's text: JSON with `<` escaped, so no text in it can close the element. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The state of a server-rendered page, or null (the SPA's plain shell, or a page with no usable state). */
export function readServerState(doc: Document): ServerState | null {
  // By element type and id both: nothing else on the page can stand in for it.
  const element = doc.querySelector(`script[type="application/json"]#${SERVER_STATE_ID}`);
  if (!element?.textContent || !doc.querySelector("div#app")?.firstChild) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return state && typeof state.at === "number" && state.queries ? state : null;
  } catch {
    return null;
  }
}

/** The product kinds' quotes: the server renderer answers them, the browser may ask again. */
const QUOTES = new Set(["shop.labels.quote", "shop.table.quote", "shop.calculator.quote"]);

/** The quote's procedure path when a query's key (tRPC's `[path segments, { input, type }]`) is a product kind's quote, else null. */
function quotePath(key: readonly unknown[]): string | null {
  const path = Array.isArray(key[0]) ? key[0].join(".") : null;
  return path !== null && QUOTES.has(path) ? path : null;
}

/** Whether a query's key is a product kind's quote. */
export function isQuoteKey(key: readonly unknown[]): boolean {
  return quotePath(key) !== null;
}

/**
 * How old a rendered page may be for the browser to take its quotes as the server's latest word.
 * A page the browser kept (its `max-age`) or the edge kept longer than this is confirmed again.
 */
export const FRESH_PAGE_MS = 10_000;

/** The quotes a kept page came with, each to be asked again once its page has hydrated. */
const keptQuotes = new Set<string>();

/** Notes the page's quotes (by procedure path) as to be confirmed again after hydration (main.tsx). */
export function keepQuotesToConfirm(keys: readonly (readonly unknown[])[]): void {
  for (const key of keys) {
    const path = quotePath(key);
    if (path !== null) keptQuotes.add(path);
  }
}

/** True once for a quote the page came with that must be confirmed again (then forgotten). */
export function takeKeptQuote(path: string): boolean {
  return keptQuotes.delete(path);
}

/**
 * Whether the page's quotes must be asked again: it came from the browser's cache (nothing was
 * transferred for the navigation) or was rendered over `FRESH_PAGE_MS` ago (the server's `at`
 * against this clock; an edge-kept page). A price changed in the admin since then shows at once.
 */
export function quotesNeedConfirming(
  at: number,
  now: number,
  navigation: { transferSize: number } | undefined,
): boolean {
  return (navigation !== undefined && navigation.transferSize === 0) || now - at > FRESH_PAGE_MS;
}
