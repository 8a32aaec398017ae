import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { keepPreviousData } from "@tanstack/react-query";
import { ShippingCreateInput, ShippingUpdateInput } from "@printshop/core/settings/schema";
import { useToast } from "@printshop/ui";
import { ConfirmDialog, DataTable, Field, SchemaForm, TranslatedField, useFieldError, useListState, type Column } from "@printshop/ui/admin";
import { trpc, type RouterOutputs } from "../../trpc";
import { RecordHistory } from "../audit/RecordHistory";
import { pickText } from "../pages/text";

type Row = RouterOutputs["admin"]["shipping"]["list"]["items"][number];
const SORTABLE = ["shippingMethodId", "name", "price"] as const;
const blank = { pl: "", en: "", de: "" };

/**
 * Shipping settings as the seed has them: a list with edit and delete per method, an add form
 * (name per language, icon, price) and an edit panel (also the payment methods it allows, as
 * checkboxes). Delete asks the seed's question in the kit's dialog.
 */
export function ShippingPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const utils = trpc.useUtils();
  const { state, setState, input } = useListState(SORTABLE, [] as const);
  const list = trpc.admin.shipping.list.useQuery(input as never, { placeholderData: keepPreviousData });
  const refresh = () => Promise.all([utils.admin.shipping.invalidate(), utils.admin.payments.invalidate(), utils.admin.audit.invalidate()]);
  const create = trpc.admin.shipping.create.useMutation();
  const update = trpc.admin.shipping.update.useMutation({ onError: () => void refresh() });
  const remove = trpc.admin.shipping.remove.useMutation({ onSettled: refresh });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { id: "shippingMethodId", header: "ID", sortable: true, cell: (r) => r.shippingMethodId },
    { id: "name", header: t("common.name"), sortable: true, cell: (r) => pickText(r.name, i18n.language) },
    { id: "price", header: t("shipping.price"), sortable: true, cell: (r) => r.price },
    { id: "icon", header: t("common.icon"), cell: (r) => r.icon || "—" },
  ];
  return (
    <>
      <h1>{t("section.shipping")}</h1>
      <DataTable
        caption={t("shipping.caption")}
        columns={columns}
        result={list}
        state={state}
        onStateChange={setState}
        rowKey={(r) => String(r.shippingMethodId)}
        rowActions={(r) => (
          <>
            <button type="button" onClick={() => setEditing(r)}>
              {t("common.edit")}
            </button>
            <button type="button" className="button-danger" onClick={() => setDeleting(r)}>
              {t("common.delete")}
            </button>
          </>
        )}
      />
      {editing ? (
        <section className="panel" aria-label={t("shipping.editTitle")}>
          <h2>{t("shipping.editTitle")}</h2>
          <SchemaForm
            key={`${editing.shippingMethodId}:${editing.version}`}
            schema={ShippingUpdateInput}
            defaultValues={{ id: editing.shippingMethodId, version: editing.version, name: editing.name, icon: editing.icon, price: editing.price, payments: editing.payments }}
            submitLabel={t("common.save")}
            label={t("shipping.editTitle")}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ ...values, version: editing.version });
              toast.info(t("common.saved"));
              setEditing(saved);
              await refresh();
            }}
          >
            <TranslatedField name="name" label={t("common.name")} layout="side" />
            <PaymentChecks />
            <Field name="price" label={t("shipping.price")} inputMode="decimal" />
            <Field name="icon" label={t("common.icon")} />
          </SchemaForm>
          <RecordHistory target={{ type: "shipping", id: String(editing.shippingMethodId) }} />
        </section>
      ) : null}
      {adding ? (
        <section className="panel" aria-label={t("shipping.addTitle")}>
          <h2>{t("shipping.addTitle")}</h2>
          <SchemaForm
            schema={ShippingCreateInput}
            defaultValues={{ name: blank, icon: "", price: "0.00", payments: [] }}
            submitLabel={t("common.add")}
            label={t("shipping.addTitle")}
            onSubmit={async (values) => {
              await create.mutateAsync(values);
              toast.info(t("shipping.added"));
              setAdding(false);
              await refresh();
            }}
          >
            <TranslatedField name="name" label={t("common.name")} layout="side" />
            <Field name="icon" label={t("common.icon")} />
            <Field name="price" label={t("shipping.price")} inputMode="decimal" />
          </SchemaForm>
        </section>
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          {t("shipping.addTitle")}
        </button>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t("shipping.deleteTitle")}
        message={t("shipping.deleteMessage")}
        confirmLabel={t("common.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.shippingMethodId, version: deleting.version });
          if (editing?.shippingMethodId === deleting.shippingMethodId) setEditing(null);
          toast.info(t("common.deleted"));
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** The payment methods this shipping method allows, one checkbox each (value: the ids). */
function PaymentChecks() {
  const { t, i18n } = useTranslation();
  const { watch, setValue } = useFormContext();
  const error = useFieldError("payments");
  const payments = trpc.admin.payments.list.useQuery({ pageSize: 100, sort: { by: "paymentMethodId", dir: "asc" } });
  const chosen = (watch("payments") as number[] | undefined) ?? [];
  return (
    <fieldset className="field">
      <legend>{t("shipping.payments")}</legend>
      {(payments.data?.items ?? []).map((p) => (
        <label key={p.paymentMethodId} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(p.paymentMethodId)}
            onChange={(e) =>
              setValue("payments", e.target.checked ? [...chosen, p.paymentMethodId].sort((a, b) => a - b) : chosen.filter((id) => id !== p.paymentMethodId), { shouldDirty: true })
            }
          />{" "}
          {pickText(p.name, i18n.language)}
        </label>
      ))}
      {error.message ? <p className="field-error">{error.message}</p> : null}
    </fieldset>
  );
}
