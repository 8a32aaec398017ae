import { useMemo, useState } from "react";
import { Modal, useToast, useTranslation } from "@printshop/ui";
import { ConfirmDialog, SortableList, TranslatedField } from "@printshop/ui/admin";
import { Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { ValueCreateInput, type RemoveAnswer } from "@printshop/core/product/admin-schema";
import { trpc } from "../../trpc";
import { pickText } from "../pages/text";
import { DependentsDialog } from "./DependentsDialog";
import type { AttributeRow } from "./AttributeCard";

type Value = AttributeRow["values"][number];

/** An attribute's values: add (the seed's add-attribute-value dialog), rename (pl/en/de), reorder, delete (with what depends on it). */
export function ValuesEditor({
  attribute: a,
  onChanged,
}: {
  attribute: AttributeRow;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("products");
  const toast = useToast();
  const key = { productId: a.productId, attributeId: a.id, version: a.version };
  const [dialog, setDialog] = useState<{ mode: "add" } | { mode: "rename"; value: Value } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<Value | null>(null);
  const [blocked, setBlocked] = useState<{
    title: string;
    answer: RemoveAnswer;
    valueId: number;
  } | null>(null);
  const removeValue = trpc.admin.attributes.removeValue.useMutation();
  const reorder = trpc.admin.attributes.update.useMutation();
  const items = useMemo(
    () => a.values.map((v) => ({ id: String(v.id), title: pickText(v.title, i18n.language) })),
    [a.values, i18n.language],
  );
  return (
    <div className="attribute-values">
      <h3>{t("values")}</h3>
      <ul>
        {a.values.map((v) => (
          <li key={v.id} data-value={v.id}>
            {pickText(v.title, i18n.language)}{" "}
            <button
              type="button"
              className="button-secondary"
              onClick={() => setDialog({ mode: "rename", value: v })}
            >
              {t("renameValue")}
            </button>{" "}
            <button
              type="button"
              className="button-danger"
              onClick={() => setDeleting(v)}
              aria-label={`${t("deleteValue")}: ${pickText(v.title, i18n.language)}`}
            >
              {t("deleteValue")}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setDialog({ mode: "add" })}>
        {t("addValue")}
      </button>
      {items.length > 1 ? (
        <details>
          <summary>{t("valueOrder")}</summary>
          <SortableList
            label={t("valueOrder")}
            items={items}
            render={(v) => v.title}
            onSave={async (ids) => {
              await reorder.mutateAsync({ ...key, valueOrder: ids.map(Number) });
              toast.info(t("valueOrderSaved"));
              await onChanged();
            }}
          />
        </details>
      ) : null}
      <ValueDialog open={dialog} attribute={a} onClose={() => setDialog(null)} onDone={onChanged} />
      <ConfirmDialog
        open={!!deleting}
        title={t("deleteValueTitle")}
        message={t("deleteValueMessage", {
          title: deleting ? pickText(deleting.title, i18n.language) : "",
        })}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const v = deleting!;
          const answer = await removeValue.mutateAsync({ ...key, valueId: v.id });
          if (!answer.removed)
            setBlocked({ title: pickText(v.title, i18n.language), answer, valueId: v.id });
          else await onChanged();
        }}
      />
      <DependentsDialog
        open={blocked}
        onClose={() => setBlocked(null)}
        onConfirm={async () => {
          await removeValue.mutateAsync({ ...key, valueId: blocked!.valueId, confirm: true });
          await onChanged();
        }}
      />
    </div>
  );
}

/** Add a value, or rename one: its title per language. */
function ValueDialog(props: {
  open: { mode: "add" } | { mode: "rename"; value: Value } | null;
  attribute: AttributeRow;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation("products");
  const open = props.open;
  return (
    <Modal
      open={!!open}
      title={open?.mode === "rename" ? t("renameValue") : t("addValue")}
      onClose={props.onClose}
      width={500}
    >
      {/* A fresh form for each value (and each add). */}
      {open ? (
        <ValueForm
          key={open.mode === "rename" ? open.value.id : "add"}
          {...props}
          value={open.mode === "rename" ? open.value : null}
        />
      ) : null}
    </Modal>
  );
}

function ValueForm(props: {
  attribute: AttributeRow;
  value: Value | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation("products");
  // Failures are the form's to show (inside the dialog).
  const createValue = trpc.admin.attributes.createValue.useMutation({ onError: () => undefined });
  const updateValue = trpc.admin.attributes.updateValue.useMutation({ onError: () => undefined });
  const key = {
    productId: props.attribute.productId,
    attributeId: props.attribute.id,
    version: props.attribute.version,
  };
  const kit = useKitForm({
    schema: ValueCreateInput,
    inlineErrors: true,
    defaultValues: { ...key, title: props.value?.title ?? { pl: "", en: "", de: "" } },
    onSubmit: async (values) => {
      if (props.value) await updateValue.mutateAsync({ ...values, valueId: props.value.id });
      else await createValue.mutateAsync(values);
      await props.onDone();
      props.onClose();
    },
  });
  return (
    <Form
      kit={kit}
      guard={false}
      actions={
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("cancel")}
          </button>
          <SubmitButton>{props.value ? t("save") : t("add")}</SubmitButton>
        </div>
      }
    >
      <TranslatedField name="title" label={t("valueTitle")} />
    </Form>
  );
}
