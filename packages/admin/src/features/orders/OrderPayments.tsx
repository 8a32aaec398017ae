import { useTranslation } from "@printshop/ui";
import { useEffect, useRef, useState } from "react";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { trpc, type RouterOutputs } from "../../trpc";
import { RefundDialog, type Refundable } from "./RefundDialog";

type PaymentRow = RouterOutputs["admin"]["orders"]["payments"][number];

/** Minor units (grosze, cents) as the decimal string formatCurrency takes. */
const decimal = (minor: number) => (minor / 100).toFixed(2);

const REFUNDABLE = new Set(["paid", "partially_refunded"]);
/** What can still be refunded: paid, less refunded, less refunds waiting for the provider. */
const leftOf = (p: PaymentRow) => (p.paidAmount ?? p.amount) - p.refunded - p.refundPending;
/** While a refund waits for the provider's word, the page asks again this often. */
const PENDING_POLL_MS = 2_000;

/**
 * The order's online payments (issue 29): each transaction's state (a flagged one says why),
 * amount, the provider's ids, and its timeline as the payment module recorded it: created,
 * registered, the provider's notifications, verify, the state changes. Nothing for an order
 * without online payments.
 */
export function OrderPayments({
  orderId,
  version,
  onChanged,
}: {
  orderId: string;
  /** The order's version: a refund is checked against it. */
  version: number;
  /** The order changed (a refund asked, or the provider confirmed one): read it again. */
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("orders");
  const payments = trpc.admin.orders.payments.useQuery(
    { orderId },
    {
      refetchInterval: (q) =>
        q.state.data?.some((p) => p.refundPending > 0) ? PENDING_POLL_MS : false,
    },
  );
  const [refunding, setRefunding] = useState<Refundable | null>(null);
  // The provider's confirmation changes the order's payment status (and version) as well.
  const states = payments.data?.map((p) => `${p.state}:${p.refundPending}`).join() ?? "";
  const seen = useRef("");
  useEffect(() => {
    const before = seen.current;
    seen.current = states;
    if (before && states && before !== states) void onChanged().catch(() => undefined);
    // Only a change of the payments' states asks for the order again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [states]);
  if (payments.isError)
    return (
      <p role="alert" className="form-error">
        {payments.error.message}
      </p>
    );
  if (!payments.data?.length) return null;
  return (
    <section className="order-payments" data-testid="order-payments">
      <h2>{t("onlinePayments.title")}</h2>
      {payments.data.map((p) => (
        <Payment
          key={p.paymentId}
          p={p}
          t={t}
          language={i18n.language}
          onRefund={() =>
            setRefunding({ paymentId: p.paymentId, currency: p.currency, left: leftOf(p) })
          }
        />
      ))}
      <RefundDialog
        open={refunding !== null}
        orderId={orderId}
        version={version}
        payment={refunding}
        onClose={() => setRefunding(null)}
        onDone={() => Promise.all([payments.refetch(), onChanged()])}
      />
    </section>
  );
}

function Payment({
  p,
  t,
  language,
  onRefund,
}: {
  p: PaymentRow;
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
  onRefund: () => void;
}) {
  const money = (minor: number) => formatCurrency(decimal(minor), p.currency, language);
  const refundable = REFUNDABLE.has(p.state) && leftOf(p) > 0;
  return (
    <article data-testid="order-payment" data-state={p.state}>
      <p>
        <strong data-testid="payment-state">{t(`onlinePayments.states.${p.state}`)}</strong>
        {p.flag ? (
          <span className="form-error"> ({t(`onlinePayments.flags.${p.flag}`)})</span>
        ) : null}{" "}
        · {money(p.amount)} · {p.provider}{" "}
        {refundable ? (
          <button type="button" onClick={onRefund} data-testid="payment-refund">
            {t("refund.action")}
          </button>
        ) : null}
      </p>
      {p.refundPending > 0 ? (
        <p role="status" className="refund-pending" data-testid="refund-pending">
          {t("refund.pending", { amount: money(p.refundPending) })}
        </p>
      ) : null}
      <dl className="record">
        <div>
          <dt>{t("onlinePayments.id")}</dt>
          <dd>
            <code>{p.paymentId}</code>
          </dd>
        </div>
        {p.providerPaymentId ? (
          <div>
            <dt>{t("onlinePayments.providerId")}</dt>
            <dd>
              <code>{p.providerPaymentId}</code>
              {p.method ? ` · ${t("onlinePayments.method")} ${p.method}` : ""}
            </dd>
          </div>
        ) : null}
        {p.paidAmount !== null ? (
          <div>
            <dt>{t("onlinePayments.paid")}</dt>
            <dd>{money(p.paidAmount)}</dd>
          </div>
        ) : null}
        {p.refunded > 0 ? (
          <div>
            <dt>{t("refund.refunded")}</dt>
            <dd data-testid="payment-refunded">{money(p.refunded)}</dd>
          </div>
        ) : null}
        {p.refunds.length ? (
          <div>
            <dt>{t("refund.list")}</dt>
            <dd>
              <ul>
                {p.refunds.map((r) => (
                  <li key={r.refundId} data-state={r.state}>
                    {money(r.amount)} · {t(`refund.states.${r.state}`)} · {r.actor}
                    {r.lastError ? ` · ${r.lastError}` : ""}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {p.lastError ? (
          <div>
            <dt>{t("onlinePayments.lastError")}</dt>
            <dd>{p.lastError}</dd>
          </div>
        ) : null}
      </dl>
      <h3>{t("onlinePayments.timeline")}</h3>
      <ol className="payment-timeline" data-testid="payment-timeline">
        {p.events.map((e, i) => (
          <li key={`${e.at}-${i}`} data-kind={e.kind}>
            <time dateTime={e.at}>{formatDateTime(Date.parse(e.at), language)}</time> —{" "}
            {t(`onlinePayments.events.${e.kind}`, { defaultValue: e.kind })}
            {e.to ? ` → ${t(`onlinePayments.states.${e.to}`, { defaultValue: e.to })}` : ""} ·{" "}
            {e.source}
            {e.decision ? ` · ${e.decision}` : ""}
          </li>
        ))}
      </ol>
    </article>
  );
}
