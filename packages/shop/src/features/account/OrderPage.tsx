import { Link, useParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { formatDateTime } from "@printshop/core/format";
import { OrderDetails } from "../checkout/OrderDetails";
import { OnlinePayment } from "../checkout/OnlinePayment";
import { InvoiceDownloads } from "./InvoiceDownloads";
import { ParcelLinks } from "./ParcelLinks";
import { ProofSection } from "../proofs/ProofSection";
import { OrderAgainSection } from "./OrderAgain";
import "./account.css";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** One of my orders: its status, then the same lines, totals and payment details as the thank-you page. */
export default function OrderPage() {
  const { t } = useTranslation("account");
  const { locale, to } = useLocale();
  const { orderId = "" } = useParams();
  const order = trpc.shop.account.order.useQuery({ orderId }, { retry: false });
  const invoices = trpc.shop.account.invoices.useQuery({ orderId }, { retry: false });
  const utils = trpc.useUtils();
  usePageTitle(order.data ? t("orders.orderTitle", { number: order.data.number }) : null);
  return (
    <section className="account-page">
      <p>
        <Link to={to("/account")}>{t("orders.back")}</Link>
      </p>
      {order.isPending ? <p role="status">{t("ui:loading")}</p> : null}
      {order.isError ? <p role="alert">{messageOf(order.error, t)}</p> : null}
      {order.data ? (
        <>
          <h1>{t("orders.orderTitle", { number: order.data.number })}</h1>
          <dl className="profile-view">
            <dt>{t("orders.date")}</dt>
            <dd>
              {formatDateTime(order.data.createdAt, locale, { date: "medium", time: "short" })}
            </dd>
            <dt>{t("orders.status")}</dt>
            <dd data-testid="order-status">{t(`orders.statuses.${order.data.status}`)}</dd>
            <dt>{t("orders.payment")}</dt>
            <dd>{t(`orders.paymentStatuses.${order.data.paymentStatus}`)}</dd>
          </dl>
          <ParcelLinks parcels={order.data.parcels} />
          <ProofSection access={{ orderId }} locale={locale} />
          <InvoiceDownloads
            invoices={invoices.data ?? []}
            fetchPdf={(invoiceId) => utils.shop.account.invoicePdf.fetch({ orderId, invoiceId })}
          />
          <OrderDetails
            order={order.data}
            locale={locale}
            online={
              <OnlinePayment
                orderId={order.data.orderId}
                paymentId={null}
                paymentStatus={order.data.paymentStatus}
              />
            }
          />
          <OrderAgainSection orderId={order.data.orderId} lines={order.data.lines} />
        </>
      ) : null}
    </section>
  );
}
