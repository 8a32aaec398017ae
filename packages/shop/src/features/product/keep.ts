import { useEffect, useState } from "react";
import type { LineConfig } from "@printshop/core/offer/schema";
import { useLocation } from "react-router";

/** The navigation state the language switch sets (Layout): the page is the same, in another language. */
export const LANGUAGE_SWITCH = { languageSwitch: true } as const;

/**
 * What the shopper configured on the last product page, in memory only (never on the server: it is
 * written from an effect). Switching pl ↔ en ↔ de mounts the page again under another route; the
 * new page starts from these values instead of the defaults. Any other arrival starts afresh.
 */
let kept: { productId: number; values: Map<string, unknown> } | null = null;

/** The navigation state of a saved configuration opened from the account (keepForRestore first). */
export const RESTORE = { restoreKept: true } as const;

/**
 * A saved configuration to open on its product page: the same values a language switch keeps, set
 * before navigating there with `RESTORE` (the account's saved configurations).
 */
export function keepForRestore(productId: number, values: Record<string, unknown>) {
  kept = { productId, values: new Map(Object.entries(values)) };
}

/** `useState` whose value survives a language switch on the same product (or comes from keepForRestore). */
export function useKeptState<T>(productId: number, name: string, initial: () => T) {
  const state: unknown = useLocation().state;
  const switched =
    typeof state === "object" &&
    state !== null &&
    ((state as { languageSwitch?: unknown }).languageSwitch === true ||
      (state as { restoreKept?: unknown }).restoreKept === true);
  const [value, setValue] = useState<T>(() =>
    switched && kept?.productId === productId && kept.values.has(name)
      ? (kept.values.get(name) as T)
      : initial(),
  );
  useEffect(() => {
    if (kept?.productId !== productId) kept = { productId, values: new Map() };
    kept.values.set(name, value);
  }, [productId, name, value]);
  return [value, setValue] as const;
}

/**
 * What an offer's link restores (features/offer/OfferPage.tsx sets it as the navigation state of
 * the product page it opens): the offer's configuration and whether its prices still hold. Only
 * for the product it was issued for; the server checks the configuration again at the add.
 */
export interface RestoredOffer {
  offerId: string;
  number: string;
  validUntil: string;
  valid: boolean;
  productId: number | null;
  config: LineConfig;
  vat: number;
}

export function useRestoredOffer(productId: number): RestoredOffer | null {
  const state: unknown = useLocation().state;
  const offer =
    typeof state === "object" && state !== null
      ? (state as { offer?: RestoredOffer }).offer
      : undefined;
  return offer && offer.productId === productId ? offer : null;
}
