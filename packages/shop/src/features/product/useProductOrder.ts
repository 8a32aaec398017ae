import { useCallback, useMemo } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { convertFromPLN } from "@printshop/core/pricing/money";
import type { PriceRow } from "@printshop/core/pricing/rows";
import { trpc } from "../../trpc";
import { useCurrencyChoice } from "../cart/useCart";
import { useLocale } from "../../useLocale";
import type { CellRef } from "./PriceGrid";
import { useKeptState, useRestoredOffer } from "./keep";
import "./texts";

type AddInput = Parameters<ReturnType<typeof trpc.shop.cart.add.useMutation>["mutate"]>[0];

/**
 * What both product kinds share: the chosen cell, the currency conversion and Add to cart. Opened
 * from an offer's link, the offer's run starts chosen (eco) and Add to cart names the offer (the
 * server holds its price only for the same configuration while it is valid).
 */
export function useProductOrder(rows: PriceRow[], productId: number) {
  const { t } = useTranslation("product");
  const toast = useToast();
  const utils = trpc.useUtils();
  const { locale } = useLocale();
  const restored = useRestoredOffer(productId);
  // Kept like the options (keep.ts): a language switch or a saved configuration keeps the run and
  // mode; opened from an offer's link, the offer's run starts chosen (eco).
  const [selected, setSelected] = useKeptState<CellRef | null>(productId, "selected", () =>
    restored && restored.config.kind !== "label"
      ? { quantity: restored.config.quantity, mode: "eco" }
      : null,
  );
  const currency = useCurrencyChoice();
  // Until the cart has answered, the locale's default currency (pricing.md §2).
  const info = currency.info ?? currency.currencies?.[locale === "pl" ? "PLN" : "EUR"];
  const rate = info?.rate ?? 1;
  const sign = info?.sign ?? "zł";
  const convert = useCallback(
    (amount: number) => (rate === 1 ? amount : convertFromPLN(amount, rate)),
    [rate],
  );
  // The chosen cell follows the table: it stays while its quantity still has a row.
  const row = selected ? rows.find((r) => r.quantity === selected.quantity) : undefined;
  const current = row ? selected : null;
  const cell = row && current ? row[current.mode] : null;
  // The next run up in the same mode: what a larger order would cost (the "+500 pcs for 12 zł").
  const nextRow = current
    ? rows.filter((r) => r.quantity > current.quantity).sort((a, b) => a.quantity - b.quantity)[0]
    : undefined;
  const next =
    nextRow && current ? { quantity: nextRow.quantity, cell: nextRow[current.mode] } : null;
  const add = trpc.shop.cart.add.useMutation({
    onSuccess: (answer) => {
      utils.shop.cart.get.setData({ locale }, answer.cart);
      // From an offer past its validity: added at today's price, and the shopper is told so.
      toast.info(answer.offer?.state === "expired" ? answer.offer.message : t("added"));
    },
    onError: (error) => toast.error(messageOf(error, t)),
  });
  const offerId = restored?.offerId;
  const addToCart = useCallback(
    (input: AddInput) => add.mutate(offerId ? { ...input, offerId } : input),
    [add, offerId],
  );
  return useMemo(
    () => ({
      selected: current,
      setSelected,
      cell,
      next,
      convert,
      sign,
      addToCart,
      adding: add.isPending,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only next's quantity and cell are shown; a new `next` object with the same two keeps the memo
    [current, cell, next?.quantity, next?.cell, convert, sign, addToCart, add.isPending],
  );
}
