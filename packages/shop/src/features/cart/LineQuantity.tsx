import { useState } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";

/** The most pieces a line can be changed to (the server checks the same bound and the product's runs). */
const MAX_QUANTITY = 10_000_000;

/**
 * A cart line's run: the shopper types another quantity and presses Change (or Enter); the server
 * prices the line again and answers the cart. A run the product does not offer is refused with
 * its translated reason (a toast) and the field goes back to the line's quantity.
 */
export function LineQuantity(props: { id: string; quantity: number; name: string }) {
  const { t } = useTranslation("cart");
  const { locale } = useLocale();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [typed, setTyped] = useState(String(props.quantity));
  const [shownFor, setShownFor] = useState(props.quantity);
  if (shownFor !== props.quantity) {
    // The line changed (priced again, or by another tab): show its quantity.
    setShownFor(props.quantity);
    setTyped(String(props.quantity));
  }
  const change = trpc.shop.cart.setQuantity.useMutation({
    onSuccess: (cart) => utils.shop.cart.get.setData({ locale }, cart),
    onError: (error) => {
      toast.error(messageOf(error, t));
      setTyped(String(props.quantity));
    },
  });
  const value = Number(typed);
  const valid = Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;
  const inputId = `qty-${props.id}`;
  return (
    <form
      className="line-quantity"
      data-testid="line-quantity"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && value !== props.quantity)
          change.mutate({ id: props.id, quantity: value, locale });
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("changeQuantity.label", { name: props.name })}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        value={typed}
        aria-invalid={!valid || undefined}
        onChange={(e) => setTyped(e.target.value.slice(0, 9))}
      />{" "}
      <button
        type="submit"
        className="button-secondary"
        disabled={!valid || value === props.quantity || change.isPending}
        title={t("changeQuantity.title")}
      >
        {t("changeQuantity.button")}
      </button>
    </form>
  );
}
