import "../orders/orders.css";
import { useState } from "react";
import { Link } from "react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import { formatCurrency } from "@printshop/core/format";
import { DataTable, pageRange, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { useAdminHref } from "../../shell/paths";
import { saveDownload } from "./files";

type Row = RouterOutputs["admin"]["invoices"]["list"][number];
const KSEF = ["to_send", "sending", "accepted", "refused", "offline", "none"] as const;
const SERIES = ["FV", "KOR", "PF"] as const;
const thisMonth = () => new Date().toISOString().slice(0, 7);
const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/**
 * The accountant's month: every invoice of a month (series, KSeF state and buyer filters), where
 * KSeF has it (its number, or its refusal with KSeF's reason), the PDF, XML and UPO, "send to KSeF
 * again" for a refused or waiting one, and the month's ZIP (XMLs, PDFs, CSV register).
 */
export function InvoicesPage() {
  const { t, i18n } = useTranslation(["orders", "app"]);
  const toast = useToast();
  const href = useAdminHref();
  const utils = trpc.useUtils();
  const { state, setState } = useListState(["number"], ["month", "series", "ksefStatus"]);
  const typed = (state.filters.month ?? "").slice(0, 7);
  const month = MONTH.test(typed) ? typed : thisMonth();
  const input = {
    month,
    ...(state.filters.series ? { series: state.filters.series } : {}),
    ...(state.filters.ksefStatus ? { ksefStatus: state.filters.ksefStatus as never } : {}),
    ...(state.search ? { buyer: state.search.slice(0, 100) } : {}),
  };
  const list = trpc.admin.invoices.list.useQuery(input, { placeholderData: keepPreviousData });
  const send = trpc.admin.invoices.send.useMutation();
  const [busy, setBusy] = useState(false);

  const rows = [...(list.data ?? [])];
  if (state.sort.dir === "asc") rows.reverse();
  const { from, to } = pageRange(state, rows.length);
  const result = {
    ...list,
    data: list.data
      ? { items: rows.slice(Math.max(from - 1, 0), to), total: rows.length }
      : undefined,
  };

  const fail = (e: unknown) => toast.error(messageOf(e, t));
  const file = (invoiceId: string, format: "pdf" | "xml" | "upo") =>
    utils.admin.invoices.file.fetch({ invoiceId, format }).then(saveDownload).catch(fail);
  const sendAgain = (r: Row) =>
    send
      .mutateAsync({ invoiceId: r.invoiceId, version: r.ksef?.version ?? 1 })
      .then(async () => {
        toast.info(t("orders:invoices.queued", { number: r.number }));
        await utils.admin.invoices.list.invalidate();
      })
      .catch(fail);
  const exportZip = async () => {
    setBusy(true);
    try {
      const out = await utils.admin.invoices.export.fetch({ month });
      saveDownload(out);
      toast.info(t("orders:invoices.exported", { count: out.count }));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const money = (amount: string, currency: string) =>
    formatCurrency(amount, currency, i18n.language);
  const columns: Column<Row>[] = [
    { id: "number", header: t("orders:invoices.number"), sortable: true, cell: (r) => r.number },
    { id: "issueDate", header: t("orders:invoices.issueDate"), cell: (r) => r.issueDate },
    {
      id: "order",
      header: t("orders:number"),
      cell: (r) => <Link to={href(`/orders/${r.orderId}`)}>{r.orderNumber}</Link>,
    },
    {
      id: "buyer",
      header: t("orders:invoices.buyer"),
      cell: (r) => [r.buyerName, r.buyerTaxId].filter(Boolean).join(" · "),
    },
    {
      id: "amounts",
      header: t("orders:invoices.amounts"),
      cell: (r) =>
        `${money(r.net, r.currency)} + ${money(r.vat, r.currency)} = ${money(r.gross, r.currency)}` +
        (r.currency !== "PLN"
          ? ` (${t("orders:invoices.vatPln")}: ${money(r.vatPln, "PLN")})`
          : ""),
    },
    {
      id: "ksef",
      header: t("orders:invoices.ksef"),
      cell: (r) => <KsefCell row={r} />,
    },
  ];

  return (
    <>
      <h1>{t("app:section.invoices")}</h1>
      <p>
        {t("orders:invoices.month")}: <strong data-testid="invoices-month">{month}</strong>{" "}
        <button type="button" onClick={() => void exportZip()} disabled={busy}>
          {busy ? t("orders:exporting") : t("orders:invoices.export")}
        </button>
      </p>
      <DataTable
        caption={t("orders:invoices.caption")}
        columns={columns}
        result={result}
        state={state}
        onStateChange={setState}
        rowKey={(r) => r.invoiceId}
        searchLabel={t("orders:invoices.buyer")}
        filters={[
          { id: "month", label: t("orders:invoices.month"), kind: "text" },
          {
            id: "series",
            label: t("orders:invoices.series"),
            options: SERIES.map((s) => ({
              value: s,
              label: t(`orders:invoices.seriesNames.${s}`),
            })),
          },
          {
            id: "ksefStatus",
            label: t("orders:invoices.ksef"),
            options: KSEF.map((s) => ({ value: s, label: t(`orders:invoices.states.${s}`) })),
          },
        ]}
        rowActions={(r) => (
          <>
            <button type="button" onClick={() => void file(r.invoiceId, "pdf")}>
              PDF
            </button>{" "}
            {r.kind !== "proforma" ? (
              <button type="button" onClick={() => void file(r.invoiceId, "xml")}>
                XML
              </button>
            ) : null}{" "}
            {r.ksef?.hasUpo ? (
              <button type="button" onClick={() => void file(r.invoiceId, "upo")}>
                UPO
              </button>
            ) : null}{" "}
            {r.ksef && ["refused", "offline", "to_send"].includes(r.ksef.state) ? (
              <button type="button" onClick={() => void sendAgain(r)} disabled={send.isPending}>
                {t("orders:invoices.send")}
              </button>
            ) : null}
          </>
        )}
      />
    </>
  );
}

/** Where KSeF has the invoice: its number, or KSeF's reason for a refusal, or why it waits. */
function KsefCell({ row }: { row: Row }) {
  const { t } = useTranslation("orders");
  if (row.state === "xsd_failed")
    return (
      <span className="form-error">
        {t("invoices.xsdFailed")}: {row.xsdErrors[0] ?? ""}
      </span>
    );
  const k = row.ksef;
  if (!k) return <>{t(row.kind === "proforma" ? "invoices.notSent" : "invoices.states.none")}</>;
  return (
    <span data-testid="ksef-state">
      {t(`invoices.states.${k.state}`)}
      {k.ksefNumber ? <> · {k.ksefNumber}</> : null}
      {k.reason ? (
        <strong className="form-error">
          {" "}
          {t("invoices.refusal", { code: k.reason.code, reason: k.reason.description })}
          {k.reason.details.length ? ` (${k.reason.details.join("; ")})` : ""}
        </strong>
      ) : null}
      {k.lastError && k.state !== "accepted" ? <> ({k.lastError})</> : null}
    </span>
  );
}
