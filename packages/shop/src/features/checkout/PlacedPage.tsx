import { Link, useParams, useSearchParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { OrderDetails } from "./OrderDetails";
import { OnlinePayment } from "./OnlinePayment";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/** The thank-you page: the order's number, lines and totals in its currency, how to pay, and what happens next. */
export default function PlacedPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("placed.title"));
  const { orderId = "" } = useParams();
  // Back from the payment provider: which payment to ask the server about (never proof of paying).
  const [search] = useSearchParams();
  const paymentId = search.get("payment");
  const { locale, to } = useLocale();
  const order = trpc.shop.checkout.order.useQuery({ orderId }, { retry: false });
  const me = trpc.shop.account.me.useQuery(undefined, { staleTime: 60_000 });
  if (order.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (order.isError)
    return (
      <p className="error-panel" role="alert">
        {messageOf(order.error, t)}
      </p>
    );
  const o = order.data;
  const days = Math.max(0, ...o.lines.map((l) => l.days));
  const missing = o.lines.filter((l) => l.files.length === 0);
  return (
    <section className="order-placed" data-testid="order-placed">
      <h1>{t("placed.title")}</h1>
      <p className="order-number">
        {t("placed.number")} <strong data-testid="order-number">{o.number}</strong>
      </p>
      <OrderDetails
        order={o}
        locale={locale}
        online={
          <OnlinePayment
            orderId={o.orderId}
            paymentId={paymentId}
            paymentStatus={o.paymentStatus}
          />
        }
      />
      {missing.length === 0 ? (
        <p className="order-files-complete" data-testid="order-files-complete">
          {t("placed.allFiles")}
        </p>
      ) : (
        // Only what is missing is asked for (issue 28 fault 7: the page asked for files the buyer
        // had just uploaded, who then thought the upload was lost).
        <section className="order-files-link" data-testid="order-files-link">
          <h2>{t("placed.missingTitle")}</h2>
          <p>{t("placed.missingText", { products: missing.map((l) => l.title).join(", ") })}</p>
          {!me.data && o.uploadToken ? (
            <Link to={to(`/order/files/${o.uploadToken}`)} className="button button-primary">
              {t("placed.uploadLink")}
            </Link>
          ) : me.data ? (
            <Link to={to(`/account/orders/${o.orderId}`)} className="button button-primary">
              {t("placed.uploadLink")}
            </Link>
          ) : null}
        </section>
      )}
      <section className="next-steps">
        <h2>{t("placed.nextTitle")}</h2>
        <ol>
          <li>{t("placed.nextFiles")}</li>
          <li>{t("placed.nextProof")}</li>
          <li>{t("placed.nextProduction", { count: days })}</li>
          <li>{t("placed.nextDispatch")}</li>
        </ol>
      </section>
      <p className="step-actions">
        {me.data ? (
          <Link to={to(`/account/orders/${o.orderId}`)} data-testid="my-order-link">
            {t("placed.myOrder")}
          </Link>
        ) : null}
        <Link to={to("/")}>{t("placed.home")}</Link>
      </p>
    </section>
  );
}
