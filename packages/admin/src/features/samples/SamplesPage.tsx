import "../orders/orders.css";
import { keepPreviousData } from "@tanstack/react-query";
import { useToast, useTranslation } from "@printshop/ui";
import { formatDateTime } from "@printshop/core/format";
import { DataTable, useListState, type Column } from "@printshop/ui/admin";
import { Field, Form, useKitForm } from "@printshop/ui/form";
import { SAMPLE_STATUSES } from "@printshop/core/samples/admin-schema";
import { trpc, type RouterOutputs } from "../../trpc";

type Row = RouterOutputs["admin"]["samples"]["list"]["items"][number];

const today = () => new Date().toISOString().slice(0, 10);

/** Free-sample requests with the calculator summary the shopper's form carried; mark one sent on a day. */
export function SamplesPage() {
  const { t, i18n } = useTranslation(["orders", "app"]);
  const { state, setState, input } = useListState(["createdAt"], ["status"]);
  const list = trpc.admin.samples.list.useQuery(input as never, {
    placeholderData: keepPreviousData,
  });

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
          {r.street}, {r.postcode} {r.city}, {r.country ?? "PL"}
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
        rowActions={(r) => (r.status === "sent" ? null : <MarkSentForm row={r} />)}
      />
    </>
  );
}

/** The day a request's samples went out (today by default), and "mark as sent". */
function MarkSentForm({ row: r }: { row: Row }) {
  const { t } = useTranslation(["orders", "app"]);
  const toast = useToast();
  const utils = trpc.useUtils();
  // Failures are the form's to show.
  const markSent = trpc.admin.samples.markSent.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    defaultValues: { sentOn: today() },
    check: (v) => (v.sentOn ? {} : { sentOn: t("orders:samples.dayRequired") }),
    onSubmit: async ({ sentOn }) => {
      await markSent.mutateAsync({ requestId: r.requestId, sentOn, version: r.version });
      toast.info(t("orders:samples.marked", { company: r.company, day: sentOn }));
      await utils.admin.samples.invalidate();
    },
  });
  return (
    <Form
      kit={kit}
      className="inline-form"
      summary={false}
      guard={false}
      submitLabel={t("orders:samples.markSent")}
    >
      <Field name="sentOn" type="date" label={t("orders:samples.sentDay")} />{" "}
    </Form>
  );
}
