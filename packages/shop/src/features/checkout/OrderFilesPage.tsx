import { Link, useParams, useSearchParams } from "react-router";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import { useLocale } from "../../useLocale";
import { UploadFiles } from "../upload/UploadFiles";
import { OnlinePayment } from "./OnlinePayment";
import { InvoiceDownloads } from "../account/InvoiceDownloads";
import { ParcelLinks } from "../account/ParcelLinks";
import { ProofSection } from "../proofs/ProofSection";
import { usePageTitle } from "../../usePageTitle";
import "./texts";

/**
 * A placed order's print files, reached by the order's signed link (thank-you page, confirmation
 * e-mail): no account and no cart needed; the link names one order and expires (upload/order-link.ts).
 * An order paid online that still awaits its payment can be paid (again) here, on any device; the
 * provider sends the payer back to this page (`?payment=`), which asks the server what happened.
 */
export default function OrderFilesPage() {
  const { t } = useTranslation("checkout");
  usePageTitle(t("orderFiles.title"));
  const { token = "" } = useParams();
  const [search] = useSearchParams();
  const { to, locale } = useLocale();
  const list = trpc.shop.orderFiles.list.useQuery(
    { token },
    { staleTime: 0, retry: false, meta: { silent: true } },
  );
  const invoices = trpc.shop.orderFiles.invoices.useQuery(
    { token },
    { retry: false, meta: { silent: true } },
  );
  const utils = trpc.useUtils();
  return (
    <section className="checkout-step order-files" data-testid="order-files">
      <h1>{t("orderFiles.title")}</h1>
      {list.isPending ? (
        <p className="loading" role="status">
          {t("ui:loading")}
        </p>
      ) : null}
      {list.isError ? (
        <p className="error-panel" role="alert" data-testid="order-files-error">
          {messageOf(list.error, t)}
        </p>
      ) : null}
      {list.data ? (
        <>
          <p className="order-number">
            {t("placed.number")}{" "}
            <strong data-testid="order-files-number">{list.data.number}</strong>
          </p>
          <ParcelLinks parcels={list.data.parcels} />
          <ProofSection access={{ token }} locale={locale} />
          {list.data.online ? (
            <section className="order-payment" aria-labelledby="order-payment-title">
              <h2 id="order-payment-title">{t("pay.title")}</h2>
              <OnlinePayment
                orderId={list.data.orderId}
                paymentId={search.get("payment")}
                paymentStatus={list.data.paymentStatus}
                link={token}
              />
            </section>
          ) : null}
          <InvoiceDownloads
            invoices={invoices.data ?? []}
            fetchPdf={(invoiceId) => utils.shop.orderFiles.invoicePdf.fetch({ token, invoiceId })}
          />
          <p>{t("orderFiles.text")}</p>
          <UploadFiles orderToken={token} />
        </>
      ) : null}
      <p className="step-actions">
        <Link to={to("/")}>{t("placed.home")}</Link>
      </p>
    </section>
  );
}
