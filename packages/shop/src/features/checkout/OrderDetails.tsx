import type { ReactNode } from "react";
import { formatDay, formatMoney } from "@printshop/core/format";
import { OrderLines, useTranslation } from "@printshop/ui";
import type { OrderView } from "@printshop/core/order/view";
import { Addresses } from "./Addresses";
import { ProformaRequest } from "./ProformaRequest";
import "./texts";

/**
 * A placed order as the shopper sees it (thank-you page, my orders): its lines and totals in the
 * order's currency with PLN beside, how to pay (for a bank transfer: recipient, account and the
 * order number as the transfer title; online: `online`, the payment's status and "Pay again"),
 * and the addresses.
 */
export function OrderDetails({
  order: o,
  locale,
  online,
}: {
  order: OrderView;
  locale: string;
  online?: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const money = (x: number) => formatMoney(x, o.sign, locale);
  return (
    <>
      <OrderLines
        testId="order-lines"
        totalTestId="order-total-gross"
        sign={o.sign}
        locale={locale}
        perPiece
        showVat
        lines={o.lines.map((l) => ({
          id: l.id,
          title: l.title,
          quantity: l.quantity,
          details: [
            l.mode
              ? `${t(`modes.${l.mode}`)} (${t("placed.days", { count: l.days })}), ${t("dispatch", { date: formatDay(l.dispatch, locale) })}`
              : "",
            ...l.params.map((p) => `${p.title}: ${p.value}`),
          ].filter(Boolean),
          net: l.net,
          gross: l.gross,
          note: (
            <>
              {l.files.length > 0 ? (
                <span className="line-files" data-testid="line-files">
                  {t("placed.files", { names: l.files.map((f) => f.fileName).join(", ") })}
                </span>
              ) : (
                <span className="hint" data-testid="line-no-files">
                  {t("placed.noFiles")}
                </span>
              )}
              {l.prepressFix ? <span className="hint">{t("placed.prepressFix")}</span> : null}
            </>
          ),
        }))}
        extra={[
          {
            key: "shipping",
            label: `${t("summary.delivery")}${o.shipping.title ? ` (${o.shipping.title})` : ""}`,
            net: o.totals.shippingNet,
            gross: o.totals.shippingGross,
          },
          ...(o.totals.paymentFee
            ? [{ key: "paymentFee", label: t("charges.paymentFee"), ...o.totals.paymentFee }]
            : []),
          ...(o.totals.packing
            ? [{ key: "packing", label: t("charges.packing"), ...o.totals.packing }]
            : []),
        ]}
      />
      <p className="to-pay" data-testid="to-pay">
        {t("placed.total", { amount: money(o.totals.toPayGross) })}
        {o.currency !== "PLN" ? (
          <span className="hint"> ({formatMoney(o.pln.toPayGross, "zł", locale)})</span>
        ) : null}
      </p>
      <p className="hint" data-testid="dispatch-note">
        {t("dispatchNote")}
      </p>
      {o.noVat ? (
        <p className="hint" data-testid="reverse-charge">
          {t("summary.noVat")}
          {o.vatNumber ? ` ${t("fields.vatNumber")}: ${o.vatNumber}` : null}
        </p>
      ) : null}
      {o.packing ? <p data-testid="placed-packing">{t("placed.packing")}</p> : null}
      <section className="payment-info" data-testid="payment-info" data-kind={o.payment.kind}>
        <h2>{t("placed.payment", { method: o.payment.title })}</h2>
        {o.transfer ? (
          <>
            <p>{t("placed.transferIntro")}</p>
            <dl className="transfer-details" data-testid="transfer-details">
              <dt>{t("placed.recipient")}</dt>
              <dd>
                {o.transfer.recipient}
                {o.transfer.address ? `, ${o.transfer.address}` : ""}
              </dd>
              <dt>{t("placed.account")}</dt>
              <dd data-testid="transfer-account">
                {o.transfer.account}
                {o.transfer.bankName
                  ? ` (${o.transfer.bankName}${o.transfer.swift ? `, SWIFT ${o.transfer.swift}` : ""})`
                  : ""}
              </dd>
              <dt>{t("placed.transferTitle")}</dt>
              <dd data-testid="transfer-title">{o.transfer.title}</dd>
              <dt>{t("placed.amount")}</dt>
              <dd data-testid="transfer-amount">{money(o.transfer.amount)}</dd>
            </dl>
            {o.transfer.placeholder ? (
              <p className="placeholder-note" role="note">
                {t("placed.placeholderBank")}
              </p>
            ) : null}
            {o.paymentStatus === "awaiting" ? <ProformaRequest orderId={o.orderId} /> : null}
          </>
        ) : o.payment.kind === "cash" ? (
          <p data-testid="placed-cash">
            {t("placed.cash", { amount: money(o.totals.toPayGross) })}
          </p>
        ) : o.payment.kind === "online" ? (
          (online ?? <p>{t("placed.online")}</p>)
        ) : null}
      </section>
      <Addresses customer={o.customer} locale={locale} />
    </>
  );
}
