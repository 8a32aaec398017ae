import { useCallback } from "react";
import { formatMoney, fromPln } from "@printshop/core/format";
import { useLocale } from "../../useLocale";
import { useCart } from "../cart/useCart";

/**
 * An amount the settings keep in PLN (a delivery's price, the cash-on-delivery fee, packing) as
 * this order will charge it: in the cart's currency at its rate (pricing.md §2), in the page's
 * notation. Until the cart has loaded nothing is shown rather than a figure in złoty (issue 28
 * fault 5: "Courier 0,00 zł" on a euro order).
 */
export function useOrderMoney(): (pln: number) => string {
  const { locale } = useLocale();
  const cart = useCart().data;
  const rate = cart?.rate;
  const sign = cart?.sign;
  return useCallback(
    (pln: number) =>
      rate === undefined || sign === undefined ? "" : formatMoney(fromPln(pln, rate), sign, locale),
    [rate, sign, locale],
  );
}
