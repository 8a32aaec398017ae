import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepPreviousData } from "@tanstack/react-query";
import { PaymentCreateInput, PaymentUpdateInput } from "@printshop/core/settings/schema";
import { useToast } from "@printshop/ui";
import { DataTable, Field, SchemaForm, TranslatedField, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { RecordHistory } from "../audit/RecordHistory";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["payments"]["list"]["items"][number];
const SORTABLE = ["paymentMethodId", "name"] as const;
const blank = { pl: "", en: "", de: "" };

/**
 * Payment settings as the seed has them: a list with an edit button per method (no delete: a
 * method orders or shipping methods use is kept), an add form behind a button, an edit panel.
 * An add without any name is refused by the server with the seed's message, shown on the field.
 */
export function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, [] as const);
  const list = trpc.admin.payments.list.useQuery(input as never, { placeholderData: keepPreviousData });
  const refresh = () => Promise.all([utils.admin.payments.invalidate(), utils.admin.shipping.invalidate(), utils.admin.audit.invalidate()]);
  const create = trpc.admin.payments.create.useMutation();
  const update = trpc.admin.payments.update.useMutation({ onError: () => void refresh() });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { id: "paymentMethodId", header: "ID", sortable: true, cell: (r) => r.paymentMethodId },
    { id: "name", header: t("common.name"), sortable: true, cell: (r) => pickText(r.name, i18n.language) },
    { id: "icon", header: t("common.icon"), cell: (r) => r.icon || "—" },
    { id: "usedBy", header: t("payments.usedBy"), cell: (r) => r.usedBy.length },
  ];
  return (
    <>
      <h1>{t("section.payments")}</h1>
      <DataTable
        caption={t("payments.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.paymentMethodId)}
        rowActions={(r) => (
          <button type="button" onClick={() => setEditing(r)}>
            {t("common.edit")}
          </button>
        )}
      />
      {editing ? (
        <section className="panel" aria-label={t("payments.editTitle")}>
          <h2>{t("payments.editTitle")}</h2>
          <SchemaForm
            key={`${editing.paymentMethodId}:${editing.version}`}
            schema={PaymentUpdateInput}
            defaultValues={{ id: editing.paymentMethodId, version: editing.version, name: editing.name, icon: editing.icon }}
            submitLabel={t("common.save")}
            label={t("payments.editTitle")}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ ...values, version: editing.version });
              toast.info(t("common.saved"));
              setEditing(saved);
              await refresh();
            }}
          >
            <TranslatedField name="name" label={t("common.name")} layout="side" />
            <Field name="icon" label={t("common.icon")} />
          </SchemaForm>
          <RecordHistory target={{ type: "payment", id: String(editing.paymentMethodId) }} />
        </section>
      ) : null}
      {adding ? (
        <section className="panel" aria-label={t("payments.addTitle")}>
          <h2>{t("payments.addTitle")}</h2>
          <SchemaForm
            schema={PaymentCreateInput}
            defaultValues={{ name: blank, icon: "" }}
            submitLabel={t("common.add")}
            label={t("payments.addTitle")}
            onSubmit={async (values) => {
              await create.mutateAsync(values);
              toast.info(t("payments.added"));
              setAdding(false);
              await refresh();
            }}
          >
            <TranslatedField name="name" label={t("common.name")} layout="side" />
            <Field name="icon" label={t("common.icon")} />
          </SchemaForm>
        </section>
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          {t("payments.addTitle")}
        </button>
      )}
    </>
  );
}
