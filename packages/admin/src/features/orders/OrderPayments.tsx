import { useTranslation } from "react-i18next";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { trpc, type RouterOutputs } from "../../trpc";

type PaymentRow = RouterOutputs["admin"]["orders"]["payments"][number];

/** Minor units (grosze, cents) as the decimal string formatCurrency takes. */
const decimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * The order's online payments (issue 29): each transaction's state (a flagged one says why),
 * amount, the provider's ids, and its timeline as the payment module recorded it: created,
 * registered, the provider's notifications, verify, the state changes. Nothing for an order
 * without online payments.
 */
export function OrderPayments({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation("orders");
  const payments = trpc.admin.orders.payments.useQuery({ orderId });
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
        <Payment key={p.paymentId} p={p} t={t} language={i18n.language} />
      ))}
    </section>
  );
}

function Payment({
  p,
  t,
  language,
}: {
  p: PaymentRow;
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
}) {
  const money = (minor: number) => formatCurrency(decimal(minor), p.currency, language);
  return (
    <article data-testid="order-payment" data-state={p.state}>
      <p>
        <strong data-testid="payment-state">{t(`onlinePayments.states.${p.state}`)}</strong>
        {p.flag ? (
          <span className="form-error"> ({t(`onlinePayments.flags.${p.flag}`)})</span>
        ) : null}{" "}
        · {money(p.amount)} · {p.provider}
      </p>
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
