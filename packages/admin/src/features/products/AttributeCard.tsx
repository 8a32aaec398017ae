import { useState } from "react";
import { useToast, useTranslation } from "@printshop/ui";
import { ConfirmDialog, TranslatedField } from "@printshop/ui/admin";
import { Field, Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { AttributeUpdateInput, type RemoveAnswer } from "@printshop/core/product/admin-schema";
import { trpc, type RouterOutputs } from "../../trpc";
import { pickText } from "../pages/text";
import { DependentsDialog } from "./DependentsDialog";
import { ValuesEditor } from "./ValuesEditor";
import { ChildrenEditor } from "./ChildrenEditor";

export type AttributeRow = RouterOutputs["admin"]["attributes"]["list"]["items"][number];

/** The form of an attribute (with the version it is saved against). */
const formOf = (
  a: Pick<
    AttributeRow,
    "productId" | "id" | "version" | "title" | "addToPrice" | "priceChange" | "active"
  >,
) => ({
  productId: a.productId,
  attributeId: a.id,
  version: a.version,
  title: a.title,
  addToPrice: a.addToPrice,
  priceChange: a.priceChange,
  active: a.active,
});

/** One attribute: title (pl/en/de), the flags and active, delete (the seed's dialog; what depends on it when used), its values and child attributes. */
export function AttributeCard({
  attribute: a,
  onChanged,
}: {
  attribute: AttributeRow;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("products");
  const toast = useToast();
  const [deleting, setDeleting] = useState(false);
  const [blocked, setBlocked] = useState<{ title: string; answer: RemoveAnswer } | null>(null);
  // Failures are the form's to show: on their fields, a stale save beside the newer values.
  const update = trpc.admin.attributes.update.useMutation({ onError: () => undefined });
  const remove = trpc.admin.attributes.remove.useMutation();
  const utils = trpc.useUtils();
  const name = pickText(a.title, i18n.language);
  const key = { productId: a.productId, attributeId: a.id, version: a.version };
  const kit = useKitForm({
    schema: AttributeUpdateInput,
    defaultValues: formOf(a),
    record: formOf(a),
    reload: async () => {
      const list = await utils.admin.attributes.list.fetch(
        { productId: a.productId },
        { staleTime: 0 },
      );
      const newer = list.items.find((x) => x.id === a.id);
      if (!newer) throw new Error("gone");
      return formOf(newer);
    },
    onSubmit: async (values) => {
      const saved = await update.mutateAsync(values);
      toast.info(t("saved"));
      await onChanged();
      return { values: formOf({ ...a, ...saved }) };
    },
  });
  return (
    <section className="attribute-card" aria-label={name} data-attribute={a.id}>
      <h2>{name}</h2>
      <Form
        kit={kit}
        label={name}
        actions={
          <p className="actions">
            <SubmitButton>{t("saveAttribute")}</SubmitButton>{" "}
            <button type="button" className="button-danger" onClick={() => setDeleting(true)}>
              {t("deleteAttribute")}
            </button>
          </p>
        }
      >
        <TranslatedField name="title" label={t("attributeTitle")} />
        <Field name="addToPrice" type="checkbox" label={t("addToPrice")} />
        <Field name="priceChange" type="checkbox" label={t("priceChange")} />
        <Field name="active" type="checkbox" label={t("attributeActive")} />
      </Form>
      <ValuesEditor attribute={a} onChanged={onChanged} />
      <ChildrenEditor attribute={a} onChanged={onChanged} />
      <ConfirmDialog
        open={deleting}
        title={t("deleteAttributeTitle")}
        message={t("deleteAttributeMessage", { title: name })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const answer = await remove.mutateAsync(key);
          if (!answer.removed) setBlocked({ title: name, answer });
          else await onChanged();
        }}
      />
      <DependentsDialog
        open={blocked}
        onClose={() => setBlocked(null)}
        onConfirm={async () => {
          await remove.mutateAsync({ ...key, confirm: true });
          await onChanged();
        }}
      />
    </section>
  );
}
