import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { StepsBar } from "./StepsBar";
import { useDraft } from "./draft";
import { EmptyGuard } from "./EmptyGuard";
import { Charges } from "./Charges";
import { useOrderMoney } from "./useOrderMoney";
import { DestinationChoice, optionsInput } from "./Destination";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/**
 * Shipping and payment methods from the settings; a shipping method says which payments it allows.
 * The chosen payment explains itself: cash on delivery (the courier collects; the shop's fee, if
 * the settings give one, is added by the server and shown in the charges below) or the transfer /
 * online details that follow the order.
 */
export default function PaymentPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("payment.title"));
  const { to } = useLocale();
  const navigate = useNavigate();
  const { draft, update } = useDraft();
  const options = trpc.shop.checkout.options.useQuery(optionsInput(draft));
  const money = useOrderMoney();
  const [error, setError] = useState<string | null>(null);
  const shipping = options.data?.shipping.find((s) => s.id === draft.shippingMethodId) ?? null;
  const allowed = (id: number) => !shipping || shipping.payments.includes(id);
  const selected = options.data?.payments.find((p) => p.id === draft.paymentMethodId) ?? null;
  useEffect(() => {
    if (
      draft.paymentMethodId !== null &&
      shipping &&
      !shipping.payments.includes(draft.paymentMethodId)
    )
      update({ paymentMethodId: null });
  }, [shipping, draft.paymentMethodId, update]);
  // A method that does not deliver to the (newly chosen) destination is not offered: unchosen.
  useEffect(() => {
    if (options.data && draft.shippingMethodId !== null && !shipping)
      update({ shippingMethodId: null });
  }, [options.data, shipping, draft.shippingMethodId, update]);

  const next = () => {
    if (!draft.shippingMethodId) return setError(t("errors.chooseShipping"));
    if (!draft.paymentMethodId) return setError(t("errors.choosePayment"));
    void navigate(to("/order/shipping"));
  };
  return (
    <EmptyGuard>
      <section className="checkout-step">
        <StepsBar current="payment" draft={draft} />
        <h1>{t("payment.title")}</h1>
        {options.isPending ? (
          <p className="loading" role="status">
            {t("ui:loading")}
          </p>
        ) : null}
        {options.isError ? (
          <p className="error-panel" role="alert">
            {messageOf(options.error, t)}
          </p>
        ) : null}
        <DestinationChoice draft={draft} update={update} />
        {options.data && options.data.shipping.length === 0 ? (
          <p className="field-error" role="alert" data-testid="delivery-none">
            {t("destination.noneHere")}
          </p>
        ) : null}
        {options.data ? (
          <div className="method-columns">
            <fieldset>
              <legend>{t("payment.shipping")}</legend>
              {options.data.shipping.map((s) => (
                <label key={s.id} className="radio-card">
                  <input
                    type="radio"
                    name="shipping"
                    checked={draft.shippingMethodId === s.id}
                    onChange={() => {
                      setError(null);
                      update({ shippingMethodId: s.id });
                    }}
                  />
                  <span>{s.title}</span>{" "}
                  <span className="money" data-testid={`shipping-price-${s.id}`}>
                    {money(s.price)} {t("payment.net")}
                  </span>
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{t("payment.payment")}</legend>
              {options.data.payments.map((p) => (
                <label key={p.id} className={`radio-card${allowed(p.id) ? "" : " is-disabled"}`}>
                  <input
                    type="radio"
                    name="payment"
                    disabled={!allowed(p.id)}
                    checked={draft.paymentMethodId === p.id}
                    onChange={() => {
                      setError(null);
                      update({ paymentMethodId: p.id });
                    }}
                  />
                  <span>{p.title}</span>
                  {p.fee > 0 ? (
                    <span className="money">
                      {" "}
                      +{money(p.fee)} {t("payment.net")}
                    </span>
                  ) : null}
                  {!allowed(p.id) ? (
                    <span className="hint"> — {t("payment.notWithShipping")}</span>
                  ) : null}
                </label>
              ))}
            </fieldset>
          </div>
        ) : null}
        {selected ? (
          <div
            className="payment-block"
            role="note"
            data-testid="payment-block"
            data-kind={selected.kind}
          >
            <h2>{selected.title}</h2>
            <p>{t(`payment.about.${selected.kind}`)}</p>
            {selected.kind === "cash" ? (
              <p data-testid="cash-fee">
                {selected.fee > 0
                  ? t("payment.cashFee", { amount: money(selected.fee) })
                  : t("payment.cashNoFee")}
              </p>
            ) : null}
          </div>
        ) : null}
        <Charges draft={draft} />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="step-actions">
          <Link to={to("/order/upload")}>{t("back")}</Link>
          <button
            type="button"
            className="button-primary"
            onClick={next}
            data-testid="step-continue"
          >
            {t("continue")}
          </button>
        </div>
      </section>
    </EmptyGuard>
  );
}
