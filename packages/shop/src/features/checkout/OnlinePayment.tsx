import { useState } from "react";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import "./texts";

/** The shop's payment ids (core/payment/schema.ts `PaymentId`), checked before a query is sent. */
const isPaymentId = (id: string) => id.length <= 40 && /^[\w-]{22}\.[\w-]{8}$/.test(id);
/** How often the return page asks the server while the payment is open, and how many times. */
const POLL_MS = 2_000;
const POLLS = 6;

/** Goes to the provider's page (only the server's answer decides where); false for no web address. */
export function goToProvider(redirectUrl: string): boolean {
  if (!/^https?:\/\//.test(redirectUrl.slice(0, 10))) return false;
  window.location.assign(redirectUrl);
  return true;
}

/**
 * An online order's payment on the thank-you page and in the account: back from the provider
 * (`paymentId`), it asks the server (which asks the provider while the payment is open) a few
 * times: "confirmed" only when the server says paid, else "waiting for confirmation"; a failed,
 * abandoned or never started payment offers "Pay again". The return itself proves nothing.
 */
export function OnlinePayment({
  orderId,
  paymentId,
  paymentStatus,
  link,
}: {
  orderId: string;
  paymentId: string | null;
  paymentStatus: string;
  /** The order's signed link, on the guest's order page (no cart or account needed). */
  link?: string;
}) {
  const { t } = useTranslation("checkout");
  const [error, setError] = useState("");
  const asking = paymentId !== null && isPaymentId(paymentId) && paymentStatus === "awaiting";
  const status = trpc.shop.checkout.payment.useQuery(
    { orderId, paymentId: paymentId ?? "", ...(link ? { link } : {}) },
    {
      enabled: asking,
      retry: false,
      staleTime: 0,
      refetchInterval: (q) =>
        q.state.data?.state === "pending" || q.state.data?.state === "new"
          ? q.state.dataUpdateCount < POLLS
            ? POLL_MS
            : false
          : false,
    },
  );
  const pay = trpc.shop.checkout.pay.useMutation({
    onSuccess: (r) => goToProvider(r.redirectUrl),
    onError: (e) => setError(messageOf(e, t)),
  });
  const state = paymentStatus === "paid" ? "paid" : asking ? status.data?.state : undefined;
  const polling = asking && (status.isPending || status.isFetching || status.isRefetching);

  if (state === "paid" || state === "partially_refunded" || state === "refunded")
    return (
      <p className="notice" role="status" data-testid="payment-confirmed">
        {t("pay.confirmed")}
      </p>
    );
  if (paymentStatus !== "awaiting") return <p>{t("placed.online")}</p>;
  if (state === "flagged")
    return (
      <p role="status" data-testid="payment-checking">
        {t("pay.checking")}
      </p>
    );
  const waiting = state === "new" || state === "pending" || (asking && !status.isError);
  const againButton = (
    <button
      type="button"
      className="button button-primary"
      data-testid="pay-again"
      disabled={pay.isPending}
      onClick={() => {
        setError("");
        pay.mutate({ orderId, ...(link ? { link } : {}) });
      }}
    >
      {pay.isPending ? t("pay.redirecting") : paymentId ? t("pay.again") : t("pay.now")}
    </button>
  );
  return (
    <div data-testid="online-payment">
      {waiting ? (
        <p role="status" data-testid="payment-waiting">
          {polling ? t("pay.waiting") : t("pay.waitingLong")}
        </p>
      ) : state === "failed" ? (
        <p role="alert" data-testid="payment-failed">
          {t("pay.failed")}
        </p>
      ) : status.isError ? (
        <p role="alert">{messageOf(status.error, t)}</p>
      ) : (
        <p data-testid="payment-not-paid">{t("pay.notPaid")}</p>
      )}
      {waiting && polling ? null : againButton}
      {error ? (
        <p role="alert" className="error" data-testid="pay-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
