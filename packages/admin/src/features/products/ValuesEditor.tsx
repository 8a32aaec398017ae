import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf, Modal, useToast } from "@printshop/ui";
import { ConfirmDialog, SortableList, TranslatedInput } from "@printshop/ui/admin";
import type { RemoveAnswer } from "@printshop/core/product/admin-schema";
import { full } from "./text";
import { trpc } from "../../trpc";
import { pickText } from "../pages/text";
import { DependentsDialog } from "./DependentsDialog";
import type { AttributeRow } from "./AttributeCard";

type Value = AttributeRow["values"][number];
const blank = { pl: "", en: "", de: "" };

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
  const [title, setTitle] = useState(blank);
  const [shownFor, setShownFor] = useState<typeof open>(null);
  const [error, setError] = useState<string | null>(null);
  if (open !== shownFor) {
    setShownFor(open);
    setTitle(open?.mode === "rename" ? open.value.title : blank);
    setError(null);
  }
  const createValue = trpc.admin.attributes.createValue.useMutation({ onError: () => undefined });
  const updateValue = trpc.admin.attributes.updateValue.useMutation({ onError: () => undefined });
  const key = {
    productId: props.attribute.productId,
    attributeId: props.attribute.id,
    version: props.attribute.version,
  };
  const submit = async () => {
    setError(null);
    try {
      if (open?.mode === "rename")
        await updateValue.mutateAsync({ ...key, valueId: open.value.id, title });
      else await createValue.mutateAsync({ ...key, title });
      await props.onDone();
      props.onClose();
    } catch (e) {
      setError(messageOf(e, t));
    }
  };
  return (
    <Modal
      open={!!open}
      title={open?.mode === "rename" ? t("renameValue") : t("addValue")}
      onClose={props.onClose}
      width={500}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TranslatedInput
          label={t("valueTitle")}
          value={title}
          onChange={(v) => setTitle(full(v))}
        />
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("cancel")}
          </button>
          <button type="submit" disabled={createValue.isPending || updateValue.isPending}>
            {open?.mode === "rename" ? t("save") : t("add")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
