import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { messageOf } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { formatDate, formatPln } from "./AccountPage";
import "./account.css";

/** One of my orders: lines, totals and its status. */
export default function OrderPage() {
  const { t } = useTranslation("account");
  const { locale, to } = useLocale();
  const { orderId = "" } = useParams();
  const order = trpc.shop.account.order.useQuery({ orderId }, { retry: false });
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
            <dd>{formatDate(order.data.createdAt, locale)}</dd>
            <dt>{t("orders.status")}</dt>
            <dd data-testid="order-status">{t(`orders.statuses.${order.data.status}`)}</dd>
            <dt>{t("orders.payment")}</dt>
            <dd>{t(`orders.paymentStatuses.${order.data.paymentStatus}`)}</dd>
          </dl>
          <div className="table-scroll">
            <table className="orders-table">
              <thead>
                <tr>
                  <th scope="col">{t("orders.product")}</th>
                  <th scope="col" className="num">{t("orders.quantity")}</th>
                  <th scope="col" className="num">{t("orders.net")}</th>
                  <th scope="col" className="num">{t("orders.gross")}</th>
                </tr>
              </thead>
              <tbody>
                {order.data.lines.map((l, i) => (
                  <tr key={i}>
                    <td>
                      {l.title}
                      {l.params.length ? <div className="hint">{l.params.map((p) => `${p.title}: ${p.value}`).join(", ")}</div> : null}
                    </td>
                    <td className="num">{l.quantity}</td>
                    <td className="num">{formatPln(l.net, locale)}</td>
                    <td className="num">{formatPln(l.gross, locale)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>{t("orders.total")}</th>
                  <td className="num">{formatPln(order.data.totals.net, locale)}</td>
                  <td className="num">{formatPln(order.data.totals.gross, locale)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
