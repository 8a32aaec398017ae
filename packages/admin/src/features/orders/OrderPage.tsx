import "./orders.css";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useToast, useTranslation } from "@printshop/ui";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { ConfirmDialog } from "@printshop/ui/admin";
import { trpc } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { OrderLines } from "./OrderLines";
import { OrderParties } from "./OrderParties";
import { OrderPayments } from "./OrderPayments";
import { OrderTimeline } from "./OrderTimeline";
import { OrderInvoices } from "./OrderInvoices";
import { StatusForm } from "./StatusForm";
import { OrderParcels } from "./OrderParcels";
import { OrderProof } from "../proofs/OrderProof";
import { orderStatusOptions, paymentStatusOptions } from "./options";

/**
 * One order: the two status selects (with "e-mail the customer"), every line with its
 * configuration, amounts and print files, the customer, invoice and delivery data, methods, the
 * zero-VAT declaration, totals, the timeline of changes, internal notes, and delete for a
 * cancelled order (the seed's delete-order dialog).
 */
export function OrderPage() {
  const { id = "" } = useParams();
  const { t, i18n } = useTranslation(["orders", "app"]);
  const toast = useToast();
  const href = useAdminHref();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const order = trpc.admin.orders.get.useQuery({ orderId: id });
  const refresh = () =>
    Promise.all([utils.admin.orders.invalidate(), utils.admin.audit.invalidate()]);
  const setStatus = trpc.admin.orders.setOrderStatus.useMutation();
  const setPayment = trpc.admin.orders.setPaymentStatus.useMutation();
  const remove = trpc.admin.orders.remove.useMutation({ onError: () => undefined });
  const [deleting, setDeleting] = useState(false);

  if (order.isPending) return <p role="status">{t("ui:loading")}</p>;
  if (order.isError)
    return (
      <p role="alert" className="form-error">
        {order.error.message}
      </p>
    );
  const o = order.data;
  const tot = o.totals.pln as Record<string, string>;
  const cur = o.totals.inCurrency as Record<string, string>;
  // Said once the order's new version is loaded: the other status form saves against that
  // version (saved right after the toast against the old one, it was refused as stale).
  const saved = async (key: string, notified: boolean) => {
    await refresh().catch(() => undefined);
    toast.info(
      `${t(key, { number: o.number })}${notified ? ` ${t("orders:customerNotified")}` : ""}`,
    );
  };
  // Neither status is saved while the other's save or a reload of the order is under way.
  const busy = setStatus.isPending || setPayment.isPending || order.isFetching;

  return (
    <>
      <p>
        <Link to={href("/orders")}>← {t("app:section.orders")}</Link>
      </p>
      <h1>{t("orders:title", { number: o.number })}</h1>
      <p>
        {formatDateTime(o.createdAt, i18n.language)} ·{" "}
        {t("orders:language", { locale: o.locale.toUpperCase() })} · {o.currency}
        {o.currency !== "PLN" ? ` (${t("orders:rate", { rate: o.rate })})` : ""}
      </p>
      <section className="order-statuses" aria-label={t("orders:statuses")}>
        {/* Each form starts over when its own status changes, not when the other one is saved
            (the order's version moves then too): a choice being made in one survives the other's save. */}
        <StatusForm
          key={`s${o.status}`}
          field="status"
          label={t("orders:orderStatus")}
          value={o.status}
          options={orderStatusOptions(t)}
          busy={busy}
          onSave={async (status, notify) => {
            const out = await setStatus.mutateAsync({
              orderId: o.orderId,
              status: status as never,
              version: o.version,
              notify,
            });
            await saved("orders:statusSaved", out.notified);
          }}
        />
        <StatusForm
          key={`p${o.paymentStatus}`}
          field="paymentStatus"
          label={t("orders:paymentStatus")}
          value={o.paymentStatus}
          options={paymentStatusOptions(t)}
          busy={busy}
          onSave={async (status, notify) => {
            const out = await setPayment.mutateAsync({
              orderId: o.orderId,
              status: status as never,
              version: o.version,
              notify,
            });
            await saved("orders:paymentSaved", out.notified);
          }}
        />
      </section>
      <OrderParcels
        orderId={o.orderId}
        version={o.version}
        parcels={o.parcels}
        onSaved={() => refresh().catch(() => undefined)}
      />
      <OrderProof orderId={o.orderId} onChanged={() => refresh().catch(() => undefined)} />
      <h2>{t("orders:lines")}</h2>
      <OrderLines order={o} />
      <dl className="record totals">
        <div>
          <dt>{t("orders:shipping")}</dt>
          <dd>{formatCurrency(tot.shippingGross ?? "0", "PLN", i18n.language)}</dd>
        </div>
        <div>
          <dt>{t("orders:toPayNet")}</dt>
          <dd>
            {formatCurrency(tot.toPayNet ?? tot.net ?? "0", "PLN", i18n.language)}
            {o.currency !== "PLN"
              ? ` · ${formatCurrency(cur.toPayNet ?? cur.net ?? "0", o.currency, i18n.language)}`
              : ""}
          </dd>
        </div>
        <div>
          <dt>{t("orders:toPayGross")}</dt>
          <dd>
            <strong>
              {formatCurrency(tot.toPayGross ?? tot.gross ?? "0", "PLN", i18n.language)}
            </strong>
            {o.currency !== "PLN"
              ? ` · ${formatCurrency(cur.toPayGross ?? cur.gross ?? "0", o.currency, i18n.language)}`
              : ""}
          </dd>
        </div>
      </dl>
      <OrderParties order={o} />
      <OrderPayments orderId={o.orderId} version={o.version} onChanged={refresh} />
      <OrderInvoices orderId={o.orderId} />
      <OrderTimeline order={o} onNoteAdded={refresh} />
      {o.status === "cancelled" ? (
        <p>
          <button type="button" className="button-danger" onClick={() => setDeleting(true)}>
            {t("orders:delete")}
          </button>
        </p>
      ) : null}
      <ConfirmDialog
        open={deleting}
        danger
        title={t("orders:deleteTitle")}
        message={t("orders:deleteMessage", { number: o.number })}
        confirmLabel={t("orders:delete")}
        onConfirm={async () => {
          await remove.mutateAsync({ orderId: o.orderId, version: o.version });
          toast.info(t("orders:deleted", { number: o.number }));
          await refresh();
          void navigate(href("/orders"));
        }}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
