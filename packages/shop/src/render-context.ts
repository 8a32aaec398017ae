import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { takeKeptQuote } from "./ssr-state";

/**
 * What a server-rendered page and the browser's hydration of it must agree on (issue 15, SSR):
 *
 * - `now`: the moment the server rendered the page. Dispatch dates are computed from "now"; the
 *   browser's first render uses the server's moment so its HTML matches, then (a few minutes
 *   later at most, e.g. a page restored from the back/forward cache) moves to its own clock.
 *   Pages rendered in the browser alone have no such moment (`at: null`) and use the clock.
 * - `head`: on the server only, where `usePageTitle` writes the page's title and description so
 *   the HTML carries them (in the browser it sets `document.title` in an effect).
 */
export interface RenderInfo {
  /** The server's render time (ms since the epoch) while the page hydrates; null otherwise. */
  at: number | null;
  head?: { title?: string; description?: string };
}

export const RenderContext = createContext<RenderInfo>({ at: null });

/** Moves on to the browser's clock when the server's moment is older than this. */
const STALE_MS = 5 * 60_000;

/** "Now" for a page's dates: the server's moment during hydration, the clock otherwise. */
export function useRenderNow(): Date {
  const info = useContext(RenderContext);
  const [now, setNow] = useState(() => new Date(info.at ?? Date.now()));
  useEffect(() => {
    if (Date.now() - now.getTime() > STALE_MS) setNow(new Date());
  }, [now]);
  return now;
}

/** The attribute a server-rendered page's `<html>` carries until its page component has hydrated. */
export const HYDRATING_ATTRIBUTE = "data-hydrating";

/**
 * Called by each page the server renders (home, the product kinds' pages): once the page has
 * hydrated (its effects run), the page is interactive and `<html data-hydrating>` goes. Browser
 * tests wait for that before they click (test/browser.ts): a server-rendered button exists, and
 * looks ready, before its handler does.
 */
export function useHydrated(): void {
  useEffect(() => {
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  }, []);
}

const noSubscription = () => () => {};

/**
 * False while React hydrates server-rendered HTML, true afterwards and in pages rendered in the
 * browser alone. What the server cannot know (the visitor's account: it renders every page as "not
 * known yet") waits for it: a query answered between the header's hydration and a later part's
 * (a product page hydrates after its chunk arrives) must not change that part's first render, or
 * React throws the page's HTML away (error #418).
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A product page's quote, when the page came from a cache with the server's answer in it
 * (main.tsx, `quotesNeedConfirming`): asked again once the page has hydrated, so the prices shown
 * are the server's latest. A page fresh from the server asks nothing (its quote is confirmed).
 */
export function useConfirmKeptQuote(path: string, refetch: () => unknown): void {
  useEffect(() => {
    if (takeKeptQuote(path)) void refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page hydrates
  }, []);
}
