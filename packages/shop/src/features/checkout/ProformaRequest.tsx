import { useState } from "react";
import { messageOf, useTranslation } from "@printshop/ui";
import { trpc } from "../../trpc";
import "./texts";

/**
 * "Send me a pro forma invoice" for an order paid by bank transfer (thank-you page, my orders):
 * the server issues it (its own PF series, never sent to KSeF) only for the cart that placed the
 * order or its signed-in owner, and answers the same one when asked again.
 */
export function ProformaRequest({ orderId }: { orderId: string }) {
  const { t } = useTranslation("checkout");
  const ask = trpc.shop.invoices.proforma.useMutation({ onError: () => undefined });
  const [number, setNumber] = useState<string | null>(null);
  return (
    <div className="proforma-request" data-testid="proforma-request">
      {number ? (
        <p role="status" data-testid="proforma-issued">
          {t("placed.proformaIssued", { number })}
        </p>
      ) : (
        <button
          type="button"
          disabled={ask.isPending}
          onClick={() => ask.mutate({ orderId }, { onSuccess: (out) => setNumber(out.invoiceId) })}
        >
          {t("placed.proforma")}
        </button>
      )}
      {ask.isError ? (
        <p role="alert" className="field-error">
          {messageOf(ask.error, t)}
        </p>
      ) : null}
    </div>
  );
}
