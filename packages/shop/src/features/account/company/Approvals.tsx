import { useState } from "react";
import { Link } from "react-router";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { COMMENT_MAX } from "@printshop/core/company-account/schema";
import { trpc } from "../../../trpc";
import { useLocale } from "../../../useLocale";
import type { Company } from "./CompanyPage";

/**
 * Orders awaiting approval: the owner sees all and approves (the server places the order, priced
 * again) or rejects with a comment; a buyer sees their own and what was decided.
 */
export function Approvals({ company }: { company: Company }) {
  const { t } = useTranslation("company");
  const { locale, to } = useLocale();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [comments, setComments] = useState<Record<string, string>>({});
  const refresh = () => {
    void utils.shop.account.company.invalidate();
    void utils.shop.account.orders.invalidate();
  };
  const onError = (error: Parameters<typeof messageOf>[0]) => toast.error(messageOf(error, t));
  const approve = trpc.shop.account.companyApprove.useMutation({
    onSuccess: (placed) => {
      toast.info(t("approved", { number: placed.number }));
      refresh();
    },
    onError,
  });
  const reject = trpc.shop.account.companyReject.useMutation({
    onSuccess: () => {
      toast.info(t("rejected"));
      refresh();
    },
    onError,
  });
  const owner = company.role === "owner";
  return (
    <section aria-labelledby="company-approvals" id="approval">
      <h2 id="company-approvals">{t("approvals")}</h2>
      {company.approvals.length === 0 ? <p>{t("approvalsNone")}</p> : null}
      <ul className="stack" data-testid="company-approvals">
        {company.approvals.map((a) => (
          <li key={a.approvalId} data-testid={`approval-${a.status}`}>
            <p>
              <strong>
                {t("approvalOf", {
                  email: a.buyerEmail,
                  net: formatCurrency(a.net, "PLN", locale),
                })}
              </strong>{" "}
              · {formatDateTime(a.createdAt, locale, { date: "medium", time: "short" })} ·{" "}
              {t(`approvalStatus.${a.status}`)}
            </p>
            {a.lines.length ? <p>{a.lines.join(", ")}</p> : null}
            {a.orderId && a.orderNumber ? (
              <p>
                <Link to={to(`/account/orders/${a.orderId}`)}>
                  {t("order", { number: a.orderNumber })}
                </Link>
              </p>
            ) : null}
            {a.comment ? <p>{t("comment", { comment: a.comment })}</p> : null}
            {owner && a.status === "pending" ? (
              <div className="stack">
                <button
                  type="button"
                  disabled={approve.isPending}
                  onClick={() => approve.mutate({ approvalId: a.approvalId })}
                  data-testid="approve"
                >
                  {t("approve")}
                </button>
                <label>
                  {t("rejectComment")}
                  <textarea
                    maxLength={COMMENT_MAX}
                    value={comments[a.approvalId] ?? ""}
                    onChange={(e) => setComments({ ...comments, [a.approvalId]: e.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="button-secondary"
                  disabled={reject.isPending}
                  onClick={() =>
                    reject.mutate({
                      approvalId: a.approvalId,
                      comment: comments[a.approvalId] ?? "",
                    })
                  }
                >
                  {t("reject")}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
