import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messageOf, useToast } from "@printshop/ui";
import { ConfirmDialog, TranslatedInput } from "@printshop/ui/admin";
import type { RemoveAnswer } from "@printshop/core/product/admin-schema";
import { full } from "./text";
import { trpc, type RouterOutputs } from "../../trpc";
import { pickText } from "../pages/text";
import { DependentsDialog } from "./DependentsDialog";
import { ValuesEditor } from "./ValuesEditor";
import { ChildrenEditor } from "./ChildrenEditor";

export type AttributeRow = RouterOutputs["admin"]["attributes"]["list"]["items"][number];

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
  const [title, setTitle] = useState(a.title);
  const [addToPrice, setAddToPrice] = useState(a.addToPrice);
  const [priceChange, setPriceChange] = useState(a.priceChange);
  const [active, setActive] = useState(a.active);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [blocked, setBlocked] = useState<{ title: string; answer: RemoveAnswer } | null>(null);
  const update = trpc.admin.attributes.update.useMutation({ onError: () => undefined });
  const remove = trpc.admin.attributes.remove.useMutation();
  const name = pickText(a.title, i18n.language);
  const key = { productId: a.productId, attributeId: a.id, version: a.version };

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ ...key, title, addToPrice, priceChange, active });
      toast.info(t("saved"));
      await onChanged();
    } catch (e) {
      setError(messageOf(e, t));
    }
  };
  return (
    <section className="attribute-card" aria-label={name} data-attribute={a.id}>
      <h2>{name}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TranslatedInput
          label={t("attributeTitle")}
          value={title}
          onChange={(v) => setTitle(full(v))}
        />
        <label>
          <input
            type="checkbox"
            checked={addToPrice}
            onChange={(e) => setAddToPrice(e.target.checked)}
          />{" "}
          {t("addToPrice")}
        </label>
        <label>
          <input
            type="checkbox"
            checked={priceChange}
            onChange={(e) => setPriceChange(e.target.checked)}
          />{" "}
          {t("priceChange")}
        </label>
        <label>
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />{" "}
          {t("attributeActive")}
        </label>
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <p className="actions">
          <button type="submit" disabled={update.isPending}>
            {t("saveAttribute")}
          </button>{" "}
          <button type="button" className="button-danger" onClick={() => setDeleting(true)}>
            {t("deleteAttribute")}
          </button>
        </p>
      </form>
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
