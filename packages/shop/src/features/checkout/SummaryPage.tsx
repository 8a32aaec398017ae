import { Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatDay } from "@printshop/core/format";
import {
  fieldErrorsOf,
  messageOf,
  OrderLines,
  useToast,
  Trans,
  useTranslation,
} from "@printshop/ui";
import { LEGAL_SLUGS } from "@printshop/core/content/legal";
import { LazyCaptcha, asksForCaptcha } from "@printshop/ui/signInCaptcha";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { StepsBar } from "./StepsBar";
import { useDraft } from "./draft";
import { EmptyGuard } from "./EmptyGuard";
import { Addresses } from "./Addresses";
import { goToProvider } from "./OnlinePayment";
import { summaryInput } from "./Charges";
import { useOrderMoney } from "./useOrderMoney";
import { optionsInput } from "./Destination";
import { buyerKindOf, needsWithdrawalWaiver, WithdrawalWaiver } from "./BuyerKind";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** Every line re-priced by the server now (changes marked), delivery, totals, and Place order. */
export default function SummaryPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("summary.title"));
  const { locale, to } = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const money = useOrderMoney();
  const utils = trpc.useUtils();
  const { draft, reset } = useDraft();
  const [terms, setTerms] = useState(false);
  // A private person's invoice only on request (VAT act art. 106b ust. 3); a company always.
  const [wantInvoice, setWantInvoice] = useState(false);
  const privatePerson = draft.customer.type !== 1;
  const [termsError, setTermsError] = useState(false);
  const buyerKind = buyerKindOf(draft);
  const [waiver, setWaiver] = useState(false);
  const [waiverError, setWaiverError] = useState(false);
  // Once placed, the cart is empty: nothing on this page may ask for the summary again (it would
  // answer "your cart is empty" as an error after a successful order).
  const [placed, setPlaced] = useState(false);
  const summary = trpc.shop.checkout.summary.useQuery(summaryInput(draft, locale), {
    staleTime: 0,
    enabled: !placed,
  });
  const options = trpc.shop.checkout.options.useQuery(optionsInput(draft));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A guest past a few orders an hour from one address is asked for the captcha (issue 24): it
  // appears above the button and solves itself; a payload is spent by the attempt that carried it.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState("");
  const [captchaRound, setCaptchaRound] = useState(0);
  const place = trpc.shop.checkout.place.useMutation({
    onSuccess: (order) => {
      setPlaced(true);
      reset();
      void utils.shop.cart.invalidate();
      // A company buyer's order above the owner's threshold: not placed, it waits (nothing to pay).
      if (order.awaitingApproval)
        return void navigate(to("/account/company#approval"), {
          state: { waiting: order.awaitingApproval.net },
        });
      // An online payment goes on to the provider; if it could not be opened, the order is
      // placed all the same and its page offers "Pay again".
      if (order.payment.status === "redirect" && goToProvider(order.payment.redirectUrl)) return;
      if (order.payment.status === "retry") toast.error(order.payment.message);
      void navigate(to(`/order/placed/${order.orderId}`));
    },
    onError: (error) => {
      const asked = asksForCaptcha(error);
      if (asked) setCaptchaAsked(true);
      setCaptcha("");
      setCaptchaRound((r) => r + 1);
      const fields = fieldErrorsOf(error);
      if (asked) delete fields.captcha;
      setFieldErrors(fields);
      toast.error(messageOf(error, t));
      // The key stays: the order id comes from the cart and the key, so a retry after a network
      // failure (when the first request may have been placed) can only find that same order.
    },
  });
  const s = summary.data;
  const changed = new Map((s?.changed ?? []).map((c) => [c.id, c.previousNet]));
  const ready =
    draft.paymentMethodId !== null &&
    draft.shippingMethodId !== null &&
    draft.customer.email &&
    s?.shippingServed !== false;
  const payment = options.data?.payments.find((p) => p.id === draft.paymentMethodId);
  const shipping = options.data?.shipping.find((p) => p.id === draft.shippingMethodId);

  return (
    <EmptyGuard bypass={placed}>
      <section className="checkout-step">
        <StepsBar
          current="summary"
          {...(s ? { total: { amount: s.totalGrossAfterDiscount, sign: s.sign } } : {})}
        />
        <h1>{t("summary.title")}</h1>
        {summary.isPending ? (
          <p className="loading" role="status">
            {t("ui:loading")}
          </p>
        ) : null}
        {summary.isError ? (
          <div className="error-panel" role="alert">
            <p>{messageOf(summary.error, t)}</p>
            <Link to={to("/cart")}>{t("backToCart")}</Link>
          </div>
        ) : null}
        {s ? (
          <>
            {s.changed.length > 0 ? (
              <p className="notice" role="status" data-testid="price-changed">
                {t("summary.pricesChanged")}
              </p>
            ) : null}
            {s.offers.map((o) => (
              <p key={o.id} className="notice" role="status" data-testid="offer-notice">
                {o.message}
              </p>
            ))}
            <OrderLines
              testId="summary-table"
              totalTestId="summary-total-gross"
              sign={s.sign}
              locale={locale}
              perPiece
              showVat
              lines={s.items.map((item) => ({
                id: item.id,
                title: item.productName,
                quantity: item.quantity,
                className: changed.has(item.id) ? "is-changed" : undefined,
                details: [
                  `${t(`modes.${item.mode}`)} (${t("placed.days", { count: item.days })}), ${t("dispatch", { date: formatDay(item.dispatch, locale) })}`,
                  ...item.params.map((p) => `${p.title}: ${p.value}`),
                ],
                net: item.priceNetAfterDiscount,
                gross: item.priceGrossAfterDiscount,
                discount: item.priceDiscount,
                note: changed.has(item.id) ? (
                  <span className="hint">
                    {t("summary.was", { amount: money(changed.get(item.id)!) })}
                  </span>
                ) : undefined,
              }))}
              extra={[
                {
                  key: "shipping",
                  label: `${t("summary.delivery")}${shipping ? ` (${shipping.title})` : ""}`,
                  net: s.shipping.net,
                  gross: s.shipping.gross,
                },
                ...(s.paymentFee
                  ? [{ key: "paymentFee", label: t("charges.paymentFee"), ...s.paymentFee }]
                  : []),
                ...(s.packing
                  ? [{ key: "packing", label: t("charges.packing"), ...s.packing }]
                  : []),
              ]}
            />
            {s.shippingServed ? null : (
              <p className="field-error" role="alert" data-testid="not-served">
                {t("destination.notServed")}{" "}
                <Link to={to("/order/payment")}>{t("destination.change")}</Link>
              </p>
            )}
            <p className="hint" data-testid="dispatch-note">
              {t("dispatchNote")}
            </p>
            {s.noVat ? (
              <p className="hint" data-testid="reverse-charge">
                {t("summary.noVat")}
              </p>
            ) : null}
            <dl className="summary-review">
              <dt>{t("payment.payment")}</dt>
              <dd>{payment?.title ?? "—"}</dd>
              <dt>{t("payment.shipping")}</dt>
              <dd>
                {shipping
                  ? `${shipping.title}${s.packing ? ` (${t("summary.withPacking")})` : ""}`
                  : "—"}
              </dd>
            </dl>
            <Addresses customer={draft.customer} locale={locale} />
            {privatePerson ? (
              <div className="form-field form-check">
                <label className="checkbox" htmlFor="f-want-invoice">
                  <input
                    id="f-want-invoice"
                    type="checkbox"
                    checked={wantInvoice}
                    onChange={(e) => setWantInvoice(e.target.checked)}
                    aria-describedby="f-want-invoice-hint"
                    data-testid="want-invoice"
                  />{" "}
                  {t("summary.wantInvoice")}
                </label>
                <p className="hint" id="f-want-invoice-hint">
                  {t("summary.wantInvoiceHint")}
                </p>
              </div>
            ) : null}
            <div className={`form-field form-check${termsError ? " has-error" : ""}`}>
              <label className="checkbox" htmlFor="f-terms">
                <input
                  id="f-terms"
                  type="checkbox"
                  checked={terms}
                  onChange={(e) => (setTerms(e.target.checked), setTermsError(false))}
                  aria-invalid={termsError || undefined}
                  aria-describedby={termsError ? "f-terms-error" : undefined}
                  data-testid="accept-terms"
                />{" "}
                <Trans
                  t={t}
                  i18nKey="summary.terms"
                  components={{
                    terms: <Link to={to(`/page/${LEGAL_SLUGS.terms}`)} target="_blank" />,
                    privacy: <Link to={to(`/page/${LEGAL_SLUGS.privacy}`)} target="_blank" />,
                  }}
                />
              </label>
              {termsError ? (
                <p className="field-error" id="f-terms-error">
                  {t("summary.termsRequired")}
                </p>
              ) : null}
            </div>
            <WithdrawalWaiver
              kind={buyerKind}
              checked={waiver}
              onChange={(on) => (setWaiver(on), setWaiverError(false))}
              error={waiverError ? t("owndata:withdrawalRequired") : null}
            />
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
            {!ready ? (
              <p className="field-error" role="alert">
                {t("summary.incomplete")}
              </p>
            ) : null}
            {captchaAsked ? (
              <Suspense fallback={null}>
                <LazyCaptcha key={captchaRound} language={locale} auto onChange={setCaptcha} />
              </Suspense>
            ) : null}
          </>
        ) : null}
        <div className="step-actions">
          <Link to={to("/order/shipping")}>{t("back")}</Link>
          <button
            type="button"
            className="button-primary"
            disabled={!s || !ready || place.isPending || (captchaAsked && !captcha)}
            data-testid="place-order"
            onClick={() => {
              if (!terms) {
                setTermsError(true);
                document.getElementById("f-terms")?.focus();
                return;
              }
              if (needsWithdrawalWaiver(buyerKind) && !waiver) {
                setWaiverError(true);
                document.getElementById("f-withdrawal")?.focus();
                return;
              }
              place.mutate({
                idempotencyKey: draft.idempotencyKey,
                paymentMethodId: draft.paymentMethodId!,
                shippingMethodId: draft.shippingMethodId!,
                packing: Boolean(draft.packing && shipping?.packing != null),
                customer: draft.customer,
                locale,
                termsAccepted: true,
                buyerKind,
                withdrawalWaiver: needsWithdrawalWaiver(buyerKind) && waiver,
                invoiceRequested: privatePerson && wantInvoice,
                ...(captcha ? { captcha } : {}),
              });
            }}
          >
            {place.isPending ? t("summary.placing") : t("summary.place")}
          </button>
        </div>
      </section>
    </EmptyGuard>
  );
}
