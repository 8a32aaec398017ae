import "../orders/orders.css";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData } from "@tanstack/react-query";
import { useToast } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { SAMPLE_STATUSES } from "@printshop/core/samples/admin-schema";
import { trpc, type RouterOutputs } from "../../trpc";

type Row = RouterOutputs["admin"]["samples"]["list"]["items"][number];

const today = () => new Date().toISOString().slice(0, 10);

/** Free-sample requests with the calculator summary the shopper's form carried; mark one sent on a day. */
export function SamplesPage() {
  const { t, i18n } = useTranslation(["orders", "app"]);
  const toast = useToast();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(["createdAt"], ["status"]);
  const list = trpc.admin.samples.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });
  const markSent = trpc.admin.samples.markSent.useMutation();
  const [days, setDays] = useState<Record<string, string>>({});

  const columns: Column<Row>[] = [
    {
      id: "createdAt",
      header: t("orders:createdAt"),
      sortable: true,
      cell: (r) => formatDateTime(r.createdAt, i18n.language),
    },
    {
      id: "company",
      header: t("orders:samples.requester"),
      cell: (r) => (
        <>
          <strong>{r.company}</strong>
          <br />
          {r.person} · <a href={`mailto:${r.email}`}>{r.email}</a> · {r.phone}
          <br />
          {r.street}, {r.postcode} {r.city}
        </>
      ),
    },
    {
      id: "text",
      header: t("orders:samples.summary"),
      cell: (r) => <span className="pre">{r.text ?? "—"}</span>,
    },
    { id: "notes", header: t("orders:samples.notes"), cell: (r) => r.notes ?? "—" },
    {
      id: "status",
      header: t("orders:samples.status"),
      cell: (r) =>
        r.status === "sent"
          ? t("orders:samples.sentOn", { day: r.sentOn ?? "" })
          : t(`orders:samples.state.${r.status}`),
    },
  ];
  return (
    <>
      <h1>{t("app:section.samples")}</h1>
      <DataTable
        caption={t("orders:samples.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => r.requestId}
        searchLabel={t("orders:samples.search")}
        filters={[
          {
            id: "status",
            label: t("orders:samples.status"),
            options: SAMPLE_STATUSES.map((s) => ({
              value: s,
              label: t(`orders:samples.state.${s}`),
            })),
          },
        ]}
        rowActions={(r) =>
          r.status === "sent" ? null : (
            <form
              className="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                const sentOn = days[r.requestId] ?? today();
                void markSent
                  .mutateAsync({ requestId: r.requestId, sentOn, version: r.version })
                  .then(async () => {
                    toast.info(t("orders:samples.marked", { company: r.company, day: sentOn }));
                    await utils.admin.samples.invalidate();
                  })
                  .catch(() => undefined);
              }}
            >
              <label>
                {t("orders:samples.sentDay")}{" "}
                <input
                  type="date"
                  required
                  value={days[r.requestId] ?? today()}
                  onChange={(e) => setDays({ ...days, [r.requestId]: e.target.value })}
                />
              </label>{" "}
              <button type="submit" disabled={markSent.isPending}>
                {t("orders:samples.markSent")}
              </button>
            </form>
          )
        }
      />
    </>
  );
}
