import { useState } from "react";
import * as z from "zod";
import { Modal, useTranslation } from "@printshop/ui";
import { TranslatedField } from "@printshop/ui/admin";
import { Field, Form, SubmitButton, useKitForm } from "@printshop/ui/form";
import { ChildInput } from "@printshop/core/product/admin-schema";
import { trpc } from "../../trpc";
import { pickText } from "../pages/text";
import type { AttributeRow } from "./AttributeCard";

/** The add-child dialog's form: the child's title (core's rule) and its values, one per line. */
const ChildForm = z.object({ title: ChildInput.shape.title, values: z.string().max(10_000) });

/** An attribute's child attributes (informational, shown in the shop, not priced): add (the seed's add-child-attribute dialog) and remove; saved as the whole list. */
export function ChildrenEditor({
  attribute: a,
  onChanged,
}: {
  attribute: AttributeRow;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("products");
  const [adding, setAdding] = useState(false);
  // A failed removal is toasted (ApiProvider); the add dialog shows its own failures.
  const remove = trpc.admin.attributes.update.useMutation({ onSettled: onChanged });
  const key = { productId: a.productId, attributeId: a.id, version: a.version };
  return (
    <div className="attribute-children">
      <h3>{t("children")}</h3>
      <ul>
        {a.children.map((c, i) => (
          <li key={i}>
            {pickText(c.title, i18n.language)}:{" "}
            {c.values.map((v) => pickText(v.title, i18n.language)).join(", ")}{" "}
            <button
              type="button"
              className="button-secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate({ ...key, children: a.children.filter((_, j) => j !== i) })
              }
            >
              {t("removeChild")}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setAdding(true)}>
        {t("addChild")}
      </button>
      <Modal open={adding} title={t("addChild")} onClose={() => setAdding(false)} width={500}>
        {adding ? (
          <AddChildForm attribute={a} onClose={() => setAdding(false)} onChanged={onChanged} />
        ) : null}
      </Modal>
    </div>
  );
}

function AddChildForm(props: {
  attribute: AttributeRow;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation("products");
  const a = props.attribute;
  // Failures are the form's to show (inside the dialog).
  const update = trpc.admin.attributes.update.useMutation({ onError: () => undefined });
  const kit = useKitForm({
    schema: ChildForm,
    inlineErrors: true,
    defaultValues: { title: { pl: "", en: "", de: "" }, values: "" },
    onSubmit: async ({ title, values }) => {
      const list = values
        .split("\n")
        .map((v) => v.trim())
        .filter(Boolean)
        .map((pl) => ({ title: { pl, en: "", de: "" } }));
      await update.mutateAsync({
        productId: a.productId,
        attributeId: a.id,
        version: a.version,
        children: [...a.children, { title, values: list }],
      });
      await props.onChanged();
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
          <SubmitButton>{t("add")}</SubmitButton>
        </div>
      }
    >
      <TranslatedField name="title" label={t("attributeTitle")} />
      <Field as="textarea" name="values" label={t("childValues")} />
    </Form>
  );
}
