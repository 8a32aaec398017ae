import { useTranslation } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import type { RouterOutputs } from "../../trpc";

type Order = RouterOutputs["admin"]["orders"]["get"];

/**
 * Who the buyer acted as, the withdrawal-waiver confirmation with its time and text version
 * (issue 31 item 6), and, for a deleted account, that the person's data here is a pseudonym.
 */
export function OrderBuyerKind({ order }: { order: Order }) {
  const { t, i18n } = useTranslation("orders");
  const at = (ms: number) => formatDateTime(ms, i18n.language);
  return (
    <>
      <div data-testid="admin-order-buyer-kind">
        <dt>{t("buyerKind")}</dt>
        <dd>{order.buyerKind ? t(`buyerKind_${order.buyerKind}`) : t("buyerKindUnknown")}</dd>
      </div>
      {order.withdrawalWaiver ? (
        <div data-testid="admin-order-withdrawal">
          <dt>{t("withdrawalWaiver")}</dt>
          <dd>
            {t("withdrawalWaiverAt", {
              at: at(order.withdrawalWaiver.at),
              version: order.withdrawalWaiver.version,
            })}
          </dd>
        </div>
      ) : null}
      {order.anonymisedAt ? (
        <p role="note" data-testid="admin-order-anonymised">
          {t("anonymised", { at: at(order.anonymisedAt) })}
        </p>
      ) : null}
    </>
  );
}
