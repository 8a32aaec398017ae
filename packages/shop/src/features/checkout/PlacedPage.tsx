import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatMoney, messageOf } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";

/** The confirmation: the order's number and what is to be paid (PLN, as stored). */
export default function PlacedPage() {
  const { t } = useTranslation("checkout");
  const { orderId = "" } = useParams();
  const { locale, to } = useLocale();
  const order = trpc.shop.checkout.order.useQuery({ orderId }, { retry: false });
  if (order.isPending) return <p className="loading" role="status">{t("ui:loading")}</p>;
  if (order.isError) return <p className="error-panel" role="alert">{messageOf(order.error, t)}</p>;
  return (
    <section className="order-placed" data-testid="order-placed">
      <h1>{t("placed.title")}</h1>
      <p>
        {t("placed.number")} <strong data-testid="order-number">{order.data.number}</strong>
      </p>
      <p>{t("placed.total", { amount: formatMoney(Number(order.data.totals.toPayGross), "zł", locale) })}</p>
      <p>{t("placed.next")}</p>
      <Link to={to("/")}>{t("placed.home")}</Link>
    </section>
  );
}
