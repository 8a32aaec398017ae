import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { formatDay } from "@printshop/core/format";
import { PRODUCT_KINDS } from "@printshop/core/order/schema";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { TicketButton } from "./TicketButton";
import { ensureTexts as ensureProofTexts } from "../proofs/texts";

type Row = RouterOutputs["admin"]["production"]["list"]["items"][number];
const FILTERS = ["kind", "from", "to", "printed"] as const;

/**
 * The print floor's queue: every line of the orders in production, by dispatch date (express
 * first on a day), with its print file's status and the proof's (to come); a line is marked
 * printed here, and the order is shipped when its last line is. Filters: product kind, dispatch
 * dates, printed lines too.
 */
export function QueuePage() {
  const { t, i18n } = useTranslation(["production", "orders"]);
  ensureProofTexts(i18n);
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState([], FILTERS);
  const list = trpc.admin.production.list.useQuery(input, {
    placeholderData: keepPreviousData,
  });
  const mark = trpc.admin.production.markPrinted.useMutation({ onError: () => undefined });

  const markPrinted = async (r: Row) => {
    try {
      const out = await mark.mutateAsync({
        orderId: r.orderId,
        lineId: r.lineId,
        version: r.version,
      });
      toast.info(
        out.status === "shipped"
          ? t("production:queue.shipped", { number: r.number })
          : t("production:queue.printedOne", {
              number: r.number,
              printed: out.printed,
              lines: out.lines,
            }),
      );
    } catch (error) {
      toast.error(messageOf(error, t));
    }
    await utils.admin.production.list.invalidate();
    await utils.admin.orders.invalidate();
  };

  const columns: Column<Row>[] = [
    {
      id: "dispatchDate",
      header: t("production:queue.dispatch"),
      cell: (r) => (
        <>
          {formatDay(r.dispatchDate, i18n.language)}{" "}
          <span className={`mode mode-${r.mode}`}>{t(`production:mode.${r.mode}`)}</span>
        </>
      ),
    },
    {
      id: "number",
      header: t("production:queue.order"),
      cell: (r) => (
        <>
          <Link to={href(`/orders/${r.orderId}`)}>{r.number}</Link>
          {r.lines > 1 ? ` (${r.position}/${r.lines})` : ""}
          <br />
          <small>{r.customer}</small>
        </>
      ),
    },
    {
      id: "product",
      header: t("production:queue.product"),
      cell: (r) => `${r.title} · ${t(`orders:kind.${r.kind}`)} · × ${r.quantity}`,
    },
    {
      id: "file",
      header: t("production:queue.file"),
      cell: (r) => (
        <span className={`verdict verdict-${r.fileStatus}`} data-testid="file-status">
          {t(`production:file.${r.fileStatus}`)}
        </span>
      ),
    },
    {
      id: "proof",
      header: t("production:queue.proof"),
      cell: (r) =>
        r.proofStatus ? t(`proofs:state.${r.proofStatus}`) : t("production:queue.proofNone"),
    },
  ];

  return (
    <>
      <h1>{t("production:section")}</h1>
      <DataTable
        caption={t("production:queue.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => `${r.orderId}:${r.lineId}`}
        filters={[
          {
            id: "kind",
            label: t("production:queue.kind"),
            options: PRODUCT_KINDS.map((value) => ({ value, label: t(`orders:kind.${value}`) })),
          },
          { id: "from", label: t("production:queue.from"), kind: "date" },
          { id: "to", label: t("production:queue.to"), kind: "date" },
          {
            id: "printed",
            label: t("production:queue.printedFilter"),
            options: [{ value: "all", label: t("production:queue.printedAll") }],
          },
        ]}
        rowActions={(r) => (
          <>
            <TicketButton orderId={r.orderId} lineId={r.lineId} number={r.number} />{" "}
            {r.printed ? (
              <span>{t("production:queue.printed")}</span>
            ) : (
              <button
                type="button"
                onClick={() => void markPrinted(r)}
                disabled={mark.isPending}
                aria-label={t("production:queue.markLabel", {
                  number: r.number,
                  position: r.position,
                })}
              >
                {t("production:queue.mark")}
              </button>
            )}
          </>
        )}
      />
    </>
  );
}
