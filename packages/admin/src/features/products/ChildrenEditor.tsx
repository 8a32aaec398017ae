import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf, Modal } from "@printshop/ui";
import { TranslatedInput } from "@printshop/ui/admin";
import { full } from "./text";
import { trpc } from "../../trpc";
import { pickText } from "../pages/text";
import type { AttributeRow } from "./AttributeCard";

const blank = { pl: "", en: "", de: "" };

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
  const [error, setError] = useState<string | null>(null);
  const update = trpc.admin.attributes.update.useMutation({ onError: () => undefined });
  const key = { productId: a.productId, attributeId: a.id, version: a.version };
  const save = async (children: AttributeRow["children"]) => {
    setError(null);
    try {
      await update.mutateAsync({ ...key, children });
      await onChanged();
    } catch (e) {
      setError(messageOf(e, t));
      throw e;
    }
  };
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
              onClick={() => void save(a.children.filter((_, j) => j !== i)).catch(() => undefined)}
            >
              {t("removeChild")}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={() => setAdding(true)}>
        {t("addChild")}
      </button>
      <AddChildDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSave={(child) => save([...a.children, child])}
      />
    </div>
  );
}

function AddChildDialog(props: {
  open: boolean;
  onClose: () => void;
  onSave: (child: AttributeRow["children"][number]) => Promise<unknown>;
}) {
  const { t } = useTranslation("products");
  const [title, setTitle] = useState(blank);
  const [values, setValues] = useState("");
  const submit = async () => {
    const list = values
      .split("\n")
      .map((v) => v.trim())
      .filter(Boolean)
      .map((pl) => ({ id: undefined as unknown as number, title: { pl, en: "", de: "" } }));
    try {
      await props.onSave({ title, values: list });
      setTitle(blank);
      setValues("");
      props.onClose();
    } catch {
      // The editor shows the server's message; the dialog keeps what was typed.
    }
  };
  return (
    <Modal open={props.open} title={t("addChild")} onClose={props.onClose} width={500}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TranslatedInput
          label={t("attributeTitle")}
          value={title}
          onChange={(v) => setTitle(full(v))}
        />
        <label>
          {t("childValues")}
          <textarea rows={4} value={values} onChange={(e) => setValues(e.target.value)} />
        </label>
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("cancel")}
          </button>
          <button type="submit">{t("add")}</button>
        </div>
      </form>
    </Modal>
  );
}
