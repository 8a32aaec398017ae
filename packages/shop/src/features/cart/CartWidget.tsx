import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "@printshop/core/format";
import { ConfirmModal, useTranslation } from "@printshop/ui";
import { useLocale } from "../../useLocale";
import { useCart, useCartWrites } from "./useCart";

/** Header cart: the item count, a dropdown of lines (net in the chosen currency), to checkout, clear. */
export function CartWidget() {
  const { t } = useTranslation("cart");
  const { locale, to } = useLocale();
  const cart = useCart();
  const { clear } = useCartWrites();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const count = cart.data?.count ?? 0;
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDoc);
    return () => document.removeEventListener("mousedown", onDoc);
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the focused button or panel bubbles here and closes the panel
    <div className="cart-widget" ref={box} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button
        type="button"
        className="cart-widget-button"
        aria-expanded={open}
        aria-controls="cart-widget-panel"
        data-testid="cart-widget"
        onClick={() => setOpen((o) => !o)}
      >
        {t("widget.label")}{" "}
        <span
          className="cart-count"
          data-testid="cart-count"
          aria-label={t("widget.count", { count })}
        >
          {count}
        </span>
      </button>
      {open ? (
        <div id="cart-widget-panel" className="cart-widget-panel">
          {count === 0 ? (
            <p>{t("empty")}</p>
          ) : (
            <>
              <ul>
                {cart.data!.items.map((item) => (
                  <li key={item.id}>
                    <span>
                      {item.productName} · {item.quantity} {t("pcs")}
                    </span>
                    <span className="money">
                      {formatMoney(item.priceNet, cart.data!.sign, locale)}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="cart-widget-total">
                {t("totalNet")}:{" "}
                <strong>{formatMoney(cart.data!.totalNet, cart.data!.sign, locale)}</strong>
              </p>
            </>
          )}
          <div className="cart-widget-actions">
            <Link to={to("/cart")} onClick={() => setOpen(false)} className="button">
              {count === 0 ? t("widget.open") : t("toCheckout")}
            </Link>
            {count > 0 ? (
              <button type="button" className="button-link" onClick={() => setConfirm(true)}>
                {t("clear")}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <ConfirmModal
        open={confirm}
        title={t("clearTitle")}
        message={t("clearQuestion")}
        confirmLabel={t("clear")}
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          setOpen(false);
          clear.mutate();
        }}
      />
    </div>
  );
}
