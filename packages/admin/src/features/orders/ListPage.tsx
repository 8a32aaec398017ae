import "./orders.css";
import { useState } from "react";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { useToast, useTranslation } from "@printshop/ui";
import { formatCurrency, formatDateTime } from "@printshop/core/format";
import { DataTable, listActions, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { BulkBar } from "../production/BulkBar";
import { SelectAll, useSelection } from "../production/selection";
import { useAdminHref } from "../../shell/paths";
import {
  download,
  kindOptions,
  onlineOptions,
  orderStatusOptions,
  paymentStatusOptions,
} from "./options";

type Row = RouterOutputs["admin"]["orders"]["list"]["items"][number];

const SORTABLE = ["createdAt"] as const;
const FILTERS = ["orderStatus", "paymentStatus", "online", "kind", "from", "to"] as const;
const HEADLINE = ["new", "awaiting_files", "in_production", "shipped"] as const;

/**
 * Orders of all customers and guests, newest first: counts per status on top (a click filters),
 * filters by statuses, product kind and dates, search by number, e-mail, company or NIP, and the
 * CSV export of exactly the filtered list.
 */
export function OrdersListPage() {
  const { t, i18n } = useTranslation(["orders", "app"]);
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, FILTERS);
  const list = trpc.admin.orders.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });
  const counts = trpc.admin.orders.counts.useQuery();
  const [exporting, setExporting] = useState(false);
  const selection = useSelection<Row>((r) => r.orderId);

  const columns: Column<Row>[] = [
    selection.column((r) => r.number),
    {
      id: "createdAt",
      header: t("orders:createdAt"),
      sortable: true,
      cell: (r) => formatDateTime(r.createdAt, i18n.language),
    },
    {
      id: "number",
      header: t("orders:number"),
      cell: (r) => <Link to={href(`/orders/${r.orderId}`)}>{r.number}</Link>,
    },
    {
      id: "customer",
      header: t("orders:customer"),
      cell: (r) => [r.company, r.name, r.email].filter(Boolean).join(" · "),
    },
    { id: "status", header: t("orders:orderStatus"), cell: (r) => t(`orders:status.${r.status}`) },
    {
      id: "paymentStatus",
      header: t("orders:paymentStatus"),
      cell: (r) => (
        <>
          {t(`orders:payment.${r.paymentStatus}`)}
          {r.flag ? (
            <strong className="form-error payment-flag" data-testid="row-flag">
              {" "}
              ⚑ {t(`orders:onlinePayments.flags.${r.flag}`, { defaultValue: r.flag })}
            </strong>
          ) : null}
        </>
      ),
    },
    {
      id: "kinds",
      header: t("orders:kinds"),
      cell: (r) => r.kinds.map((k) => t(`orders:kind.${k}`)).join(", "),
    },
    {
      id: "gross",
      header: t("orders:gross"),
      cell: (r) =>
        formatCurrency(r.gross, "PLN", i18n.language) +
        (r.currency !== "PLN" ? ` (${r.currency})` : ""),
    },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _p, pageSize: _s, ...filtered } = input;
      const out = await utils.admin.orders.export.fetch(filtered as never);
      download(out.csv, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
      toast.info(t("orders:exported", { count: out.count }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <h1>{t("app:section.orders")}</h1>
      <ul className="status-counts" aria-label={t("orders:counts")}>
        {HEADLINE.map((s) => (
          <li key={s}>
            <button
              type="button"
              aria-pressed={state.filters.orderStatus === s}
              onClick={() =>
                setState(
                  listActions.setFilter(
                    state,
                    "orderStatus",
                    state.filters.orderStatus === s ? "" : s,
                  ),
                )
              }
            >
              {t(`orders:status.${s}`)}: <strong>{counts.data?.orderStatus[s] ?? "…"}</strong>
            </button>
          </li>
        ))}
        <li>
          {t("orders:payment.awaiting")}:{" "}
          <strong>{counts.data?.paymentStatus.awaiting ?? "…"}</strong>
        </li>
      </ul>
      <p>
        <Link to={href("/orders/bank")} data-testid="bank-statement-link">
          {t("orders:bank.title")}
        </Link>{" "}
        <button
          type="button"
          onClick={() => void exportCsv().catch(() => undefined)}
          disabled={exporting}
        >
          {exporting ? t("orders:exporting") : t("orders:export")}
        </button>
      </p>
      <SelectAll selection={selection} rows={list.data?.items ?? []} />
      <BulkBar picked={selection.picked} onClear={selection.clear} />
      <DataTable
        caption={t("orders:caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => r.orderId}
        searchLabel={t("orders:search")}
        filters={[
          { id: "orderStatus", label: t("orders:orderStatus"), options: orderStatusOptions(t) },
          {
            id: "paymentStatus",
            label: t("orders:paymentStatus"),
            options: paymentStatusOptions(t),
          },
          { id: "online", label: t("orders:online.label"), options: onlineOptions(t) },
          { id: "kind", label: t("orders:kinds"), options: kindOptions(t) },
          { id: "from", label: t("orders:from"), kind: "date" },
          { id: "to", label: t("orders:to"), kind: "date" },
        ]}
      />
    </>
  );
}
