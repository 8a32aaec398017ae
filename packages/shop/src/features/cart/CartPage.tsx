import { useState } from "react";
import { Link } from "react-router";
import { formatDay, formatMoney } from "@printshop/core/format";
import { ConfirmModal, messageOf, OrderLines, useTranslation } from "@printshop/ui";
import { useLocale } from "../../useLocale";
import { StepsBar } from "../checkout/StepsBar";
import { CartDelivery } from "../checkout/Destination";
import { useCart, useCartWrites, useCurrencyChoice } from "./useCart";
import { usePageTitle } from "../../usePageTitle";
import { LineQuantity } from "./LineQuantity";

/** The one cart (`/cart` and `{locale}/koszyk`): lines, totals, currency, zero VAT, Continue to the upload step. */
export default function CartPage() {
  const { t } = useTranslation("cart");
  const { locale, to } = useLocale();
  const cart = useCart();
  usePageTitle(t("title"));
  const { remove, clear } = useCartWrites();
  const currency = useCurrencyChoice();
  const [toRemove, setToRemove] = useState<{ id: string; name: string } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  if (cart.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (cart.isError)
    return (
      <div className="error-panel" role="alert">
        <p>{messageOf(cart.error, t)}</p>
        <button type="button" onClick={() => void cart.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  const c = cart.data;
  const money = (x: number) => formatMoney(x, c.sign, locale);
  return (
    <section className="cart-page">
      <StepsBar current="cart" />
      <h1>{t("title")}</h1>
      {c.count === 0 ? (
        <p className="cart-empty" data-testid="cart-empty">
          {t("empty")}
        </p>
      ) : (
        <>
          <OrderLines
            testId="cart-table"
            totalTestId="cart-total-gross"
            sign={c.sign}
            locale={locale}
            perPiece
            showVat
            lines={c.items.map((item) => ({
              id: item.id,
              title: item.productName,
              quantity: item.quantity,
              details: [
                `${t("mode")}: ${t(`modes.${item.mode}`)} (${t("days", { count: item.days })}), ${t("dispatch", { date: formatDay(item.dispatch, locale) })}`,
                ...item.params.map((p) => `${p.title}: ${p.value}`),
                `${t("vat")}: ${item.vat}%`,
              ],
              net: item.priceNetAfterDiscount,
              gross: item.priceGrossAfterDiscount,
              discount: item.priceDiscount,
              action: (
                <>
                  <LineQuantity id={item.id} quantity={item.quantity} name={item.productName} />
                  <button
                    type="button"
                    className="button-link"
                    onClick={() => setToRemove({ id: item.id, name: item.productName })}
                    aria-label={`${t("delete")}: ${item.productName}`}
                  >
                    {t("delete")}
                  </button>
                </>
              ),
            }))}
          />
          <p className="hint" data-testid="dispatch-note">
            {t("dispatchNote")}
          </p>
          <div className="cart-bottom">
            <div className="cart-settings">
              <label>
                {t("currency")}{" "}
                <select
                  value={c.currency}
                  onChange={(e) => currency.setCurrency(e.target.value)}
                  data-testid="cart-currency"
                >
                  {Object.values<{ code: string }>(
                    currency.currencies ?? { [c.currency]: { code: c.currency } },
                  ).map((x) => (
                    <option key={x.code} value={x.code}>
                      {x.code}
                    </option>
                  ))}
                </select>
              </label>
              {/* Zero VAT is decided at checkout from the buyer's details (a company in another
                  EU country with its EU VAT id), not declared here; pricing.md keeps it off in pl. */}
              {locale !== "pl" ? (
                <p className="hint" data-testid="no-vat-hint">
                  {t("noVatHint")}
                </p>
              ) : null}
            </div>
            <dl className="cart-totals" data-testid="cart-totals">
              {c.totalDiscount > 0 ? (
                <>
                  <dt>{t("discount")}</dt>
                  <dd data-testid="cart-discount">{money(c.totalDiscount)}</dd>
                </>
              ) : null}
              {c.currency !== "PLN" ? (
                <>
                  <dt>{t("inPln")}</dt>
                  <dd>{formatMoney(c.pln.grossAfterDiscount, "zł", locale)}</dd>
                </>
              ) : null}
            </dl>
          </div>
          <CartDelivery />
          <div className="cart-actions">
            <button type="button" className="button-link" onClick={() => setConfirmClear(true)}>
              {t("clear")}
            </button>
            <Link
              to={to("/order/upload")}
              className="button button-primary"
              data-testid="cart-continue"
            >
              {t("continue")}
            </Link>
          </div>
        </>
      )}
      <ConfirmModal
        open={toRemove !== null}
        title={t("deleteTitle")}
        message={t("deleteQuestion", { name: toRemove?.name ?? "" })}
        confirmLabel={t("delete")}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) remove.mutate({ id: toRemove.id });
          setToRemove(null);
        }}
      />
      <ConfirmModal
        open={confirmClear}
        title={t("clearTitle")}
        message={t("clearQuestion")}
        confirmLabel={t("clear")}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          clear.mutate();
        }}
      />
    </section>
  );
}
