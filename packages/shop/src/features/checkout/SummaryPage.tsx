import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf, formatMoney, messageOf, useToast } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { StepsBar } from "./StepsBar";
import { useDraft } from "./draft";
import { EmptyGuard } from "./EmptyGuard";

/** Every line re-priced by the server now (changes marked), delivery, totals, and Place order. */
export default function SummaryPage() {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const utils = trpc.useUtils();
  const { draft, reset } = useDraft();
  const summary = trpc.shop.checkout.summary.useQuery({ shippingMethodId: draft.shippingMethodId ?? undefined, locale }, { staleTime: 0 });
  const options = trpc.shop.checkout.options.useQuery();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const place = trpc.shop.checkout.place.useMutation({
    onSuccess: (order) => {
      reset();
      void utils.shop.cart.get.invalidate();
      navigate(to(`/order/placed/${order.orderId}`));
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setFieldErrors(fields);
      toast.error(messageOf(error, t));
      // The key stays: the order id comes from the cart and the key, so a retry after a network
      // failure (when the first request may have been placed) can only find that same order.
    },
  });
  const s = summary.data;
  const money = (x: number) => formatMoney(x, s?.sign ?? "zł", locale);
  const changed = new Map((s?.changed ?? []).map((c) => [c.id, c.previousNet]));
  const ready = draft.paymentMethodId !== null && draft.shippingMethodId !== null && draft.customer.email;
  const payment = options.data?.payments.find((p) => p.id === draft.paymentMethodId);
  const shipping = options.data?.shipping.find((p) => p.id === draft.shippingMethodId);

  return (
    <EmptyGuard>
      <section className="checkout-step">
        <StepsBar current="summary" />
        <h1>{t("summary.title")}</h1>
        {summary.isPending ? <p className="loading" role="status">{t("ui:loading")}</p> : null}
        {summary.isError ? <div className="error-panel" role="alert"><p>{messageOf(summary.error, t)}</p><Link to={to("/cart")}>{t("backToCart")}</Link></div> : null}
        {s ? (
          <>
            {s.changed.length > 0 ? <p className="notice" role="status" data-testid="price-changed">{t("summary.pricesChanged")}</p> : null}
            <div className="table-scroll">
              <table className="cart-table" data-testid="summary-table">
                <thead>
                  <tr>
                    <th scope="col">{t("summary.product")}</th>
                    <th scope="col" className="num">{t("summary.net")}</th>
                    <th scope="col" className="num">{t("summary.gross")}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.items.map((item) => (
                    <tr key={item.id} className={changed.has(item.id) ? "is-changed" : undefined}>
                      <td>
                        <strong>{item.productName}</strong> · {item.quantity} · {t(`modes.${item.mode}`)}
                        <div className="line-params">{item.params.map((p) => `${p.title}: ${p.value}`).join(", ")}</div>
                        {changed.has(item.id) ? <div className="hint">{t("summary.was", { amount: formatMoney(changed.get(item.id)!, "zł", locale) })}</div> : null}
                      </td>
                      <td className="num">{money(item.priceNetAfterDiscount)}</td>
                      <td className="num">{money(item.priceGrossAfterDiscount)}</td>
                    </tr>
                  ))}
                  <tr>
                    <td>{t("summary.delivery")}{shipping ? ` (${shipping.title})` : ""}</td>
                    <td className="num">{money(s.shipping.net)}</td>
                    <td className="num">{money(s.shipping.gross)}</td>
                  </tr>
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t("summary.total")}</th>
                    <td className="num">{money(s.totalNetAfterDiscount)}</td>
                    <td className="num" data-testid="summary-total-gross">{money(s.totalGrossAfterDiscount)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            {s.noVat ? <p className="hint">{t("summary.noVat")}</p> : null}
            <dl className="summary-review">
              <dt>{t("payment.payment")}</dt>
              <dd>{payment?.title ?? "—"}</dd>
              <dt>{t("payment.shipping")}</dt>
              <dd>{shipping?.title ?? "—"}</dd>
              <dt>{t("shipping.contact")}</dt>
              <dd>{[draft.customer.firstName, draft.customer.lastName, draft.customer.email, draft.customer.phone].filter(Boolean).join(", ") || "—"}</dd>
            </dl>
            {Object.keys(fieldErrors).length > 0 ? (
              <div className="error-panel" role="alert">
                <ul>
                  {Object.entries(fieldErrors).map(([f, m]) => (
                    <li key={f}>{m}</li>
                  ))}
                </ul>
                <Link to={to("/order/shipping")}>{t("summary.fixData")}</Link>
              </div>
            ) : null}
            {!ready ? <p className="field-error" role="alert">{t("summary.incomplete")}</p> : null}
          </>
        ) : null}
        <div className="step-actions">
          <Link to={to("/order/upload")}>{t("back")}</Link>
          <button
            type="button"
            className="button-primary"
            disabled={!s || !ready || place.isPending}
            data-testid="place-order"
            onClick={() =>
              place.mutate({
                idempotencyKey: draft.idempotencyKey,
                paymentMethodId: draft.paymentMethodId!,
                shippingMethodId: draft.shippingMethodId!,
                customer: draft.customer,
                vatNumber: draft.vatNumber || undefined,
                locale,
              })
            }
          >
            {place.isPending ? t("summary.placing") : t("summary.place")}
          </button>
        </div>
      </section>
    </EmptyGuard>
  );
}
