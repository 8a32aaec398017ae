import type { trpc } from "../../trpc";

type Utils = ReturnType<typeof trpc.useUtils>;
type Me = Parameters<Utils["shop"]["account"]["me"]["setData"]>[1];

/**
 * Puts who is signed in into the page's cache after a sign-in, a sign-out or an ended account.
 * An answer to `shop.account.me` still on its way was asked for before the change: arriving after
 * it, it would put the old session back (the header said "My account" after a sign-out until the
 * page was reloaded). So the ask in flight is cancelled first; its answer is then dropped.
 */
export function setSignedIn(utils: Utils, me: Me): void {
  void utils.shop.account.me.cancel();
  utils.shop.account.me.setData(undefined, me);
}
