import { useState } from "react";
import { Modal, messageOf, useToast, useTranslation } from "@printshop/ui";
import { SAVED_NAME_MAX } from "@printshop/core/reorder/limits";
import { trpc } from "../../trpc";
import "../account/reorderTexts";

type SaveInput = Parameters<
  ReturnType<typeof trpc.shop.account.saveConfig.useMutation>["mutate"]
>[0];
export type SaveConfigValue = Omit<SaveInput, "name">;

/** The save dialog (a lazy chunk): an optional name, then the server keeps the configuration. */
export default function SaveConfigDialog(props: { value: SaveConfigValue; onClose: () => void }) {
  const { t } = useTranslation("reorder");
  const toast = useToast();
  const utils = trpc.useUtils();
  const [name, setName] = useState("");
  const save = trpc.shop.account.saveConfig.useMutation({
    onSuccess: () => {
      toast.info(t("saved"));
      void utils.shop.account.savedConfigs.invalidate();
      props.onClose();
    },
  });
  return (
    <Modal open title={t("saveTitle")} onClose={props.onClose} width={480}>
      <form
        className="save-config-form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ ...props.value, ...(name.trim() ? { name: name.trim() } : {}) });
        }}
      >
        <label htmlFor="save-config-name">{t("name")}</label>
        <input
          id="save-config-name"
          value={name}
          maxLength={SAVED_NAME_MAX}
          aria-describedby="save-config-hint"
          onChange={(e) => setName(e.target.value)}
        />
        <p id="save-config-hint" className="hint">
          {t("nameHint")}
        </p>
        {save.isError ? <p role="alert">{messageOf(save.error, t)}</p> : null}
        <div className="account-actions">
          <button type="submit" disabled={save.isPending}>
            {t("save")}
          </button>
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t("cancel")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
