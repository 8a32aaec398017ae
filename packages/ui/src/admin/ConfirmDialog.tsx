import { useTranslation } from "../i18n-react";
import { useState } from "react";
import { Modal } from "../Modal";
import { messageOf } from "../errors";

/**
 * A yes/no question before an action (delete, approve...). The action runs while the dialog stays
 * open; it closes on success, and on failure the dialog shows why and stays open to retry.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  width?: number;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation("kit");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    props.onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      setBusy(false);
      props.onClose();
    } catch (e) {
      setBusy(false);
      setError(messageOf(e, t));
    }
  };
  return (
    <Modal open={props.open} title={props.title} onClose={close} width={props.width ?? 400}>
      <p>{props.message}</p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={close} disabled={busy}>
          {t("confirm.no")}
        </button>
        <button
          type="button"
          className={props.danger === false ? undefined : "button-danger"}
          onClick={() => void confirm()}
          disabled={busy}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the person opened moves focus into itself (WAI-ARIA dialog pattern)
          autoFocus
        >
          {busy ? t("confirm.working") : (props.confirmLabel ?? t("confirm.yes"))}
        </button>
      </div>
    </Modal>
  );
}
