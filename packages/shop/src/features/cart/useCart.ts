import { useCallback, useEffect, useRef } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";

const CURRENCY_KEY = "currency";

export const storedCurrency = (): string | null => {
  try {
    return sessionStorage.getItem(CURRENCY_KEY) ?? localStorage.getItem(CURRENCY_KEY);
  } catch {
    return null;
  }
};

/** The cart as the server shows it; every page and the header widget share one query. */
export function useCart() {
  const { locale } = useLocale();
  return trpc.shop.cart.get.useQuery({ locale }, { staleTime: 10_000 });
}

/** After a cart write: the new cart goes straight into the cache (no second request). */
export function useCartWrites() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const onError = (error: unknown) => toast.error(messageOf(error, t));
  const onSuccess = (cart: Parameters<typeof utils.shop.cart.get.setData>[1]) => {
    utils.shop.cart.get.setData({ locale }, cart);
  };
  const remove = trpc.shop.cart.remove.useMutation({ onSuccess, onError });
  const clear = trpc.shop.cart.clear.useMutation({ onSuccess, onError });
  const update = trpc.shop.cart.update.useMutation({ onSuccess, onError });
  return { remove, clear, update };
}

/**
 * The currency shown: the cart's (the server applies the locale's default until one is chosen).
 * A choice is kept for the session (stored in the cart and in the browser) and applied to a cart
 * that does not know it yet.
 */
export function useCurrencyChoice() {
  const cart = useCart();
  const currencies = trpc.shop.currency.list.useQuery(undefined, { staleTime: 300_000 });
  const { update } = useCartWrites();
  const synced = useRef(false);
  const current = cart.data?.currency ?? null;
  useEffect(() => {
    if (synced.current || !cart.data) return;
    synced.current = true;
    const stored = storedCurrency();
    if (stored && stored !== cart.data.currency && cart.data.count > 0)
      update.mutate({ currency: stored });
  }, [cart.data, update]);
  const setCurrency = useCallback(
    (code: string) => {
      try {
        sessionStorage.setItem(CURRENCY_KEY, code);
        localStorage.setItem(CURRENCY_KEY, code);
      } catch {
        // Storage blocked: the cart still keeps the choice.
      }
      update.mutate({ currency: code });
    },
    [update],
  );
  const info = currencies.data && current ? currencies.data[current] : undefined;
  return {
    currency: current,
    info,
    currencies: currencies.data,
    setCurrency,
    pending: update.isPending,
  };
}
